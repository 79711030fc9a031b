import Foundation
import Glibc

/// Writing whole buffers to a file descriptor, retrying short writes and `EINTR`.
enum FileDescriptorWriting {
    /// Writes every byte of `bytes` to `descriptor`.
    /// - Throws: `POSIXError` with the system's code (`ENOSPC` for a full disk).
    static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw error(errno)
                }
                written += result
            }
        }
    }

    /// The `POSIXError` for an `errno` value.
    static func error(_ code: Int32) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}

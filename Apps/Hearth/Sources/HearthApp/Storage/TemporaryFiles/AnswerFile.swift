import Foundation
import Glibc
import HTTPServer

/// A file for an answer too large to hold in memory (a days export): created in the data directory as
/// `.<kind>-tmp-<random>` and unlinked at once, so it lives only as long as its descriptor and nothing is left on
/// disk, not even by `kill -9`. Write the answer to it, then send it with ``responseFile()``.
final class AnswerFile: @unchecked Sendable {
    private let descriptor: Int32
    private var byteCount = 0
    private var handedOver = false

    /// Creates the file in `folder`.
    /// - Throws: `POSIXError` with the system's code (`ENOSPC` for a full disk).
    init(in folder: URL, kind: TemporaryFileKind) throws {
        let path = folder.appendingPathComponent(kind.prefix + String(UInt64.random(in: .min ... .max), radix: 16)).path
        descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileDescriptorWriting.error(errno) }
        unlink(path)
    }

    /// Appends bytes.
    /// - Throws: `POSIXError` with the system's code (`ENOSPC` for a full disk).
    func append(_ bytes: Data) throws {
        try FileDescriptorWriting.writeAll(bytes, to: descriptor)
        byteCount += bytes.count
    }

    /// The size written so far.
    var size: Int { byteCount }

    /// The body that sends what was written; the response owns the descriptor from now on.
    func responseFile() -> ResponseFile {
        handedOver = true
        return ResponseFile(descriptor: descriptor, byteCount: byteCount)
    }

    deinit {
        if !handedOver { close(descriptor) }
    }
}

import Foundation
import Glibc

/// The one way Hearth writes a whole file: into a temporary file of its kind next to the target
/// (`.<kind>-tmp-<random>`), flushed to the disk (`fsync`), then renamed over the target, and the folder flushed.
/// A reader sees the old file or the new one, never part of one; a crash leaves at most a temporary file, which the
/// next start removes (`LeftoverTemporaryFiles`).
enum AtomicFile {
    /// Writes `bytes` to `target` through a temporary file of `kind`.
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - target: Where it goes; its folder must exist.
    ///   - kind: The temporary file's kind (its name's prefix).
    ///   - permissions: The file's mode; 0644 by default (0600 for secrets).
    /// - Throws: `POSIXError` with the system's code (`ENOSPC` for a full disk); the target is then unchanged and
    ///   the temporary file removed.
    static func write(
        _ bytes: [UInt8], to target: URL, kind: TemporaryFileKind, permissions: mode_t = 0o644
    ) throws {
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(kind.prefix + String(UInt64.random(in: .min ... .max), radix: 16))
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw Self.error(errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        do {
            defer { close(descriptor) }
            try bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw Self.error(errno)
                    }
                    written += result
                }
            }
            guard fsync(descriptor) == 0 else { throw Self.error(errno) }
        }
        TestPause.inWriteWindow(kind)
        guard rename(temporary.path, target.path) == 0 else { throw Self.error(errno) }
        renamed = true
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func error(_ code: Int32) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}

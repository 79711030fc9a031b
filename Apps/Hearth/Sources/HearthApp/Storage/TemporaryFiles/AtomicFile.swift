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
        let file = try Pending(target: target, kind: kind, permissions: permissions)
        try file.append(bytes)
        try file.commit()
    }

    /// Writes `target` through a temporary file of `kind` a part at a time: `fill` appends the parts (it may
    /// take as long as it likes: the target is replaced only when it returns).
    /// - Throws: What `fill` throws, or `POSIXError` as ``write(_:to:kind:permissions:)`` does; the target is then
    ///   unchanged and the temporary file removed.
    static func write(
        to target: URL, kind: TemporaryFileKind, permissions: mode_t = 0o644,
        _ fill: (Pending) async throws -> Void
    ) async throws {
        let file = try Pending(target: target, kind: kind, permissions: permissions)
        try await fill(file)
        try file.commit()
    }

    /// A temporary file on its way to its target: removed unless ``commit()`` renames it there.
    final class Pending: @unchecked Sendable {
        private let target: URL
        private let temporary: URL
        private let kind: TemporaryFileKind
        private let descriptor: Int32
        private var finished = false

        init(target: URL, kind: TemporaryFileKind, permissions: mode_t) throws {
            self.target = target
            self.kind = kind
            temporary = target.deletingLastPathComponent().appendingPathComponent(
                kind.prefix + String(UInt64.random(in: .min ... .max), radix: 16))
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
            guard descriptor >= 0 else { throw FileDescriptorWriting.error(errno) }
        }

        /// Appends bytes.
        func append(_ bytes: some ContiguousBytes) throws {
            try FileDescriptorWriting.writeAll(bytes, to: descriptor)
        }

        /// Flushes the file to the disk and renames it over the target, then flushes the folder.
        func commit() throws {
            guard fsync(descriptor) == 0 else { throw FileDescriptorWriting.error(errno) }
            close(descriptor)
            finished = true
            TestPause.inWriteWindow(kind)
            guard rename(temporary.path, target.path) == 0 else {
                let error = FileDescriptorWriting.error(errno)
                unlink(temporary.path)
                throw error
            }
            let folderDescriptor = open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folderDescriptor >= 0 {
                _ = fsync(folderDescriptor)
                close(folderDescriptor)
            }
        }

        deinit {
            if !finished {
                close(descriptor)
                unlink(temporary.path)
            }
        }
    }
}

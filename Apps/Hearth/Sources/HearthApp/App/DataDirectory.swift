import Foundation
import Glibc

/// The data directory: created if missing, and checked to be writable before anything else.
enum DataDirectory {
    /// Creates `url` (with parents) and proves it writable by creating and removing a probe file.
    /// - Throws: `StartupError.dataDirectory` with the system's reason.
    static func prepare(_ url: URL) throws(StartupError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .dataDirectory(path: url.path, reason: "cannot create it (\(error.localizedDescription))")
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .dataDirectory(path: url.path, reason: "it is not a directory")
        }
        // A probe file made and removed with plain system calls (FileManager writes atomically and syncs: several
        // milliseconds of the start).
        let probe = url.appendingPathComponent(".hearth-write-test-\(getpid())").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .dataDirectory(path: url.path, reason: reason(errno)) }
        let written = write(descriptor, "ok", 2)
        let writeError = errno
        close(descriptor)
        unlink(probe)
        guard written == 2 else { throw .dataDirectory(path: url.path, reason: reason(writeError)) }
    }

    /// Why a probe could not be written, in words a person can act on.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk holding it is full (free space and start again)"
        default: "it is not writable (\(String(cString: strerror(code))))"
        }
    }
}

import Foundation

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
        let probe = url.appendingPathComponent(".hearth-write-test-\(getpid())")
        guard manager.createFile(atPath: probe.path, contents: Data("ok".utf8)) else {
            throw .dataDirectory(path: url.path, reason: "it is not writable")
        }
        try? manager.removeItem(at: probe)
    }
}

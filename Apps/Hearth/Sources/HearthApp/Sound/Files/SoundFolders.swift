import Foundation

/// Where the noise feature keeps files in the data dir: `sounds/rendered/` (generated loops as WAV, one file per
/// sound and fingerprint, written once) and `sounds/uploads/` (uploaded files, named by Hearth).
struct SoundFolders: Sendable {
    /// `<data>/sounds/rendered`.
    var rendered: URL
    /// `<data>/sounds/uploads`.
    var uploads: URL

    init(dataDirectory: URL) {
        let sounds = dataDirectory.appendingPathComponent("sounds", isDirectory: true)
        rendered = sounds.appendingPathComponent("rendered", isDirectory: true)
        uploads = sounds.appendingPathComponent("uploads", isDirectory: true)
    }

    /// Creates both folders.
    func create() throws {
        try FileManager.default.createDirectory(at: rendered, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` inside `folder` atomically (`AtomicFile`: a temporary file of `kind` renamed into
    /// place), so a reader never sees half a file; a crash leaves at most a temporary file, removed at the next start.
    static func writeAtomically(_ bytes: [UInt8], to folder: URL, name: String, kind: TemporaryFileKind) throws {
        try AtomicFile.write(bytes, to: folder.appendingPathComponent(name), kind: kind)
    }
}

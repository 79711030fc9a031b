import ArgumentParser
import Foundation
import GRDB

/// `hearth backup`: a consistent copy of the database, taken through SQLite (`VACUUM INTO`), so it is safe while a
/// server runs and writes. Exit codes: 0 written, 1 failed (no database, a disk error), 2 bad usage.
public struct BackupCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database consistently (safe while the server runs).",
        discussion: """
            Without --to, the copy goes to <data>/backups/hearth-<UTC instant>.sqlite and old backups are pruned \
            (7 daily, 4 weekly). Exit codes: 0 written, 1 failed, 2 bad usage.
            """)

    @Option(name: .customLong("to"), help: "Write the backup to this file instead (replaced if it exists).")
    var target: String?

    @Option(name: .customLong("data-dir"), help: "Folder holding hearth.sqlite. [HEARTH_DATA_DIR, default ./data]")
    var dataDirectory: String?

    public init() {}

    public func run() async throws {
        let data = CommandLineData.directory(dataDirectory)
        let database = data.appendingPathComponent("hearth.sqlite")
        guard FileManager.default.fileExists(atPath: database.path) else {
            CommandLineData.fail("hearth backup: there is no database at \(database.path) (is --data-dir right?)")
        }
        do {
            let queue = try DatabaseQueue(path: database.path)
            defer { try? queue.close() }
            let written = try queue.inDatabase { db -> URL in
                try SchemaVersion.check(db)
                if let target {
                    let url = URL(fileURLWithPath: target)
                    try DatabaseBackup.copy(db, to: url)
                    return url
                }
                return try DatabaseBackup.write(
                    db, into: DatabaseBackup.folder(in: data), at: Date(), reason: .manual
                ).url
            }
            print("Backed up to \(written.path)")
        } catch {
            CommandLineData.fail("hearth backup: \(error)")
        }
    }
}

/// What the data commands (`backup`, `restore`) share: the data directory and failing on stderr.
enum CommandLineData {
    /// `--data-dir`, else `HEARTH_DATA_DIR`, else `./data`.
    static func directory(_ option: String?) -> URL {
        URL(
            fileURLWithPath: option ?? ProcessInfo.processInfo.environment["HEARTH_DATA_DIR"] ?? "data",
            isDirectory: true)
    }

    /// Writes `message` to stderr and exits with `code`.
    static func fail(_ message: String, code: Int32 = 1) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(code)
    }
}

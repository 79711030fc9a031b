import ArgumentParser
import Foundation

/// `hearth restore FILE`: checks a backup (`integrity_check`, a schema this binary knows) and swaps it in for the
/// database atomically, after backing up the database it replaces. With a server running on the data directory (it
/// holds `server.lock`), the file goes through that server (`RestoreThroughServer`), which restores it while it runs.
/// Exit codes: 0 restored, 1 failed, 2 bad usage, 3 the file cannot be restored, 4 the server refused the request
/// (the access code), 5 a server holds the lock but cannot be reached.
public struct RestoreCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Check a backup and swap it in for the database (the current one is backed up first).",
        discussion: """
            With a server running on the data directory, the file is sent to it on the loopback address \
            (POST /api/v1/backups/restore; with HEARTH_TRUST_LOOPBACK=false it sends HEARTH_ACCESS_CODE), and the \
            server restores it while it runs. Exit codes: 0 restored, 1 failed, 2 bad usage, \
            3 the file cannot be restored (damaged, not Hearth's, or made by a newer Hearth), \
            4 the running server refused the request (set HEARTH_ACCESS_CODE), \
            5 a server holds the data directory's lock but cannot be reached.
            """)

    @Argument(help: "The backup to restore (a file `hearth backup` wrote).")
    var file: String

    @Option(name: .customLong("data-dir"), help: "Folder holding hearth.sqlite. [HEARTH_DATA_DIR, default ./data]")
    var dataDirectory: String?

    public init() {}

    public func run() async throws {
        let data = CommandLineData.directory(dataDirectory)
        let source = URL(fileURLWithPath: file)
        do {
            try DatabaseRestore.check(source)
        } catch {
            CommandLineData.fail("hearth restore: \(file): \(error)", code: 3)
        }
        try? FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        if let server = ServerLock.runningServer(in: data) {
            let access = ProcessInfo.processInfo.environment["HEARTH_ACCESS_CODE"]
            let through = RestoreThroughServer(server: server, accessCode: access, dataDirectory: data)
            do {
                print(try await through.restore(source))
            } catch {
                CommandLineData.fail("hearth restore: \(file): \(error.message)", code: error.code)
            }
            return
        }
        // Held while the file is swapped, so a server cannot start on the database halfway.
        guard let lock = ServerLock.acquire(in: data, port: 0, scheme: "http") else {
            CommandLineData.fail("hearth restore: a Hearth server is starting on \(data.path); stop it first.", code: 4)
        }
        defer { lock.release() }
        do {
            let saved = try DatabaseRestore.restore(
                source, over: data.appendingPathComponent("hearth.sqlite"), now: Date())
            if let saved { print("The database it replaced is saved as \(saved.url.path)") }
            print("Restored \(source.path)")
        } catch {
            CommandLineData.fail("hearth restore: \(error)")
        }
    }
}

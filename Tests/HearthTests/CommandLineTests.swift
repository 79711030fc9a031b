import ArgumentParser
import Foundation
import GRDB
import Testing

@testable import HearthApp

/// The pure parts of the `hearth` commands: the schema comparison, the server lock, the disk threshold, the usage
/// exit status and the parsing of `export`, `import`, `check` and `access-code reset`. The commands themselves run
/// as processes in Tests/process/test_cli.py.
@Suite("Command line: export, import, check, access-code reset")
struct CommandLineTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func schemaStateComparesAppliedWithKnownMigrations() {
        let known = ["a", "b", "c"]
        #expect(SchemaState(applied: ["a", "b", "c"], known: known) == .current)
        #expect(SchemaState(applied: ["a"], known: known) == .older(missing: ["b", "c"]))
        #expect(SchemaState(applied: [], known: known) == .older(missing: known))
        #expect(SchemaState(applied: ["a", "b", "c", "z-next"], known: known) == .newer(unknown: ["z-next"]))
    }

    @Test func aDatabaseOfALaterVersionReadsAsNewerAndAnOldOneAsOlder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("hearth.sqlite")
        let database = try AppDatabase.open(at: url)
        #expect(try AppDatabase.openReadOnly(at: url).schemaState() == .current)
        #expect(try AppDatabase.openReadOnly(at: url).integrityProblems().isEmpty)
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        #expect(try AppDatabase.openReadOnly(at: url).schemaState() == .newer(unknown: ["v99-from-the-future"]))

        let old = folder.appendingPathComponent("old.sqlite")
        try FileManager.default.copyItem(at: StorageMigrationTests.fixture, to: old)
        guard case .older(let missing) = try AppDatabase.openReadOnly(at: old).schemaState() else {
            Issue.record("the 9e4f2ca fixture has three of today's migrations")
            return
        }
        #expect(missing.first == "v2-settings-milliseconds")
    }

    @Test func openingReadOnlyNeitherMakesNorChangesADatabase() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("hearth.sqlite")
        #expect(throws: DatabaseUnreadable.self) { try AppDatabase.openReadOnly(at: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        _ = try AppDatabase.open(at: url)
        let database = try AppDatabase.openReadOnly(at: url)
        #expect(throws: (any Error).self) {
            try database.writer.write { try $0.execute(sql: "DELETE FROM grdb_migrations") }
        }
    }

    @Test func theServerLockNamesTheRunningServerUntilItIsReleased() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ServerLock.runningServer(in: folder) == nil)
        let lock = try #require(ServerLock.acquire(in: folder, port: 8123, scheme: "https"))
        let holder = try #require(ServerLock.runningServer(in: folder))
        #expect(holder == ServerLock.Holder(pid: getpid(), port: 8123, scheme: "https"))
        #expect(holder.url == "https://127.0.0.1:8123/")
        #expect(ServerLock.acquire(in: folder, port: 9000, scheme: "http") == nil, "a second server gets no lock")
        lock.release()
        #expect(ServerLock.runningServer(in: folder) == nil)
    }

    @Test func aLockFileNoProcessHoldsNamesNoServer() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // What `kill -9` leaves: the file with its line, and no lock.
        try Data("4242 8080 http\n".utf8).write(to: folder.appendingPathComponent(ServerLock.fileName))
        #expect(ServerLock.runningServer(in: folder) == nil)
        #expect(ServerLock.holder(parsing: "garbage") == ServerLock.Holder(pid: 0, port: 0, scheme: "http"))
    }

    @Test func diskSpaceWarnsUnderOneHundredMebibytes() {
        let folder = URL(fileURLWithPath: "/srv/hearth")
        #expect(InstallationCheck.disk(folder, free: 100 * 1024 * 1024).level == .ok)
        let low = InstallationCheck.disk(folder, free: 100 * 1024 * 1024 - 1)
        #expect(low.level == .warning)
        #expect(low.line.hasPrefix("warning  disk: only 104 MB free at /srv/hearth (under 104 MB)"))
        #expect(InstallationCheck.disk(folder, free: nil).level == .warning)
        #expect(DiskSpace.text(1_500_000_000) == "1.5 GB")
        #expect(DiskSpace.text(999) == "999 bytes")
    }

    @Test func diskSpaceAsksTheNearestFolderThatExists() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("not/made/yet")
        #expect(DiskSpace.freeBytes(at: missing) == DiskSpace.freeBytes(at: folder))
        #expect(DiskSpace.freeBytes(at: folder) != nil)
    }

    @Test func aDamagedDatabaseIsAProblemAndAMissingOneIsNot() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("hearth.sqlite")
        #expect(InstallationCheck.database(at: url).level == .ok)
        try Data(repeating: 0x5A, count: 8192).write(to: url)
        let finding = InstallationCheck.database(at: url)
        #expect(finding.level == .problem)
        #expect(finding.message.contains("restore a backup"))
    }

    @Test func usageErrorsExitWithTwo() async {
        #expect(await HearthCommand.run(["export", "--format", "xml"]) == 2)
        #expect(await HearthCommand.run(["import", "days.txt"]) == 2)
        #expect(await HearthCommand.run(["access-code", "reset", "--code", "12"]) == 2)
        #expect(await HearthCommand.run(["no-such-command"]) == 2)
    }

    @Test func importTakesTheFormatFromTheFileNameUnlessGiven() throws {
        #expect(throws: Never.self) { try HearthCommand.parseAsRoot(["import", "days.CSV"]) }
        #expect(throws: Never.self) { try HearthCommand.parseAsRoot(["import", "days.txt", "--format", "ics"]) }
        #expect(throws: (any Error).self) { try HearthCommand.parseAsRoot(["import", "days"]) }
        #expect(throws: Never.self) { try HearthCommand.parseAsRoot(["access-code", "reset"]) }
        #expect(throws: Never.self) { try HearthCommand.parseAsRoot(["access-code", "--reset"]) }
    }

    @Test func theServerRunningMessageSaysHowToImportThroughIt() {
        let message = ImportCommand.serverRunning(
            ServerLock.Holder(pid: 77, port: 8080, scheme: "http"), directory: "/var/lib/hearth", format: .csv)
        #expect(message.contains("process 77"))
        #expect(message.contains("http://127.0.0.1:8080/api/v1/import?format=csv"))
        #expect(message.contains("Content-Type: text/csv"))
        #expect(message.contains("nothing was imported"))
    }
}

import Foundation
import GRDB
import HTTPServer
import Logging
import Testing

@testable import HearthApp

/// Backups: the retention rule over fixed dates, the backup taken before a migration, and a database made by a
/// newer Hearth refused by name.
@Suite("Backups: 7 daily and 4 weekly kept, a backup before migrating, a newer database refused")
struct BackupTests {
    static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func sevenDailyAndFourWeeklyBackupsAreKept() {
        // Given a backup every day at 03:30 UTC from Thursday 2026-01-01 to Saturday 2026-02-28, and one more
        // taken before a migration at 01:00 on the last day
        var instants = (0..<59).map { Self.utc("2026-01-01T03:30:00Z").addingTimeInterval(Double($0) * 86_400) }
        instants.append(Self.utc("2026-02-28T01:00:00Z"))
        // When the rule runs
        let kept = BackupRetention.kept(instants)
        // Then the newest of each of the last 7 days, and the newest of the ISO weeks ending 15 and 8 February
        // (the weeks ending 1 March and 22 February are already kept as days) are kept, nothing else
        let days = (22...28).map { Self.utc("2026-02-\($0)T03:30:00Z") }
        let weeks = [Self.utc("2026-02-15T03:30:00Z"), Self.utc("2026-02-08T03:30:00Z")]
        #expect(kept == Set(days + weeks))
        #expect(BackupRetention.removed(instants).count == instants.count - 9)
    }

    @Test func fewBackupsAreAllKept() {
        let instants = [Self.utc("2026-03-01T03:30:00Z"), Self.utc("2026-03-02T03:30:00Z")]
        #expect(BackupRetention.removed(instants).isEmpty)
    }

    @Test func aBackupNameCarriesItsUTCInstant() {
        let name = BackupName(instant: Self.utc("2026-11-26T03:15:09Z"))
        #expect(name.fileName == "hearth-20261126T031509Z.sqlite")
        #expect(BackupName(fileName: name.fileName) == name)
        #expect(BackupName(fileName: "hearth.sqlite") == nil)
    }

    @Test(arguments: ["hearth-9e4f2ca", "hearth-73566ea"])
    func anOlderDatabaseIsBackedUpBeforeItIsMigrated(fixture: String) async throws {
        let source = Bundle.module.url(forResource: "Fixtures/\(fixture)", withExtension: "sqlite")!
        let before = try await DatabaseQueue(path: source.path, configuration: Self.readOnly).read {
            try SchemaVersion.applied($0)
        }
        try await TestApp.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("hearth.sqlite")
            try FileManager.default.copyItem(at: source, to: file)
            // When today's code opens it at a fixed instant
            _ = try AppDatabase.open(at: file, now: { Self.utc("2026-03-01T12:00:00Z") })
            // Then the schema version is stored, and a database that lacked a migration was backed up first,
            // holding its old schema
            let migrated = try DatabaseQueue(path: file.path)
            let userVersion = try await migrated.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
            #expect(userVersion == SchemaVersion.known.count)
            try migrated.close()
            let backups = DatabaseBackup.list(in: directory.appendingPathComponent("backups"))
            if before.count < SchemaVersion.known.count {
                #expect(backups.map(\.url.lastPathComponent) == ["hearth-20260301T120000Z-pre-migration.sqlite"])
                let saved = try DatabaseQueue(path: backups[0].url.path, configuration: Self.readOnly)
                #expect(try await saved.read { try SchemaVersion.applied($0) } == before)
                #expect(try await saved.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
            } else {
                #expect(backups.isEmpty)
            }
        }
    }

    @Test func aDatabaseMadeByANewerHearthIsRefusedNamingBothVersions() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("hearth.sqlite")
            try await DatabaseQueue(path: file.path).write { db in
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for name in SchemaVersion.known + ["v9-future"] {
                    try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [name])
                }
            }
            let newer = "v9-future (\(SchemaVersion.known.count + 1))"
            #expect(throws: SchemaError.newer(database: newer, binary: SchemaVersion.binary)) {
                try AppDatabase.open(at: file)
            }
        }
    }

    static var readOnly: GRDB.Configuration {
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        return configuration
    }
}

/// The automatic daily backup, driven by a fixed clock.
@Suite("Daily backups: taken once after the quiet hour (03:30 in the server's zone)")
struct BackupSchedulerTests {
    @Test func aBackupIsTakenOncePerDayAfterTheQuietHour() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let clock = Locked(BackupTests.utc("2026-03-01T12:00:00Z"))
            let database = try AppDatabase.open(at: directory.appendingPathComponent("hearth.sqlite"))
            let scheduler = BackupScheduler(
                database: database, dataDirectory: directory, now: { clock.withLock { $0 } },
                timeZone: TimeZone(identifier: "Europe/Berlin")!, logger: .init(label: "test"))
            func names() -> [String] {
                DatabaseBackup.list(in: directory.appendingPathComponent("backups")).map(\.url.lastPathComponent)
            }
            // A new install is not backed up at start; the next look is the quiet hour, 03:30 Berlin (02:30 UTC)
            #expect(await scheduler.backUpIfDue() == BackupTests.utc("2026-03-02T02:30:00Z"))
            #expect(names().isEmpty)
            // Just before it nothing happens; just after it the day's backup is written, once
            clock.withLock { $0 = BackupTests.utc("2026-03-02T02:29:00Z") }
            await scheduler.backUpIfDue()
            #expect(names().isEmpty)
            clock.withLock { $0 = BackupTests.utc("2026-03-02T02:31:00Z") }
            await scheduler.backUpIfDue()
            clock.withLock { $0 = BackupTests.utc("2026-03-02T09:00:00Z") }
            await scheduler.backUpIfDue()
            #expect(names() == ["hearth-20260302T023100Z.sqlite"])
            #expect(scheduler.lastFailure == nil)
            // A day missed (the server was off) is caught up at the next look
            clock.withLock { $0 = BackupTests.utc("2026-03-04T10:00:00Z") }
            await scheduler.backUpIfDue()
            #expect(names() == ["hearth-20260304T100000Z.sqlite", "hearth-20260302T023100Z.sqlite"])
        }
    }
}

/// A failed daily backup is seen from outside: `/healthz` says `degraded` with the reason, `/metrics` says `failed`,
/// and the next backup that works clears both.
@Suite("Daily backups: a failure shows in /healthz and /metrics")
struct BackupFailureTests {
    @Test func aFailedBackupShowsInHealthAndMetricsUntilOneWorks() async throws {
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-03-01T12:00:00+01:00") }) { test in
            func health() async throws -> [String: Any] { try await test.client.send("GET", "/healthz").json() }
            func metrics() async throws -> String { try await test.client.send("GET", "/metrics").text }
            #expect(try await health()["status"] as? String == "ok")
            #expect(try await (health()["backup"] as? [String: Any])?["state"] as? String == "none")
            #expect(try await metrics().contains(#"hearth_backup_last_result{state="none"} 1"#))
            // Given a `backups` that is a file, not a folder, so no backup can be written there
            let backups = test.dataDirectory.appendingPathComponent("backups")
            try Data("not a folder".utf8).write(to: backups)
            // When the quiet hour has passed and the daily backup runs
            try await AlarmsSchedulerTests.setClock(test, "2026-03-02T03:31:00+01:00")
            await test.app.backupScheduler.backUpIfDue()
            // Then the health check answers 200 but degraded, naming when and why; the metrics say failed
            let reply = try await test.client.send("GET", "/healthz")
            #expect(reply.status == 200)
            let failed = try reply.json()
            #expect(failed["status"] as? String == "degraded")
            let backup = try #require(failed["backup"] as? [String: Any])
            #expect(backup["state"] as? String == "failed")
            #expect(backup["at"] as? String == "2026-03-02T02:31:00Z")
            #expect((backup["error"] as? String)?.isEmpty == false)
            let text = try await metrics()
            #expect(text.contains(#"hearth_backup_last_result{state="failed"} 1"#))
            // And once the folder can be made again, the next day's backup clears them
            try FileManager.default.removeItem(at: backups)
            try await AlarmsSchedulerTests.setClock(test, "2026-03-03T03:31:00+01:00")
            await test.app.backupScheduler.backUpIfDue()
            #expect(try await health()["status"] as? String == "ok")
            #expect(try await (health()["backup"] as? [String: Any])?["state"] as? String == "ok")
            #expect(try await metrics().contains(#"hearth_backup_last_result{state="ok"} 1"#))
        }
    }
}

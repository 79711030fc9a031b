import DaysCore
import Foundation
import GRDB
import Testing

@testable import HearthApp

/// Storage migrations: databases made by Hearth 0.1 (9e4f2ca) and by main at 73566ea open with every table, column
/// and value.
@Suite("Storage migrations: databases made by 0.1 (9e4f2ca) and by main (73566ea) keep every table, column, value")
struct StorageMigrationTests {
    static let fixture = Bundle.module.url(forResource: "Fixtures/hearth-9e4f2ca", withExtension: "sqlite")!
    /// Made by `Fixtures/make-current-database.py` with main's binary at 73566ea: a row in every table.
    static let current = Bundle.module.url(forResource: "Fixtures/hearth-73566ea", withExtension: "sqlite")!

    /// A table's columns and rows (each row's values in column order, rows sorted by every column).
    struct TableContents: Equatable {
        var columns: [String]
        var rows: [[DatabaseValue]]
    }

    /// Every table of `db` but SQLite's and GRDB's own, with its contents.
    static func contents(_ db: Database) throws -> [String: TableContents] {
        var tables: [String: TableContents] = [:]
        let names = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                + "AND name != 'grdb_migrations'")
        for name in names {
            let columns = try db.columns(in: name).map(\.name)
            let order = (1...columns.count).map(String.init).joined(separator: ", ")
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(name)\" ORDER BY \(order)").map { row in
                columns.map { row[$0] as DatabaseValue }
            }
            tables[name] = TableContents(columns: columns, rows: rows)
        }
        return tables
    }

    @Test func everyTableColumnAndValueOfADatabaseMadeByMainSurvivesTodaysMigrations() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("hearth.sqlite")
            try FileManager.default.copyItem(at: Self.current, to: file)
            // Given what the database holds before today's code opens it: 21 tables, each with rows
            var readOnly = GRDB.Configuration()
            readOnly.readonly = true
            let before = try await DatabaseQueue(path: file.path, configuration: readOnly).read {
                try Self.contents($0)
            }
            #expect(before.count == 21)
            for (table, contents) in before { #expect(!contents.rows.isEmpty, "\(table) has no row") }
            #expect(before.values.map(\.columns.count).reduce(0, +) == 127)
            // When today's code opens it (running any migration added since)
            let database = try AppDatabase.open(at: file)
            let after = try await database.writer.read { try Self.contents($0) }
            // Then every table and column is still there, holding every row's values
            for (table, old) in before.sorted(by: { $0.key < $1.key }) {
                guard let new = after[table] else {
                    Issue.record("\(table) is gone")
                    continue
                }
                let missing = old.columns.filter { !new.columns.contains($0) }
                #expect(missing.isEmpty, "\(table) lost \(missing)")
                let kept = old.columns.filter(new.columns.contains)
                func project(_ contents: TableContents, _ wanted: [String]) -> [[DatabaseValue]] {
                    let indices = wanted.map { contents.columns.firstIndex(of: $0)! }
                    return contents.rows.map { row in indices.map { row[$0] } }.sorted { "\($0)" < "\($1)" }
                }
                #expect(project(old, kept) == project(new, kept), "\(table)'s values changed")
            }
            // And the app serves it: the days, the alarm and the mix are there
            #expect(try await DaysRepository(database: database).exportCatalog().days.count == 3)
        }
        try await TestApp.withTemporaryDirectory { directory in
            try FileManager.default.copyItem(at: Self.current, to: directory.appendingPathComponent("hearth.sqlite"))
            try await TestApp.run(dataDirectory: directory, { $0.trustLoopback = false }) { test in
                #expect(try await test.jsonList("/api/v1/alarms").map { $0["label"] as? String } == ["Night"])
                let mixes = try await test.client.send("GET", "/api/v1/mixes").text
                #expect(mixes.contains("Wake mix"))
                #expect(try await test.client.send("GET", "/api/v1/quiet-hours").json()["enabled"] as? Bool == true)
            }
        }
    }

    /// Runs `body` against a copy of the fixture in a data directory of its own.
    func withFixture(_ body: (URL) async throws -> Void) async throws {
        try await TestApp.withTemporaryDirectory { directory in
            try FileManager.default.copyItem(at: Self.fixture, to: directory.appendingPathComponent("hearth.sqlite"))
            try await body(directory)
        }
    }

    @Test func everyValueSurvivesAndEveryInstantIsStoredInMilliseconds() async throws {
        try await withFixture { directory in
            let database = try AppDatabase.open(at: directory.appendingPathComponent("hearth.sqlite"))
            try await database.writer.read { db in
                let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
                #expect(applied.starts(with: ["v1-settings", "v1-auth", "v1-days"]))
                #expect(Set(applied) == Set(AppDatabase.migrator.migrations))
                // Every instant column of every table holds integer milliseconds (the one convention).
                for (table, column) in [
                    ("setting", "updatedAt"), ("credential", "createdAt"), ("session", "createdAt"),
                    ("session", "lastSeenAt"), ("session", "expiresAt"), ("day", "createdAt"), ("day", "updatedAt"),
                    ("dayReminderDelivery", "fireAt"), ("dayReminderDelivery", "deliveredAt"),
                    ("calendarFeedToken", "createdAt"),
                ] {
                    let types = try String.fetchAll(db, sql: "SELECT DISTINCT typeof(\(column)) FROM \(table)")
                    #expect(types == ["integer"], "\(table).\(column)")
                }
                #expect(
                    try Int64.fetchOne(db, sql: "SELECT updatedAt FROM setting WHERE key = 'theme'")
                        == 1_795_462_688_782)
                #expect(try Int64.fetchOne(db, sql: "SELECT createdAt FROM credential") == 1_795_462_686_506)
                let session = try #require(try Row.fetchOne(db, sql: "SELECT * FROM session"))
                #expect(session["createdAt"] as Int64 == 1_795_462_689_224)
                #expect(session["expiresAt"] as Int64 == 1_830_022_689_224)
                #expect(session["userAgent"] as String == "curl/7.88.1")
            }
            #expect(try await database.sessionExpiry(tokenDigest: "unknown", now: Date()) == nil)
            let repository = DaysRepository(database: database)
            let catalog = try await repository.exportCatalog()
            #expect(
                catalog.days.map(\.title) == ["Trip to Kyoto", "妈妈生日", "Quit smoking", "Leap day wedding", "Soon"])
            #expect(catalog.days.first?.createdAt == Date(timeIntervalSince1970: 1_795_462_689.029))
            #expect(catalog.days.first?.reminders.count == 2)
            #expect(catalog.days[1].lunar == LunarMonthDay(month: 4, day: 5))
            #expect(catalog.categories.map(\.name) == ["Family", "Uncategorized"])
            #expect(catalog.categories.first?.color == "#E4572E")
            let soon = try #require(catalog.days.last)
            let firing = try #require(
                soon.reminderFirings(after: .distantPast, through: .distantFuture, in: .gmt).first)
            #expect(try await ReminderDeliveries(database: database).wasDelivered(firing))
        }
    }

    @Test func theAppServesTheOldDataWithItsCodeFeedAndSettings() async throws {
        try await withFixture { directory in
            try await TestApp.run(dataDirectory: directory, { $0.trustLoopback = false }) { test in
                let settings = try await test.client.send("GET", "/api/v1/settings").json()
                #expect(settings["theme"] as? String == "dark")
                #expect(settings["language"] as? String == "zh-Hans")
                let days = try await test.jsonList("/api/v1/days?sort=title")
                #expect(days.count == 5)
                let trip = try #require(days.first { $0["title"] as? String == "Trip to Kyoto" })
                #expect(trip["createdAt"] as? String == "2026-11-23T19:38:09.029Z")
                #expect(trip["pinned"] as? Bool == true)
                let feed = try await test.client.send("GET", "/calendar.ics?token=5qt7AdNNvSO8ChNjB0KmzpukX4i1LdUP")
                #expect(feed.status == 200)
                #expect(feed.text.contains("SUMMARY:Trip to Kyoto"))
                let write = try await test.sendJSON(
                    "PUT", "/api/v1/settings", #"{"theme":"light"}"#, headers: [("Authorization", "Bearer 2468-1357")])
                #expect(write.status == 200)
            }
        }
    }
}

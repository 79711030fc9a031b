import Foundation
import GRDB
import Testing

@testable import HearthApp

extension StorageMigrationTests {
    @Test func aDatabaseMadeByMainGainsTheWeatherTablesAndKeepsAForecastInMilliseconds() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("hearth.sqlite")
            try FileManager.default.copyItem(at: Self.current, to: file)
            let database = try AppDatabase.open(at: file)
            let columns = try await database.writer.read { db in
                (
                    try db.columns(in: "weatherSettings").map(\.name),
                    try db.columns(in: "weatherForecast").map(\.name)
                )
            }
            // Registered last, after every migration main has
            let applied = try await database.writer.read { db in try SchemaVersion.applied(db) }
            #expect(applied.last == "v5-weather")
            #expect(columns.0 == ["id", "enabled", "placeName", "latitude", "longitude", "units", "updatedAt"])
            #expect(columns.1 == ["id", "forecast", "provider", "fetchedAt", "expires", "lastModified"])
            let fetched = Date(timeIntervalSince1970: 1_795_678_800.25)
            try await database.saveWeatherForecast(
                WeatherForecastRecord(
                    forecast: "{}", provider: "met-norway", fetchedAt: fetched, expires: fetched, lastModified: nil))
            let stored = try database.writer.read { db in
                try Row.fetchOne(db, sql: "SELECT typeof(fetchedAt) AS kind, fetchedAt FROM weatherForecast")
            }
            #expect(stored?["kind"] as String? == "integer")
            #expect(stored?["fetchedAt"] as Int64? == 1_795_678_800_250)
        }
    }
}

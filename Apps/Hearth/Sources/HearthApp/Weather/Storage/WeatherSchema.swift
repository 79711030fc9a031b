import GRDB

/// The weather's tables (listed in `Storage/Migrations.swift`): the setting and the last good forecast.
enum WeatherSchema {
    /// v5: `weatherSettings` (one row) and `weatherForecast` (one row: the last good forecast, in metric).
    static func createTables(_ db: Database) throws {
        try db.create(table: "weatherSettings") { table in
            table.primaryKey("id", .integer)
            table.column("enabled", .boolean).notNull()
            table.column("placeName", .text).notNull()
            table.column("latitude", .double)
            table.column("longitude", .double)
            table.column("units", .text).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: "weatherForecast") { table in
            table.primaryKey("id", .integer)
            table.column("forecast", .text).notNull()
            table.column("provider", .text).notNull()
            table.column("fetchedAt", .integer).notNull()
            table.column("expires", .integer)
            table.column("lastModified", .text)
        }
    }
}

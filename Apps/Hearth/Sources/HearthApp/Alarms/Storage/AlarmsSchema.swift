import Foundation
import GRDB

/// The alarms' tables (listed in `Storage/Migrations.swift`): the alarms, their 60-day history, the firing log
/// keyed per (alarm, local date), and the scheduler's ringing board. Instants are integer milliseconds.
enum AlarmsSchema {
    /// v1: the four tables.
    static func createTables(_ db: Database) throws {
        // An alarm is AlarmKitCore's JSON (`Alarm`'s Codable form, the API's fields), with the version of that
        // form, so the rules' one model is stored as is and older versions stay decodable.
        try db.create(table: "alarm") { table in
            table.primaryKey("id", .text)
            table.column("version", .integer).notNull()
            table.column("json", .text).notNull()
            table.column("createdAt", .integer).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: "alarmHistory") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("alarmId", .text).notNull().references("alarm", onDelete: .cascade)
            table.column("kind", .text).notNull()
            table.column("date", .text).notNull()
            table.column("at", .integer).notNull()
            table.column("scheduledAt", .integer).notNull()
            table.column("snoozedUntil", .integer)
            table.column("reason", .text)
            table.column("holidayName", .text)
        }
        try db.create(index: "alarmHistory_alarmId_at", on: "alarmHistory", columns: ["alarmId", "at"])
        try db.create(index: "alarmHistory_at", on: "alarmHistory", columns: ["at"])
        // One row per occurrence the scheduler handled (rang, missed or skipped): never twice, across restarts.
        try db.create(table: "alarmFiring") { table in
            table.column("alarmId", .text).notNull()
            table.column("date", .text).notNull()
            table.column("kind", .text).notNull()
            table.column("at", .integer).notNull()
            table.primaryKey(["alarmId", "date"])
        }
        // The ringing board (AlarmKitCore's versioned JSON): what rings or is snoozed, up to when time was checked.
        try db.create(table: "alarmBoard") { table in
            table.primaryKey("id", .integer)
            table.column("json", .text).notNull()
            table.column("updatedAt", .integer).notNull()
        }
    }

    /// v4: `alarmSettings` (one row): how the speaker rings alarms.
    static func createSettings(_ db: Database) throws {
        try db.create(table: "alarmSettings") { table in
            table.primaryKey("id", .integer)
            table.column("speakerRinging", .text).notNull()
            table.column("updatedAt", .integer).notNull()
        }
    }
}

import AlarmKitCore
import Foundation
import GRDB

/// The alarms' storage: intent-named reads and writes over `AppDatabase`, each write one transaction (fsynced
/// before it returns). Only `AlarmService` calls it.
struct AlarmsRepository: Sendable {
    /// How long history is kept.
    static let historyRetention: TimeInterval = 60 * 86_400
    /// How long the firing log is kept (longer than the board's handled window of 8 days).
    static let firingRetention: TimeInterval = 10 * 86_400

    let database: AppDatabase

    /// Every stored alarm and the ringing board; the board's handled occurrences include the firing log's, so a
    /// board lost or reset never rings an occurrence twice.
    func load() async throws -> (alarms: [Alarm], board: AlarmBoard) {
        try await database.writer.read { db in
            let alarms = try AlarmRecord.order(AlarmRecord.Columns.createdAt).fetchAll(db).map { try $0.alarm() }
            var board = try AlarmBoardRecord.fetchOne(db)?.board() ?? AlarmBoard()
            for firing in try AlarmFiringRecord.fetchAll(db) {
                if let key = firing.key { board.handled.insert(key) }
            }
            return (alarms, board)
        }
    }

    /// Stores a new alarm.
    func insert(_ alarm: Alarm, at now: Date) async throws {
        let record = try AlarmRecord(alarm, createdAt: now, updatedAt: now)
        try await database.writer.write { db in try record.insert(db) }
    }

    /// Stores several new alarms at once, and forgets the board's handled occurrences of their ids.
    func insert(_ alarms: [Alarm], at now: Date) async throws {
        let records = try alarms.enumerated().map {
            try AlarmRecord($0.element, createdAt: now.addingTimeInterval(Double($0.offset) / 1000), updatedAt: now)
        }
        try await database.writer.write { db in for record in records { try record.insert(db) } }
    }

    /// Replaces a stored alarm's values (the board is saved with it, in the same transaction); with
    /// `forgetFirings`, its firing log goes too (a new time may ring again today).
    /// - Returns: false when no alarm has its id.
    func update(_ alarm: Alarm, board: AlarmBoard, forgetFirings: Bool, at now: Date) async throws -> Bool {
        let key = alarm.id.uuidString.lowercased()
        let json = try AlarmRecord(alarm, createdAt: now, updatedAt: now).json
        let boardRecord = try AlarmBoardRecord(board, updatedAt: now)
        return try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE alarm SET json = ?, version = ?, updatedAt = ? WHERE id = ?",
                arguments: [json, AlarmRecord.currentVersion, StoredInstant.milliseconds(now), key])
            guard db.changesCount > 0 else { return false }
            if forgetFirings { try AlarmFiringRecord.filter(Column("alarmId") == key).deleteAll(db) }
            try boardRecord.save(db)
            return true
        }
    }

    /// Deletes an alarm, its history and firing log, and saves the board without it.
    /// - Returns: false when no alarm has this id.
    func delete(_ id: UUID, board: AlarmBoard, at now: Date) async throws -> Bool {
        let key = id.uuidString.lowercased()
        let boardRecord = try AlarmBoardRecord(board, updatedAt: now)
        return try await database.writer.write { db in
            let deleted = try AlarmRecord.deleteOne(db, key: key)
            guard deleted else { return false }
            try AlarmFiringRecord.filter(Column("alarmId") == key).deleteAll(db)
            try boardRecord.save(db)
            return true
        }
    }

    /// Records what a scheduler step or an action did, in one transaction: the history events, the firing log
    /// of every handled occurrence, the alarms the step changed, and the board.
    func record(events: [AlarmEvent], changedAlarms: [Alarm], board: AlarmBoard, at now: Date) async throws {
        let history = events.map(AlarmHistoryRecord.init)
        let firings = events.filter { $0.kind != .snoozed && $0.kind != .dismissed }.map(AlarmFiringRecord.init)
        let changed = try changedAlarms.map { try AlarmRecord($0, createdAt: now, updatedAt: now) }
        let boardRecord = try AlarmBoardRecord(board, updatedAt: now)
        try await database.writer.write { db in
            for line in history where try AlarmRecord.exists(db, key: line.alarmId) { try line.insert(db) }
            for firing in firings { try firing.insert(db, onConflict: .ignore) }
            for record in changed {
                try db.execute(
                    sql: "UPDATE alarm SET json = ?, version = ?, updatedAt = ? WHERE id = ?",
                    arguments: [record.json, record.version, StoredInstant.milliseconds(now), record.id])
            }
            try boardRecord.save(db)
        }
    }

    /// An alarm's history since `date`, newest first.
    func history(of id: UUID, since date: Date) async throws -> [AlarmHistoryRecord] {
        let key = id.uuidString.lowercased()
        return try await database.writer.read { db in
            try AlarmHistoryRecord.filter(AlarmHistoryRecord.Columns.alarmId == key)
                .filter(AlarmHistoryRecord.Columns.at >= StoredInstant.milliseconds(date))
                .order(AlarmHistoryRecord.Columns.at.desc, Column("id").desc).fetchAll(db)
        }
    }

    /// Forgets history older than 60 days and firings older than the board can look back.
    func prune(now: Date) async throws {
        let cutoff = StoredInstant.milliseconds(now.addingTimeInterval(-Self.historyRetention))
        let oldestFiring = StoredInstant.milliseconds(now.addingTimeInterval(-Self.firingRetention))
        try await database.writer.write { db in
            try AlarmHistoryRecord.filter(AlarmHistoryRecord.Columns.at < cutoff).deleteAll(db)
            try AlarmFiringRecord.filter(AlarmFiringRecord.Columns.at < oldestFiring).deleteAll(db)
        }
    }
}

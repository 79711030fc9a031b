import AlarmKitCore
import Foundation
import GRDB

extension AlarmsRepository {
    /// Stores an import in one transaction: new alarms inserted, existing ones (same id) replaced with their firing
    /// log forgotten, and the board saved. Nothing is written when any row fails.
    func importAlarms(new: [Alarm], replaced: [Alarm], board: AlarmBoard, at now: Date) async throws {
        let inserts = try new.enumerated().map {
            try AlarmRecord($0.element, createdAt: now.addingTimeInterval(Double($0.offset) / 1000), updatedAt: now)
        }
        let updates = try replaced.map { try AlarmRecord($0, createdAt: now, updatedAt: now) }
        let boardRecord = try AlarmBoardRecord(board, updatedAt: now)
        try await database.writer.write { db in
            for record in inserts { try record.insert(db) }
            for record in updates {
                try db.execute(
                    sql: "UPDATE alarm SET json = ?, version = ?, updatedAt = ? WHERE id = ?",
                    arguments: [record.json, record.version, StoredInstant.milliseconds(now), record.id])
                try AlarmFiringRecord.filter(Column("alarmId") == record.id).deleteAll(db)
            }
            try boardRecord.save(db)
        }
    }
}

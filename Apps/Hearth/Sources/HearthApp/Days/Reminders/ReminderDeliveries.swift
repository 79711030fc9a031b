import DaysCore
import Foundation
import GRDB

/// The reminder firings already delivered (`dayReminderDelivery`), so a firing is never delivered twice, across
/// restarts too.
struct ReminderDeliveries: Sendable {
    private let writer: any DatabaseWriter

    init(database: AppDatabase) {
        writer = database.writer
    }

    /// Records that a firing was delivered; false when it already was.
    func markDelivered(_ firing: ScheduledReminder, at now: Date) async throws -> Bool {
        try await writer.write { db in
            try ReminderDeliveryRecord(firing, deliveredAt: now).insert(db, onConflict: .ignore)
            return db.changesCount > 0
        }
    }

    /// Whether a firing has been delivered.
    func wasDelivered(_ firing: ScheduledReminder) async throws -> Bool {
        try await writer.read { db in
            try ReminderDeliveryRecord.exists(db, key: ReminderDeliveryRecord.key(of: firing))
        }
    }

    /// Forgets deliveries of firings older than `date` (they can no longer be delivered).
    func prune(firedBefore date: Date) async throws {
        try await writer.write { db in
            _ =
                try ReminderDeliveryRecord
                .filter(ReminderDeliveryRecord.Columns.fireAt < StoredInstant.milliseconds(date))
                .deleteAll(db)
        }
    }
}

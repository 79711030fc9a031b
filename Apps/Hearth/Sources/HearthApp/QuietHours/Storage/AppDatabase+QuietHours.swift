import Foundation
import GRDB

extension AppDatabase {
    /// The stored quiet-hours setting, if one was saved.
    func quietHours() async throws -> QuietHoursRecord? {
        try await writer.read { db in try QuietHoursRecord.fetchOne(db) }
    }

    /// Saves the quiet-hours setting.
    func saveQuietHours(_ record: QuietHoursRecord) async throws {
        try await writer.write { db in try record.save(db) }
    }

    /// Stores a held notice.
    func hold(_ notice: HeldNoticeRecord) async throws {
        try await writer.write { db in try notice.insert(db) }
    }

    /// Takes every held notice out, oldest first, in one transaction.
    func takeHeldNotices() async throws -> [HeldNoticeRecord] {
        try await writer.write { db in
            let held = try HeldNoticeRecord.order(HeldNoticeRecord.Columns.heldAt, HeldNoticeRecord.Columns.id)
                .fetchAll(db)
            try HeldNoticeRecord.deleteAll(db)
            return held
        }
    }

    /// How many notices are held.
    func heldNoticeCount() async throws -> Int {
        try await writer.read { db in try HeldNoticeRecord.fetchCount(db) }
    }
}

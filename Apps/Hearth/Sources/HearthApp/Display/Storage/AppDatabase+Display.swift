import Foundation
import GRDB

extension AppDatabase {
    /// Every display profile row, oldest first.
    func loadDisplayProfiles() async throws -> [DisplayProfileRecord] {
        try await writer.read { db in
            try DisplayProfileRecord.order(DisplayProfileRecord.Columns.createdAt, DisplayProfileRecord.Columns.id)
                .fetchAll(db)
        }
    }

    /// Inserts or replaces a display profile row (one transaction).
    func saveDisplayProfile(_ record: DisplayProfileRecord) async throws {
        try await writer.write { db in try record.upsert(db) }
    }

    /// Deletes a display profile row; true when there was one.
    func deleteDisplayProfile(id: UUID) async throws -> Bool {
        try await writer.write { db in try DisplayProfileRecord.deleteOne(db, key: id) }
    }
}

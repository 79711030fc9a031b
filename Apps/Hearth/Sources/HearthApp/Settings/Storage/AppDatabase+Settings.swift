import Foundation
import GRDB

extension AppDatabase {
    /// Every stored setting as raw JSON text by key.
    func loadSettings() async throws -> [String: String] {
        try await writer.read { db in
            Dictionary(
                try SettingRecord.fetchAll(db).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Stores several settings in one transaction.
    func saveSettings(_ values: [String: String], at now: Date = Date()) async throws {
        try await writer.write { db in
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                try SettingRecord(key: key, value: value, updatedAt: now).upsert(db)
            }
        }
    }
}

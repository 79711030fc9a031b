import Foundation
import GRDB

extension AppDatabase {
    /// Every stored setting as raw JSON text by key.
    func loadSettings() throws -> [String: String] {
        try writer.read { db in
            var values: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") {
                values[row["key"]] = row["value"]
            }
            return values
        }
    }

    /// Stores several settings in one transaction.
    func saveSettings(_ values: [String: String], at now: Date = Date()) async throws {
        try await writer.write { db in
            for (key, value) in values {
                try db.execute(
                    sql: """
                        INSERT INTO setting (key, value, updatedAt) VALUES (?, ?, ?)
                        ON CONFLICT(key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt
                        """, arguments: [key, value, now])
            }
        }
    }
}

import Foundation
import GRDB

extension AlarmsRepository {
    /// The stored settings, if they were ever saved.
    func settings() async throws -> AlarmSettingsRecord? {
        try await database.writer.read { db in try AlarmSettingsRecord.fetchOne(db) }
    }

    /// Saves the settings.
    func saveSettings(_ record: AlarmSettingsRecord) async throws {
        try await database.writer.write { db in try record.save(db) }
    }
}

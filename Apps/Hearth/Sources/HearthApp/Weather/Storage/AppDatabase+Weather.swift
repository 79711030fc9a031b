import Foundation
import GRDB

extension AppDatabase {
    /// The stored weather setting, if one was saved.
    func weatherSettings() async throws -> WeatherSettingsRecord? {
        try await writer.read { db in try WeatherSettingsRecord.fetchOne(db) }
    }

    /// Saves the weather setting.
    func saveWeatherSettings(_ record: WeatherSettingsRecord) async throws {
        try await writer.write { db in try record.save(db) }
    }

    /// The last good forecast, if one was kept.
    func weatherForecast() async throws -> WeatherForecastRecord? {
        try await writer.read { db in try WeatherForecastRecord.fetchOne(db) }
    }

    /// Keeps a forecast (replacing the last one).
    func saveWeatherForecast(_ record: WeatherForecastRecord) async throws {
        try await writer.write { db in try record.save(db) }
    }
}

import Foundation
import GRDB

/// The weather setting: one row (`id` 1).
struct WeatherSettingsRecord: StoredRecord, Equatable {
    static let databaseTableName = "weatherSettings"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64 = 1
    var enabled: Bool
    /// The place's name as shown (may be empty).
    var placeName: String
    var latitude: Double?
    var longitude: Double?
    /// `metric` or `imperial`.
    var units: String
    var updatedAt: Date
}

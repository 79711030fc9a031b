import Foundation
import GRDB

/// The last good forecast: one row (`id` 1), kept so a restart or an outage still shows it.
struct WeatherForecastRecord: StoredRecord, Equatable {
    static let databaseTableName = "weatherForecast"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64 = 1
    /// WeatherCore's `Forecast` as JSON, in metric.
    var forecast: String
    /// `openMeteo` or `metNorway`.
    var provider: String
    var fetchedAt: Date
    /// MET Norway's `Expires` (no new request before it).
    var expires: Date?
    /// MET Norway's `Last-Modified` (sent back as `If-Modified-Since`).
    var lastModified: String?
}

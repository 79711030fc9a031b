import Foundation
import WeatherCore

/// The last good forecast (in metric), when it was fetched, and MET Norway's caching terms for it.
struct KeptForecast: Equatable, Sendable {
    var forecast: Forecast
    var fetchedAt: Date
    var validity: MetNorwayValidity

    init(forecast: Forecast, fetchedAt: Date, validity: MetNorwayValidity = .init(expires: nil, lastModified: nil)) {
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.validity = validity
    }

    /// The stored row, or nil when its JSON no longer reads.
    init?(record: WeatherForecastRecord) {
        guard let forecast = try? JSONDecoder().decode(Forecast.self, from: Data(record.forecast.utf8)) else {
            return nil
        }
        self.init(
            forecast: forecast, fetchedAt: record.fetchedAt,
            validity: MetNorwayValidity(expires: record.expires, lastModified: record.lastModified))
    }

    /// The row to store.
    var record: WeatherForecastRecord {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(forecast)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return WeatherForecastRecord(
            forecast: json, provider: forecast.provider.rawValue, fetchedAt: fetchedAt, expires: validity.expires,
            lastModified: validity.lastModified)
    }
}

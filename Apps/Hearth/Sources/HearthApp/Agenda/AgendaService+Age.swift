import DaysCore
import Foundation
import WeatherCore

extension AgendaService {
    /// The age of the oldest last good copy among the subscribed calendars in `chosen` (every one when `nil`), seen
    /// now: past an hour the agenda is shown "calendars as of 07:40", by the same rule as a kept forecast
    /// (WeatherCore's `ForecastAge`). Nil when no such calendar has been fetched yet (an uploaded file never ages).
    func calendarsAge(calendars chosen: Set<UUID>? = nil) async throws -> ForecastAge? {
        let oldest = try await calendars.agendaCalendars()
            .filter { $0.refreshes && (chosen?.contains($0.id) ?? true) }
            .compactMap(\.lastSuccess).min()
        return oldest.map { ForecastAge(fetchedAt: $0, now: clock.now()) }
    }
}

import Foundation
import HearthBasics
import WeatherCore

/// How old the agenda's calendars are, as the display's overlay and `/agenda` mark it: "calendars as of 07:40"
/// once the oldest shown subscription's last good copy is older than an hour, and until then the instant it will
/// be (agenda.js asks for the part again then).
struct AgendaAgeView: Sendable {
    /// "calendars as of 07:40" while stale, else nil.
    var asOfText: String?
    /// When the mark is due, in milliseconds since 1970 (`data-agenda-stale-at`); nil once shown or never due.
    var staleAt: String?

    /// The mark for `age` (nil: no subscription fetched yet) in the household's `timeZone`.
    init(_ age: ForecastAge?, timeZone: TimeZone, text: (String, [String: String]) -> String) {
        asOfText = age?.asOf(in: timeZone).map { text("agenda.asOf", ["time": $0.description]) }
        staleAt = age.flatMap { age in
            guard !age.isStale else { return nil }
            let due = age.fetchedAt.addingTimeInterval(ForecastAge.staleAfter + 1)
            return String(Int64((due.timeIntervalSince1970 * 1000).rounded(.up)))
        }
    }
}

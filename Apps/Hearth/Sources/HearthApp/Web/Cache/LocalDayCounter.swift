import Foundation
import HTTPServer

/// The number of the local day at an instant, for the answer cache's `.day` stamps. Asking the time zone for its
/// offset takes a lock inside Foundation on every call; the day is worked out again only after a minute, or at the
/// local midnight, so a page request reads two numbers instead.
final class LocalDayCounter: Sendable {
    private struct Span {
        var zone: String
        var day: UInt64
        var from: Double
        var until: Double
    }

    private let span = Locked<Span?>(nil)

    /// Creates a counter that has worked out no day yet.
    init() {}

    /// The number of days since 1970-01-01 in `timeZone` at `now`.
    func day(at now: Date, in timeZone: TimeZone) -> UInt64 {
        let seconds = now.timeIntervalSince1970
        let zone = timeZone.identifier
        if let known = span.withLock({ $0 }), known.zone == zone, seconds >= known.from, seconds < known.until {
            return known.day
        }
        let offset = Double(timeZone.secondsFromGMT(for: now))
        let day = max(0, ((seconds + offset) / 86_400).rounded(.down))
        // Valid until the next local midnight at this offset, and for a minute at most (an offset change).
        let midnight = (day + 1) * 86_400 - offset
        let counted = Span(zone: zone, day: UInt64(day), from: seconds, until: min(seconds + 60, midnight))
        span.withLock { $0 = counted }
        return counted.day
    }
}

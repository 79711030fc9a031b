import Foundation

/// A calendar day (proleptic Gregorian) in some time zone; internal arithmetic for sun times and night windows.
struct LocalDay: Hashable, Comparable {
    /// Days since 1970-01-01.
    var daysSince1970: Int

    init(daysSince1970: Int) {
        self.daysSince1970 = daysSince1970
    }

    /// The day `instant` falls on in `zone`'s wall clock.
    init(containing instant: Date, in zone: TimeZone) {
        let wall = Int((instant.timeIntervalSince1970).rounded(.down)) + zone.secondsFromGMT(for: instant)
        daysSince1970 = Int((Double(wall) / 86_400).rounded(.down))
    }

    func adding(days: Int) -> LocalDay { LocalDay(daysSince1970: daysSince1970 + days) }

    /// 00:00 UTC of this day's date.
    var utcMidnight: Date { Date(timeIntervalSince1970: Double(daysSince1970) * 86_400) }

    /// The first instant of the day in `zone` (midnight, or the end of a gap at midnight).
    func start(in zone: TimeZone) -> Date { ClockTime.midnight.instant(on: self, in: zone) }

    static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.daysSince1970 < rhs.daysSince1970 }
}

import Foundation
import HearthBasics

extension NightSettings {
    /// Whether it is night at `now` in `zone`, and the next switch.
    ///
    /// ``NightMode/betweenTimes``: night from ``start`` to ``end`` by `zone`'s wall clock, across midnight when the
    /// start is later; a time skipped by daylight saving counts from the moment of the jump, a repeated time from its
    /// first occurrence. ``NightMode/sunsetToSunrise``: night from each sunset to the next sunrise, all day in polar
    /// night, never in polar day. Without coordinates, sunset-to-sunrise is never night.
    /// - Parameters:
    ///   - now: the instant.
    ///   - zone: the display's time zone.
    /// - Returns: the state and the next change.
    public func state(at now: Date, in zone: TimeZone) -> NightState {
        let today = LocalDate(now, in: zone)
        var horizon = 2
        while horizon <= 512 {
            let first = today.adding(days: -1)
            let last = today.adding(days: horizon)
            let window = first.startOfDay(in: zone)..<last.startOfDay(in: zone)
            guard let nights = nightIntervals(from: first, to: last, in: zone) else {
                return NightState(isNight: false, nextChange: nil)
            }
            if let current = nights.first(where: { $0.contains(now) }) {
                if current.upperBound < window.upperBound {
                    return NightState(isNight: true, nextChange: current.upperBound)
                }
            } else if let next = nights.first(where: { $0.lowerBound > now }) {
                return NightState(isNight: false, nextChange: next.lowerBound)
            }
            horizon *= 2
        }
        let nights = nightIntervals(from: today, to: today.adding(days: 1), in: zone) ?? []
        return NightState(isNight: nights.contains { $0.contains(now) }, nextChange: nil)
    }

    /// The merged night intervals between the starts of `first` and `last`, or `nil` when night mode never applies.
    private func nightIntervals(from first: LocalDate, to last: LocalDate, in zone: TimeZone) -> [Range<Date>]? {
        var intervals: [Range<Date>] = []
        switch mode {
        case .off:
            return nil
        case .betweenTimes:
            guard start != end else { return nil }
            var day = first.adding(days: -1)
            while day < last {
                let begin = start.instant(on: day, in: zone)
                let finish = end.instant(on: start < end ? day : day.adding(days: 1), in: zone)
                if begin < finish { intervals.append(begin..<finish) }
                day = day.adding(days: 1)
            }
        case .sunsetToSunrise:
            guard let latitude, let longitude else { return nil }
            var cursor = first.startOfDay(in: zone)
            var day = first
            while day < last {
                let dayStart = day.startOfDay(in: zone)
                let dayEnd = day.adding(days: 1).startOfDay(in: zone)
                switch SunTimes(day: day, latitude: latitude, longitude: longitude) {
                case .risesAndSets(let sunrise, let sunset):
                    if cursor < sunrise { intervals.append(cursor..<sunrise) }
                    cursor = max(cursor, sunset)
                case .polarDay:
                    if cursor < dayStart { intervals.append(cursor..<dayStart) }
                    cursor = max(cursor, dayEnd)
                case .polarNight:
                    break
                }
                day = day.adding(days: 1)
            }
            let end = last.startOfDay(in: zone)
            if cursor < end { intervals.append(cursor..<end) }
        }
        return Self.merged(intervals)
    }

    private static func merged(_ intervals: [Range<Date>]) -> [Range<Date>] {
        var result: [Range<Date>] = []
        for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, interval.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, interval.upperBound)
            } else {
                result.append(interval)
            }
        }
        return result
    }
}

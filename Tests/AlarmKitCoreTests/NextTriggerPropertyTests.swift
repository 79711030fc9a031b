import AlarmKitCore
import Foundation
import HearthBasics
import OffPoolTesting
import Testing

/// Checks `nextTrigger` against a brute-force reference that reads the wall clock minute by minute, over ten years
/// of dates in zones with every kind of daylight-saving rule.
@Suite(.offPool) struct NextTriggerPropertyTests {
    static let zones = [
        "America/New_York", "Europe/London", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago",
        "Asia/Shanghai",
    ]
    static let firstDay = d("2026-01-01")
    static let lastDay = d("2035-12-31")

    /// The reference: the first whole-minute instant at which the zone's wall clock shows `date` at `time` or later.
    /// It steps by 30 minutes while the wall clock is more than 3 hours early (no transition moves it by more than
    /// an hour), then minute by minute.
    static func reference(_ time: TimeOfDay, on date: LocalDate, in zone: TimeZone) -> Int? {
        let wall = date.daysSince1970 * 86_400 + time.minutesSinceMidnight * 60
        func local(_ second: Int) -> Int {
            second + zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second)))
        }
        var second = wall - 15 * 3_600
        while local(second) < wall - 3 * 3_600 { second += 1_800 }
        let end = wall + 15 * 3_600
        while second <= end {
            let reading = local(second)
            let day = reading >= 0 ? reading / 86_400 : -((-reading + 86_399) / 86_400)
            if day == date.daysSince1970, reading >= wall { return second }
            second += 60
        }
        return nil
    }

    /// The reference next ring of a repeating alarm: day by day, the first repeat day whose reference instant is
    /// later than `after`.
    static func referenceNext(_ time: TimeOfDay, days: Set<Weekday>, after: Int, in zone: TimeZone) -> (LocalDate, Int)?
    {
        var date = LocalDate(Date(timeIntervalSince1970: Double(after)), in: zone).adding(days: -1)
        for _ in 0..<10 {
            if days.contains(Weekday(of: date)), let second = reference(time, on: date, in: zone), second > after {
                return (date, second)
            }
            date = date.adding(days: 1)
        }
        return nil
    }

    @Test(arguments: zones)
    func randomAlarmsAndInstantsOverTenYears(zoneId: String) {
        // Given random repeating alarms and random instants between 2026 and 2035
        let zone = zone(zoneId)
        var random = SplitMix64(seed: UInt64(zoneId.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let start = Self.firstDay.daysSince1970 * 86_400
        let end = Self.lastDay.daysSince1970 * 86_400
        var mismatches: [String] = []
        for _ in 0..<300 {
            let time = TimeOfDay(
                hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random))!
            var days = Set(Weekday.allCases.filter { _ in Bool.random(using: &random) })
            if days.isEmpty { days = [.monday] }
            let after = Int.random(in: start...end, using: &random)
            let alarm = Alarm(time: time, repeatDays: days)
            // When computing the next trigger, Then it matches the reference
            let expected = Self.referenceNext(time, days: days, after: after, in: zone)
            let actual = alarm.nextTrigger(after: Date(timeIntervalSince1970: Double(after)), in: zone)
            if actual?.date != expected?.0 || actual.map({ Int($0.instant.timeIntervalSince1970) }) != expected?.1 {
                mismatches.append(
                    "\(time) \(days.sorted()) after \(after): \(String(describing: actual)) vs \(String(describing: expected))"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test(arguments: zones)
    func everyTransitionNightOfTenYearsRingsOncePerDate(zoneId: String) {
        // Given every daylight-saving transition from 2026 through 2035, and alarm times around each
        let zone = zone(zoneId)
        var transition = Date(timeIntervalSince1970: Double(Self.firstDay.daysSince1970 * 86_400))
        let end = Date(timeIntervalSince1970: Double(Self.lastDay.daysSince1970 * 86_400))
        var nights = 0
        var mismatches: [String] = []
        while let next = zone.nextDaylightSavingTimeTransition(after: transition), next < end {
            transition = next
            nights += 1
            let moment = Int(next.timeIntervalSince1970)
            let offsets = [
                zone.secondsFromGMT(for: next.addingTimeInterval(-1)), zone.secondsFromGMT(for: next),
            ]
            var cases = Set<LocalDateTimeKey>()
            for step in -6...6 {
                for offset in offsets {
                    let wall = moment + step * 900 + offset
                    let day = wall >= 0 ? wall / 86_400 : -((-wall + 86_399) / 86_400)
                    let minutes = (wall - day * 86_400) / 60
                    cases.insert(LocalDateTimeKey(day: day, minutes: minutes))
                }
            }
            for key in cases {
                // When an every-day alarm at that time is followed ring after ring from two days before
                let time = TimeOfDay(hour: key.minutes / 60, minute: key.minutes % 60)!
                let alarm = Alarm(time: time, repeatDays: Weekday.everyDay)
                var after = (key.day - 2) * 86_400
                for _ in 0..<4 {
                    let expected = Self.referenceNext(time, days: Weekday.everyDay, after: after, in: zone)
                    guard let trigger = alarm.nextTrigger(after: Date(timeIntervalSince1970: Double(after)), in: zone)
                    else {
                        mismatches.append("\(time) after \(after): nil")
                        break
                    }
                    let second = Int(trigger.instant.timeIntervalSince1970)
                    // Then each ring matches the reference: one per date, the first instant at or after the time
                    if trigger.date != expected?.0 || second != expected?.1 {
                        mismatches.append(
                            "\(time) after \(after): \(trigger.date) \(second) vs \(String(describing: expected))")
                    }
                    after = second
                }
            }
        }
        if zoneId == "Asia/Shanghai" {
            #expect(nights == 0)
        } else {
            #expect(nights >= 19)
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    struct LocalDateTimeKey: Hashable {
        var day: Int
        var minutes: Int
    }
}

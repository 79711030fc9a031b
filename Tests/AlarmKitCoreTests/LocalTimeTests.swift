import AlarmKitCore
import Foundation
import HearthBasics
import Testing

@Suite struct LocalTimeTests {
    @Test func parsesHHmmOnly() {
        #expect(t("07:05").description == "07:05")
        #expect(TimeOfDay("24:00") == nil)
        #expect(TimeOfDay("7:05") == nil)
        #expect(TimeOfDay("07:60") == nil)
        #expect(TimeOfDay("07-05") == nil)
        #expect(t("23:59").minutesSinceMidnight == 1439)
    }

    @Test func ordinaryDaysMapOneToOne() {
        #expect(t("07:00").instant(on: d("2026-06-01"), in: zone("Asia/Shanghai")) == instant("2026-05-31T23:00:00Z"))
        #expect(t("00:00").instant(on: d("2026-06-01"), in: utc) == instant("2026-06-01T00:00:00Z"))
    }

    /// A time skipped by spring-forward maps to the first instant after the gap.
    @Test(arguments: [
        ("America/New_York", "2026-03-08", "02:30", "2026-03-08T07:00:00Z"),
        ("America/New_York", "2026-03-08", "02:00", "2026-03-08T07:00:00Z"),
        ("America/New_York", "2026-03-08", "03:00", "2026-03-08T07:00:00Z"),
        ("Europe/London", "2026-03-29", "01:30", "2026-03-29T01:00:00Z"),
        ("Europe/Berlin", "2026-03-29", "02:30", "2026-03-29T01:00:00Z"),
        ("Europe/Berlin", "2026-03-29", "02:59", "2026-03-29T01:00:00Z"),
        ("Australia/Lord_Howe", "2026-10-04", "02:15", "2026-10-03T15:30:00Z"),
        ("America/Santiago", "2026-09-06", "00:30", "2026-09-06T04:00:00Z"),
        ("America/Santiago", "2026-09-06", "00:00", "2026-09-06T04:00:00Z"),
    ])
    func springForwardGapRingsAtTheJump(zoneId: String, date: String, time: String, expected: String) {
        #expect(t(time).instant(on: d(date), in: zone(zoneId)) == instant(expected))
    }

    /// A time repeated by fall-back maps to its first occurrence.
    @Test(arguments: [
        ("America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00Z"),
        ("Europe/London", "2026-10-25", "01:30", "2026-10-25T00:30:00Z"),
        ("Europe/Berlin", "2026-10-25", "02:30", "2026-10-25T00:30:00Z"),
        ("Australia/Lord_Howe", "2026-04-05", "01:45", "2026-04-04T14:45:00Z"),
        ("America/Santiago", "2026-04-04", "23:30", "2026-04-05T02:30:00Z"),
    ])
    func fallBackOverlapRingsAtTheFirst(zoneId: String, date: String, time: String, expected: String) {
        #expect(t(time).instant(on: d(date), in: zone(zoneId)) == instant(expected))
    }

    @Test func afterTheFirstOfTwoEqualWallTimesTheNextRingIsTheNextDate() {
        // Given an every-day 02:30 alarm that just rang at the first 02:30 of a Berlin fall-back night
        let alarm = Alarm(time: t("02:30"), repeatDays: Weekday.everyDay)
        let berlin = zone("Europe/Berlin")
        let first = t("02:30").instant(on: d("2026-10-25"), in: berlin)
        // When asking for the next ring just after it, and between the two 02:30s
        let next = alarm.nextTrigger(after: first, in: berlin)
        let fromBetween = alarm.nextTrigger(after: instant("2026-10-25T01:00:00Z"), in: berlin)
        // Then it is the next date, never the second 02:30 (01:30Z)
        #expect(next?.instant == instant("2026-10-26T01:30:00Z"))
        #expect(fromBetween?.date == d("2026-10-26"))
    }
}

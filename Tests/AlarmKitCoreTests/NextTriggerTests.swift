import AlarmKitCore
import Foundation
import HearthBasics
import Testing

@Suite struct NextTriggerTests {
    let shanghai = zone("Asia/Shanghai")

    @Test func repeatingAlarmRingsOnTheNextRepeatDay() {
        // Given a weekday 07:00 alarm on Friday 2026-06-05 at 08:00 in Shanghai
        let alarm = Alarm(time: t("07:00"), repeatDays: Weekday.weekdays)
        let next = alarm.nextTrigger(after: instant("2026-06-05T08:00:00+08:00"), in: shanghai)
        // Then it rings Monday
        #expect(next?.date == d("2026-06-08"))
        #expect(next?.instant == instant("2026-06-08T07:00:00+08:00"))
        #expect(next?.reason == .repeatDay)
        // And just before 07:00 on a weekday it rings the same day
        #expect(alarm.nextTrigger(after: instant("2026-06-05T06:59:59+08:00"), in: shanghai)?.date == d("2026-06-05"))
        // And exactly at 07:00 it is the following one
        #expect(alarm.nextTrigger(after: instant("2026-06-05T07:00:00+08:00"), in: shanghai)?.date == d("2026-06-08"))
    }

    @Test func oneTimeAlarmRingsAtTheNextOccurrenceOfItsTime() {
        let alarm = Alarm(time: t("06:30"))
        #expect(alarm.isOneTime)
        #expect(alarm.nextTrigger(after: instant("2026-06-05T05:00:00+08:00"), in: shanghai)?.date == d("2026-06-05"))
        let later = alarm.nextTrigger(after: instant("2026-06-05T07:00:00+08:00"), in: shanghai)
        #expect(later?.date == d("2026-06-06"))
        #expect(later?.reason == .oneTime)
    }

    @Test func disabledAlarmHasNoTrigger() {
        let alarm = Alarm(time: t("06:30"), repeatDays: Weekday.everyDay, isEnabled: false)
        #expect(alarm.nextTrigger(after: instant("2026-06-05T05:00:00Z"), in: shanghai) == nil)
    }

    @Test func leapDayAndMonthEnds() {
        // Given a Thursday alarm on Wednesday 2028-02-28 (a leap year)
        let thursdays = Alarm(time: t("09:00"), repeatDays: [.tuesday])
        #expect(thursdays.nextTrigger(after: instant("2028-02-28T10:00:00Z"), in: utc)?.date == d("2028-02-29"))
        // And across the end of a common February and of a year
        let daily = Alarm(time: t("00:00"), repeatDays: Weekday.everyDay)
        #expect(daily.nextTrigger(after: instant("2027-02-28T00:00:00Z"), in: utc)?.date == d("2027-03-01"))
        #expect(daily.nextTrigger(after: instant("2026-12-31T00:00:00Z"), in: utc)?.date == d("2027-01-01"))
        #expect(daily.nextTrigger(after: instant("2026-04-30T12:00:00Z"), in: utc)?.date == d("2026-05-01"))
    }

    @Test func springForwardRingsAtThreeInsteadOfTwoThirty() {
        let alarm = Alarm(time: t("02:30"), repeatDays: Weekday.everyDay)
        let next = alarm.nextTrigger(after: instant("2026-03-28T12:00:00Z"), in: zone("Europe/Berlin"))
        #expect(next?.date == d("2026-03-29"))
        #expect(
            next.map { InstantFormat.string(from: $0.instant, in: zone("Europe/Berlin")) }
                == "2026-03-29T03:00:00+02:00")
    }

    @Test func aTimeZoneChangeRecomputesTheTrigger() {
        // Given one 07:00 alarm and one instant
        let alarm = Alarm(time: t("07:00"), repeatDays: Weekday.everyDay)
        let now = instant("2026-06-01T00:00:00Z")
        // When the server's zone changes from Shanghai to New York
        let inShanghai = alarm.nextTrigger(after: now, in: shanghai)
        let inNewYork = alarm.nextTrigger(after: now, in: zone("America/New_York"))
        // Then the ring follows the new wall clock
        #expect(inShanghai?.instant == instant("2026-06-01T23:00:00Z"))
        #expect(inNewYork?.instant == instant("2026-06-01T11:00:00Z"))
    }

    @Test func skipNextPassesOverOneRing() {
        let alarm = Alarm(time: t("07:00"), repeatDays: Weekday.weekdays, skipNext: true)
        let next = alarm.nextTrigger(after: instant("2026-06-05T06:00:00+08:00"), in: shanghai)
        #expect(next?.date == d("2026-06-08"))
    }

    @Test func pausedUntilADateRingsTheDayAfter() {
        let alarm = Alarm(time: t("07:00"), repeatDays: Weekday.everyDay, pausedUntil: d("2026-08-15"))
        #expect(alarm.nextTrigger(after: instant("2026-08-01T00:00:00Z"), in: utc)?.date == d("2026-08-16"))
        let longPause = Alarm(time: t("07:00"), repeatDays: [.monday], pausedUntil: d("2031-01-01"))
        #expect(longPause.nextTrigger(after: instant("2026-08-01T00:00:00Z"), in: utc)?.date == d("2031-01-06"))
        #expect(alarm.plan(on: d("2026-08-15")) == .skipped(.paused(until: d("2026-08-15"))))
    }

    @Test func exceptionDatesAreLeftOut() {
        let alarm = Alarm(
            time: t("07:00"), repeatDays: Weekday.weekdays, exceptDates: [d("2026-06-08"), d("2026-06-09")])
        #expect(alarm.nextTrigger(after: instant("2026-06-06T00:00:00Z"), in: utc)?.date == d("2026-06-10"))
        #expect(alarm.plan(on: d("2026-06-08")) == .skipped(.exceptDate))
        #expect(alarm.plan(on: d("2026-06-06")) == .off)
    }

    @Test func exceptionsReachingPastTheHorizonGiveNil() {
        // Given a Monday alarm starting Monday 2026-06-01 with its next 100 Mondays excepted
        let hundred = (0..<100).map { d("2026-06-01").adding(days: $0 * 7) }
        let alarm = Alarm(time: t("07:00"), repeatDays: [.monday], exceptDates: hundred)
        // Then it rings on the 101st Monday, 700 days later
        let next = alarm.nextTrigger(after: instant("2026-05-31T00:00:00Z"), in: utc)
        #expect(next?.date == d("2026-06-01").adding(days: 700))
        #expect(next.map { Weekday(of: $0.date) } == .monday)
        // And with 366 Mondays (seven years) excepted, nothing rings within the 800-day horizon
        let all = (0..<366).map { d("2026-06-01").adding(days: $0 * 7) }
        let blocked = Alarm(time: t("07:00"), repeatDays: [.monday], exceptDates: all)
        #expect(blocked.nextTrigger(after: instant("2026-05-31T00:00:00Z"), in: utc) == nil)
        let never = Alarm(time: t("07:00"), repeatDays: [.monday], pausedUntil: .maximum)
        #expect(never.nextTrigger(after: instant("2026-05-31T00:00:00Z"), in: utc) == nil)
    }
}

import AlarmKitCore
import Foundation
import Testing

@Suite struct HolidayRulesTests {
    let shanghai = zone("Asia/Shanghai")

    func weekdayAlarm() -> Alarm {
        Alarm(
            id: alarmId, time: t("07:00"), label: "上班", repeatDays: Weekday.weekdays, skipHolidays: true,
            holidayCalendars: ["cn-mainland"], workOnMakeUpDays: true)
    }

    @Test func makeUpWorkingDaysRingForAWeekdayAlarm() throws {
        // Given a weekday alarm that follows mainland China's calendar
        let book = HolidayBook([try chinaCalendar()])
        let alarm = weekdayAlarm()
        // When it is Saturday 2026-01-03 (a holiday) at noon
        let next = alarm.nextTrigger(after: instant("2026-01-03T12:00:00+08:00"), in: shanghai, holidays: book)
        // Then it rings on Sunday 2026-01-04, a make-up working day
        #expect(next?.date == d("2026-01-04"))
        #expect(next?.instant == instant("2026-01-04T07:00:00+08:00"))
        guard case .makeUpWorkday(let day)? = next?.reason else {
            Issue.record("expected a make-up day, got \(String(describing: next?.reason))")
            return
        }
        #expect(day.name == "补班(元旦)")
        // And on Saturday 2026-02-14
        let february = alarm.nextTrigger(after: instant("2026-02-13T08:00:00+08:00"), in: shanghai, holidays: book)
        #expect(february?.date == d("2026-02-14"))
    }

    @Test func holidaysAreSkipped() throws {
        // Given the same alarm on the evening of Wednesday 2026-09-30
        let book = HolidayBook([try chinaCalendar()])
        let next = weekdayAlarm().nextTrigger(after: instant("2026-09-30T20:00:00+08:00"), in: shanghai, holidays: book)
        // Then 1–7 October are skipped, Thursday 8 October rings
        #expect(next?.date == d("2026-10-08"))
        guard case .skipped(.holiday(let day)) = weekdayAlarm().plan(on: d("2026-10-01"), holidays: book) else {
            Issue.record("2026-10-01 should be a skipped holiday")
            return
        }
        #expect(day.name == "国庆节")
    }

    @Test func withoutTheRulesTheCalendarChangesNothing() throws {
        let book = HolidayBook([try chinaCalendar()])
        var alarm = weekdayAlarm()
        alarm.skipHolidays = false
        alarm.workOnMakeUpDays = false
        #expect(alarm.plan(on: d("2026-10-01"), holidays: book) == .rings(.repeatDay))
        #expect(alarm.plan(on: d("2026-01-04"), holidays: book) == .off)
        // And a calendar the alarm does not follow changes nothing either
        alarm = weekdayAlarm()
        alarm.holidayCalendars = ["somewhere-else"]
        #expect(alarm.plan(on: d("2026-10-01"), holidays: book) == .rings(.repeatDay))
    }

    @Test func upcomingRingsExplainTheHolidayEffect() throws {
        // Given the weekday alarm on Tuesday 2026-09-29 evening
        let book = HolidayBook([try chinaCalendar()])
        let rings = weekdayAlarm().upcomingRings(
            after: instant("2026-09-29T20:00:00+08:00"), in: shanghai, holidays: book, limit: 3)
        // Then the next rings are 09-30, 10-08, 10-09, and 10-10 (a Saturday make-up day) is not yet reached
        #expect(rings.map(\.trigger.date) == [d("2026-09-30"), d("2026-10-08"), d("2026-10-09")])
        // And the ring of 10-08 lists the five skipped weekdays of 国庆节
        let skipped = rings[1].skippedBefore
        #expect(
            skipped.map(\.date) == [
                d("2026-10-01"), d("2026-10-02"), d("2026-10-05"), d("2026-10-06"), d("2026-10-07"),
            ])
        #expect(skipped.allSatisfy { if case .holiday(let day) = $0.reason { day.name == "国庆节" } else { false } })
        let more = weekdayAlarm().upcomingRings(
            after: instant("2026-10-09T08:00:00+08:00"), in: shanghai, holidays: book, limit: 1)
        #expect(more.first?.trigger.date == d("2026-10-10"))
        #expect(more.first?.skippedBefore.isEmpty == true)
    }

    @Test func skipNextAndPauseAreExplainedToo() {
        let alarm = Alarm(time: t("07:00"), repeatDays: Weekday.everyDay, skipNext: true, pausedUntil: d("2026-06-02"))
        let rings = alarm.upcomingRings(after: instant("2026-06-01T00:00:00Z"), in: utc, limit: 1)
        #expect(rings.first?.trigger.date == d("2026-06-04"))
        #expect(
            rings.first?.skippedBefore.map(\.reason) == [
                .paused(until: d("2026-06-02")), .paused(until: d("2026-06-02")), .skipNext,
            ])
    }

    @Test func aHolidayInOneCalendarWinsOverAMakeUpDayInAnother() {
        let a = HolidayCalendar(
            id: "a", name: "A",
            days: [HolidayDay(date: d("2026-01-04"), kind: .makeUpWorkday, name: "work", calendarId: "a")])
        let b = HolidayCalendar(
            id: "b", name: "B", days: [HolidayDay(date: d("2026-01-04"), kind: .holiday, name: "off", calendarId: "b")])
        let book = HolidayBook([a, b])
        #expect(book.day(on: d("2026-01-04"), in: ["a", "b"])?.name == "off")
        #expect(book.day(on: d("2026-01-04"), in: ["a"])?.kind == .makeUpWorkday)
        #expect(book.day(on: d("2026-01-05"), in: ["a", "b"]) == nil)
    }
}

import AlarmKitCore
import Foundation
import Testing

@Suite struct HolidayCalendarTests {
    @Test func readsTheHolidayCnFeedShape() throws {
        // Given a file shaped like NateScarlet/holiday-cn
        let calendar = try HolidayCalendar(
            iCalendar: fixture("ics/holiday-cn-shape.ics"), id: "holiday-cn", timeZone: utc)
        // Then DTEND is exclusive and 上班 marks a make-up working day
        #expect(calendar.name == "中国法定节假日")
        #expect(calendar.holidays(in: allDates).map(\.date) == [d("2026-01-01"), d("2026-01-02"), d("2026-01-03")])
        #expect(calendar.makeUpWorkdays(in: allDates).map(\.date) == [d("2026-01-04")])
        #expect(calendar.day(on: d("2026-01-04"))?.name == "上班(补元旦假期)")
        #expect(calendar.day(on: d("2026-01-04"))?.calendarId == "holiday-cn")
    }

    @Test func readsAppleSpecialDayMarkersAndLeavesOutCancelledEvents() throws {
        let calendar = try HolidayCalendar(
            iCalendar: fixture("ics/apple-special-day-shape.ics"), id: "chinese-days", timeZone: utc)
        #expect(calendar.day(on: d("2026-02-14"))?.kind == .makeUpWorkday)
        #expect(calendar.day(on: d("2026-02-23"))?.kind == .holiday)
        #expect(calendar.day(on: d("2026-02-24")) == nil)
        #expect(calendar.day(on: d("2026-03-01")) == nil)
        #expect(calendar.coverage == d("2026-02-14")...d("2026-02-23"))
    }

    @Test(arguments: [
        ("X-HEARTH-DAY-TYPE:WORKDAY\nSUMMARY:Anything", HolidayDay.Kind.makeUpWorkday),
        ("X-HEARTH-DAY-TYPE:HOLIDAY\nSUMMARY:上班", .holiday),
        ("CATEGORIES:Public,补班\nSUMMARY:春节", .makeUpWorkday),
        ("CATEGORIES:Working Day", .makeUpWorkday),
        ("SUMMARY:春节补班", .makeUpWorkday),
        ("SUMMARY:班", .makeUpWorkday),
        ("SUMMARY:National Day (Workday)", .makeUpWorkday),
        ("SUMMARY:国庆节 放假调休", .holiday),
        ("SUMMARY:Labour Day", .holiday),
        ("SUMMARY:休", .holiday),
    ])
    func theMakeUpDayConvention(properties: String, kind: HolidayDay.Kind) throws {
        let text =
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20260920\n\(properties)\nEND:VEVENT\nEND:VCALENDAR\n"
        let calendar = try HolidayCalendar(iCalendar: text, id: "test", timeZone: utc)
        #expect(calendar.day(on: d("2026-09-20"))?.kind == kind)
    }

    @Test func durationsAndDateTimesCountByWrittenDate() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20261001
            DURATION:P3D
            SUMMARY:Three days
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20261224T000000
            DTEND:20261225T120000
            SUMMARY:Timed
            END:VEVENT
            END:VCALENDAR
            """
        let calendar = try HolidayCalendar(iCalendar: text, id: "x", timeZone: utc)
        #expect(
            calendar.holidays(in: allDates).map(\.date) == [
                d("2026-10-01"), d("2026-10-02"), d("2026-10-03"), d("2026-12-24"), d("2026-12-25"),
            ])
    }

    @Test(arguments: [
        ("BEGIN:VEVENT\nEND:VEVENT", HolidayCalendarError.Reason.notICalendar),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR", .missingStart),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20260230\nEND:VEVENT\nEND:VCALENDAR",
            .invalidDate(property: "DTSTART")
        ),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260201\nDTEND:20260131\nEND:VEVENT\nEND:VCALENDAR", .endBeforeStart),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nDTEND:20280101\nEND:VEVENT\nEND:VCALENDAR",
            .eventTooLong(limitDays: 366)
        ),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nEND:VCALENDAR", .unmatchedEnd(name: "VCALENDAR")),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nEND:VEVENT", .unclosedComponent(name: "VCALENDAR")),
    ])
    func badFilesAreRefusedWithAReason(text: String, reason: HolidayCalendarError.Reason) {
        #expect(throws: HolidayCalendarError.self) { try HolidayCalendar(iCalendar: text, id: "x", timeZone: utc) }
        do {
            _ = try HolidayCalendar(iCalendar: text, id: "x", timeZone: utc)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test func limitsGuardAgainstHugeFiles() {
        let huge = String(repeating: "X", count: HolidayCalendar.maximumFileBytes + 1)
        #expect(
            throws: HolidayCalendarError(line: nil, reason: .tooLarge(limitBytes: HolidayCalendar.maximumFileBytes))
        ) {
            try HolidayCalendar(iCalendar: huge, id: "x", timeZone: utc)
        }
        // The limit is named as a person writes it
        #expect(
            HolidayCalendarError(line: nil, reason: .tooLarge(limitBytes: HolidayCalendar.maximumFileBytes)).description
                == "the file is larger than 1 MiB, the most Hearth reads")
        let longLine = "BEGIN:VCALENDAR\nSUMMARY:" + String(repeating: "a", count: 9_000) + "\nEND:VCALENDAR"
        #expect(throws: HolidayCalendarError(line: 2, reason: .lineTooLong(limitBytes: 8_192))) {
            try HolidayCalendar(iCalendar: longLine, id: "x", timeZone: utc)
        }
        let many =
            "BEGIN:VCALENDAR\n"
            + String(
                repeating: "BEGIN:VEVENT\nDTSTART:20260101\nEND:VEVENT\n", count: HolidayCalendar.maximumEvents + 1)
            + "END:VCALENDAR"
        #expect(throws: HolidayCalendarError.self) { try HolidayCalendar(iCalendar: many, id: "x", timeZone: utc) }
        #expect(throws: HolidayCalendarError(line: nil, reason: .invalidId)) {
            try HolidayCalendar(iCalendar: "BEGIN:VCALENDAR\nEND:VCALENDAR", id: "no spaces", timeZone: utc)
        }
    }
}

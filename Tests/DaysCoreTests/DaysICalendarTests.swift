import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct DaysICalendarTests {
    let now = instant("2025-11-22T01:00:00Z")
    let today = d("2025-11-22")
    let shanghai = zone("Asia/Shanghai")

    func fixtureDays() throws -> [Day] {
        try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8)).days.map { day in
            var day = day
            day.updatedAt = Date(timeIntervalSince1970: day.updatedAt.timeIntervalSince1970.rounded(.down))
            return day
        }
    }

    func unfolded(_ ics: String) -> [String] {
        ics.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    @Test func roundTripsHearthDaysExactly() throws {
        var days = try fixtureDays()
        days[2].title = "Semi; colon, comma \\ backslash\nnew line " + String(repeating: "长标题", count: 30)
        days[3].color = "#A1B2C3"
        days[3].notes = "  padded notes\n"
        days.append(Day(title: "Weekly", date: d("2025-11-04"), repeatRule: .weekly, createdAt: fixedCreation))
        days.append(Day(title: "Mum", date: d("1960-12-01"), kind: .birthday, createdAt: fixedCreation))
        let ics = DaysICalendar.encode(days, today: today, now: now)
        let again = try DaysICalendar.decode(Data(ics.utf8), timeZone: shanghai, now: now)
        #expect(again == days)
    }

    @Test func linesAreFoldedAtSeventyFiveOctetsWithCRLF() throws {
        let day = Day(title: String(repeating: "生日快乐🎂", count: 40), date: d("2025-01-01"), createdAt: fixedCreation)
        let ics = DaysICalendar.encode([day], today: today, now: now)
        #expect(ics.hasSuffix("END:VCALENDAR\r\n"))
        let physical = ics.components(separatedBy: "\r\n").dropLast()
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.contains { $0.hasPrefix(" ") })
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(unfolded(ics).contains("SUMMARY:" + day.title))
    }

    @Test func writesAllDayEventsRulesAndAlarms() {
        let days = [
            Day(
                title: "a,b;c\\d", date: d("2000-02-29"), kind: .birthday,
                reminders: [
                    Reminder(daysBefore: 7, time: TimeOfDay(hour: 9, minute: 0)!),
                    Reminder(daysBefore: 0, time: TimeOfDay(hour: 9, minute: 0)!),
                ],
                createdAt: fixedCreation),
            Day(
                title: "Mar 1", date: d("2000-02-29"), repeatRule: .yearly, leapDayRule: .mar1, createdAt: fixedCreation
            ),
            Day(title: "Rent", date: d("2025-01-30"), repeatRule: .monthly, createdAt: fixedCreation),
            Day(title: "Once", date: d("2025-12-24"), createdAt: fixedCreation),
        ]
        let lines = unfolded(DaysICalendar.encode(days, today: today, now: now))
        #expect(lines.contains("SUMMARY:a\\,b\\;c\\\\d"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20000229"))
        #expect(lines.contains("DTEND;VALUE=DATE:20000301"))
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1"))
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYYEARDAY=60"))
        #expect(lines.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1"))
        #expect(lines.contains("TRIGGER:-P6DT15H"))
        #expect(lines.contains("TRIGGER:PT9H"))
        #expect(lines.contains("DTSTAMP:20251122T010000Z"))
        #expect(lines.filter { $0.hasPrefix("RRULE") }.count == 3)
    }

    @Test func lunarDaysExportAsTheirNextGregorianOccurrencesWithANote() throws {
        let table = try LunarInfoTable()
        let born = try #require(table.date(year: 2020, month: 4, day: 15, isLeap: true))
        let day = Day(title: "奶奶", date: born, kind: .birthday, calendar: .chineseLunar, createdAt: fixedCreation)
        let lines = unfolded(DaysICalendar.encode([day], today: today, now: now, lunarOccurrences: 3))
        let expected = (2026...2028).map {
            table.date(year: $0, month: 4, day: 15, isLeap: table.leapMonth(in: $0) == 4)!
        }
        let compact = expected.map { $0.description.replacingOccurrences(of: "-", with: "") }
        #expect(lines.contains("DTSTART;VALUE=DATE:\(compact[0])"))
        #expect(lines.contains("RDATE;VALUE=DATE:\(compact[1]),\(compact[2])"))
        #expect(!lines.contains { $0.hasPrefix("RRULE") })
        #expect(lines.contains { $0.hasPrefix("DESCRIPTION:Chinese lunar date 闰四月十五 (month 4\\, leap\\, day 15).") })
    }

    @Test func importsGoogleCalendarExport() throws {
        let days = try DaysICalendar.decode(
            Data(try fixture("ics/google-calendar.ics").utf8), timeZone: zone("Europe/London"), now: now)
        #expect(days.map(\.title) == ["Mum's birthday", "Concert"])
        let mum = days[0]
        #expect(mum.date == d("1985-04-12"))
        #expect(mum.kind == .birthday)
        #expect(mum.repeatRule == .yearly)
        #expect(mum.notes == "Call her in the morning, then lunch at the usual place.\nGift: scarf")
        #expect(
            mum.reminders == [
                Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!),
                Reminder(daysBefore: 7, time: TimeOfDay(hour: 0, minute: 0)!),
            ])
        #expect(mum.createdAt == instant("2019-03-01T12:00:00Z"))
        #expect(mum.updatedAt == instant("2024-01-05T08:30:00Z"))
        #expect(days[1].date == d("2026-03-15"))
        #expect(days[1].kind == .countdown)
        #expect(days[1].reminders == [Reminder(daysBefore: 0, time: TimeOfDay(hour: 17, minute: 30)!)])
        let again = try DaysICalendar.decode(
            Data(try fixture("ics/google-calendar.ics").utf8), timeZone: zone("Europe/London"), now: now)
        #expect(again.map(\.id) == days.map(\.id))
    }

    @Test func importsAppleCalendarExport() throws {
        let days = try DaysICalendar.decode(
            Data(try fixture("ics/apple-calendar.ics").utf8), timeZone: shanghai, now: now)
        #expect(days.map(\.title) == ["结婚纪念日", "Exam day"])
        #expect(days[0].id == UUID(uuidString: "2B1C4F5E-9A8D-4E3F-8B7A-6C5D4E3F2A1B"))
        #expect(days[0].kind == .anniversary)
        #expect(days[0].repeatRule == .yearly)
        #expect(days[0].date == d("2015-06-20"))
        #expect(
            days[0].reminders == [
                Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!),
                Reminder(daysBefore: 0, time: TimeOfDay(hour: 9, minute: 0)!),
            ])
        #expect(days[1].date == d("2025-02-28"))
        #expect(days[1].repeatRule == .none)
        #expect(days[1].kind == .countdown)
    }

    @Test func importsOutlookExport() throws {
        let days = try DaysICalendar.decode(
            Data(try fixture("ics/outlook-calendar.ics").utf8), timeZone: zone("Europe/Berlin"), now: now)
        #expect(days.map(\.title) == ["Company anniversary", "Team review"])
        #expect(days[0].date == d("2018-03-15"))
        #expect(days[0].kind == .anniversary)
        #expect(days[0].notes == "")
        #expect(days[0].reminders == [Reminder(daysBefore: 1, time: TimeOfDay(hour: 6, minute: 0)!)])
        #expect(days[1].date == d("2025-12-05"))
        #expect(days[1].reminders == [Reminder(daysBefore: 0, time: TimeOfDay(hour: 9, minute: 15)!)])
    }

    @Test func reportsEveryBadEventByLineAndImportsNothing() {
        let ics = [
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20250101", "SUMMARY:Fine", "END:VEVENT",
            "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20250230", "SUMMARY:Bad date", "END:VEVENT",
            "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20250101", "RRULE:FREQ=DAILY", "END:VEVENT",
            "BEGIN:VEVENT", "UID:d", "DTSTART;VALUE=DATE:20250101", "RRULE:FREQ=YEARLY;INTERVAL=2", "SUMMARY:x",
            "BEGIN:VALARM", "TRIGGER:P2D", "END:VALARM", "END:VEVENT",
            "END:VCALENDAR",
        ].joined(separator: "\r\n")
        do {
            _ = try DaysICalendar.decode(Data(ics.utf8), timeZone: shanghai, now: now)
            Issue.record("expected an import error")
        } catch {
            #expect(
                error.issues.map(\.description) == [
                    "line 10: date: DTSTART \"20250230\" is not a date.",
                    "line 16: repeat: RRULE FREQ \"DAILY\" is not weekly, monthly or yearly.",
                    "line 13: title: A title is required.",
                    "line 21: repeat: RRULE INTERVAL 2 is not supported (only every week, month or year).",
                ])
        }
    }

    @Test func refusesMalformedFiles() {
        let cases: [(String, String)] = [
            (
                "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n",
                "line 3: END:VCALENDAR does not close the open component."
            ),
            ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", "line 2: BEGIN:VEVENT is never closed."),
            ("hello world\r\n", "line 1: The line is not an iCalendar property."),
            ("BEGIN:VCARD\r\nEND:VCARD\r\n", "line 1: The file is not one VCALENDAR."),
            (
                "BEGIN:VCALENDAR\r\nX-HUGE:" + String(repeating: "x", count: 50_000) + "\r\n "
                    + String(repeating: "y", count: 60_000) + "\r\nEND:VCALENDAR\r\n",
                "line 2: The line is longer than 100000 bytes."
            ),
        ]
        for (text, message) in cases {
            do {
                _ = try DaysICalendar.decode(Data(text.utf8), timeZone: shanghai, now: now)
                Issue.record("expected an error for \(message)")
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(throws: ImportError.self) {
            try DaysICalendar.decode(Data([0xFF, 0xFE, 0x00]), timeZone: shanghai, now: now)
        }
    }

    @Test func anAlarmMoreThan365DaysAheadIsDroppedWithANote() throws {
        let ics = [
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", "UID:far", "DTSTART;VALUE=DATE:20270101", "SUMMARY:Far", "RRULE:FREQ=YEARLY;COUNT=5",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-P400D", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-P1DT15H", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:P1D", "END:VALARM",
            "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n")
        let contents = try DaysICalendar.read(Data(ics.utf8), timeZone: shanghai, now: now)
        let imported = try #require(contents.days.first)
        #expect(imported.day.reminders == [Reminder(daysBefore: 2, time: TimeOfDay(hour: 9, minute: 0)!)])
        #expect(imported.day.repeatRule == .yearly)
        #expect(
            imported.notes.map(\.description) == [
                "line 7: repeat: The repeat's end (COUNT, UNTIL) and exceptions (EXDATE) are not kept.",
                "line 10: reminders: An alarm 400 days before the day was left out (reminders are at most 365 days "
                    + "before).",
                "line 18: reminders: An alarm after the day was left out; reminders come before or on it.",
            ])
    }

    @Test func aRuleThatYieldsOneDateIsAOneTimeDay() throws {
        let ics = [
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20270101", "SUMMARY:Once", "RRULE:FREQ=WEEKLY;COUNT=1",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20270101", "SUMMARY:Until",
            "RRULE:FREQ=DAILY;INTERVAL=3;UNTIL=20270101", "END:VEVENT",
            "BEGIN:VEVENT", "UID:c", "DTSTART;VALUE=DATE:20270101", "SUMMARY:Thrice", "RRULE:FREQ=DAILY;COUNT=3",
            "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n")
        let contents = try DaysICalendar.read(Data(ics.utf8), timeZone: shanghai, now: now)
        #expect(contents.days.map(\.day.title) == ["Once", "Until"])
        #expect(contents.days.map(\.day.repeatRule) == [.none, .none])
        #expect(contents.skipped.map(\.line) == [15])
        #expect(contents.skipped.first?.title == "Thrice")
        #expect(contents.skipped.first?.issues.map(\.code) == [.unsupportedFrequency(value: "DAILY")])
    }

    @Test func categoriesTravelAsCATEGORIESAndAColourProperty() {
        let family = Category(name: "Family, near", color: "#E64A19")
        let day = Day(
            title: "Mum", date: d("1960-12-01"), kind: .birthday, categoryId: family.id, createdAt: fixedCreation)
        let lines = unfolded(DaysICalendar.encode([day], categories: [family], today: today, now: now))
        #expect(lines.contains("CATEGORIES:Family\\, near"))
        #expect(lines.contains("X-HEARTH-CATEGORY-COLOR:#E64A19"))
    }
}

import DaysCore
import Foundation
import HearthBasics
import OffPoolTesting
import Testing

/// Real Google, Apple and Outlook exports from other projects' test suites (see Fixtures/README.md).
@Suite(.offPool) struct PublicCalendarFilesTests {
    let now = instant("2026-03-01T08:00:00Z")
    let losAngeles = zone("America/Los_Angeles")

    func read(_ name: String) throws -> DaysImport {
        try DaysICalendar.read(Data(try fixture("ics/public/" + name).utf8), timeZone: losAngeles, now: now)
    }

    static let files: [String] = {
        guard let root = Bundle.module.url(forResource: "Fixtures/ics/public", withExtension: nil),
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "ics" }
            .map { $0.deletingLastPathComponent().lastPathComponent + "/" + $0.lastPathComponent }.sorted()
    }()

    @Test func everyReadableFileImportsWhatHearthCanRepresent() throws {
        var imported: [String] = []
        var refused: [String] = []
        var skippedCodes = Set<String>()
        for name in Self.files {
            do {
                let contents = try read(name)
                if !contents.days.isEmpty { imported.append(name) }
                for record in contents.skipped {
                    #expect(record.line != nil, "\(name): a skipped event has its line")
                    skippedCodes.formUnion(record.issues.map(\.code.name))
                }
            } catch {
                refused.append(name)
            }
        }
        #expect(Self.files.count == 34)
        // The one file refused whole is broken on purpose: an END:VTIMEZONE closes a STANDARD block.
        #expect(refused == ["icalendar/timezone_same_start_and_offset.ics"])
        // Before the lenient import 18 of 33 files imported and 15 were refused whole; now 27 of 34 import days, and
        // the other 6 hold only events that repeat daily or every few weeks, which are skipped with their reasons.
        #expect(imported.count == 27)
        // Only what Hearth cannot represent is skipped: other frequencies and intervals, and events without a title.
        #expect(skippedCodes.isSubset(of: ["unsupportedFrequency", "unsupportedInterval", "invalid"]))
    }

    @Test func googleContactsBirthdaysImportAsOneTimeDays() throws {
        // RRULE:FREQ=DAILY;INTERVAL=1;COUNT=1 yields one date; the other three events are its RECURRENCE-IDs.
        let contents = try read("ical.js/google_birthday.ics")
        #expect(contents.skipped.isEmpty)
        let day = try #require(contents.days.first?.day)
        #expect(contents.days.count == 1)
        #expect(day.title == "PErson #2's birthday")
        #expect(day.date == d("2014-12-10"))
        #expect(day.repeatRule == .none)
        #expect(day.kind == .countdown)
    }

    @Test func applesNoAlertPlaceholderIsIgnored() throws {
        // Each event carries ACTION:NONE with TRIGGER;VALUE=DATE-TIME:19760401T005545Z.
        let contents = try read("recurring-ical-events/issue_151_macos_linux_difference.ics")
        #expect(contents.skipped.isEmpty)
        #expect(!contents.days.isEmpty)
        #expect(contents.days.allSatisfy { $0.day.reminders.isEmpty })
        #expect(contents.days.flatMap(\.notes).allSatisfy { $0.field != "reminders" })
    }

    @Test func anAppleCalendarExportImportsEveryDay() throws {
        // macOS 13's Calendar: five all-day events, each with Apple's ACTION:NONE placeholder or two -PT15H alerts
        let contents = try read("open-web-calendar/issue-135-free-busy.ics")
        #expect(contents.skipped.isEmpty)
        #expect(
            contents.days.map { "\($0.day.date) \($0.day.title)" } == [
                "2022-11-14 Geboekt", "2022-11-15 Optie", "2022-11-17 Optie", "2022-11-16 Geboekt",
                "2022-11-18 Geboekt",
            ])
        #expect(contents.days.allSatisfy { $0.day.repeatRule == .none })
        // The placeholder is no reminder; the two identical alerts, 15 hours before midnight, are one: 09:00 the day
        // before
        let nine = try #require(TimeOfDay(hour: 9, minute: 0))
        for imported in contents.days {
            let expected = imported.day.title == "Optie" ? [Reminder(daysBefore: 1, time: nine)] : []
            #expect(imported.day.reminders == expected, "\(imported.day.title)")
            #expect(imported.notes.isEmpty)
        }
    }

    @Test func dailyAndEveryOtherWeekEventsAreSkippedByLineAndTheRestImported() throws {
        let contents = try read("recurring-ical-events/daylight_saving_time.ics")
        #expect(!contents.days.isEmpty)
        #expect(!contents.skipped.isEmpty)
        let text = try fixture("ics/public/recurring-ical-events/daylight_saving_time.ics")
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for record in contents.skipped {
            let line = try #require(record.line)
            #expect(lines[line - 1].hasPrefix("BEGIN:VEVENT"))
            #expect(
                record.issues.allSatisfy { ["unsupportedFrequency", "unsupportedInterval"].contains($0.code.name) })
        }
    }
}

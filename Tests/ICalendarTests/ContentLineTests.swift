import Foundation
import ICalendar
import OffPoolTesting
import Testing

@Suite(.offPool) struct ContentLineTests {
    @Test func unfoldsLinesAndDropsTheByteOrderMark() throws {
        // Given a file with a BOM, CR LF endings, a folded SUMMARY and a bare-LF line
        let text =
            "\u{FEFF}BEGIN:VCALENDAR\r\nX-WR-CALNAME:US \r\n Holidays\nBEGIN:VEVENT\r\nSUMMARY:Thanks\r\n\tgiving\r\n"
            + "DTSTART;VALUE=DATE:20261126\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        // When it is read
        let document = try ICalendarDocument(text)
        // Then the folds are joined and the name and event read
        #expect(document.name == "US Holidays")
        #expect(document.events.map(\.summary) == ["Thanksgiving"])
        #expect(document.events.first?.start.description == "2026-11-26")
    }

    @Test func splitsParametersWithQuotedColons() {
        let line = ContentLine.parse(#"DTSTART;TZID="America/New_York";X-NOTE="a:b;c":20260101T090000"#, number: 7)
        #expect(line.name == "DTSTART")
        #expect(line.parameters == ["TZID": "America/New_York", "X-NOTE": "a:b;c"])
        #expect(line.value == "20260101T090000")
        #expect(line.line == 7)
    }

    @Test func undoesTextEscapes() {
        let line = ContentLine.parse(#"SUMMARY:Rock\, Paper\; Scissors\nand \\ more"#, number: 1)
        #expect(line.text == "Rock, Paper; Scissors\nand \\ more")
    }

    @Test func countsLinesFromTheFileForErrors() {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:a\n very long\nDTSTART:2026XXXX\nEND:VEVENT\nEND:VCALENDAR"
        #expect(throws: ICalendarError(line: 5, reason: .invalidDate(property: "DTSTART"))) {
            try ICalendarDocument(text)
        }
    }

    @Test(arguments: [
        ("BEGIN:VEVENT\nEND:VEVENT", ICalendarError.Reason.notICalendar),
        ("", .notICalendar),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR", .unmatchedEnd(name: "VCALENDAR")),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nEND:VEVENT", .unclosedComponent(name: "VCALENDAR")),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR", .missingStart),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;TZID=Mars/Olympus:20260101T090000\nEND:VEVENT\nEND:VCALENDAR",
            .unknownTimeZone("Mars/Olympus")
        ),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nDURATION:P1X\nEND:VEVENT\nEND:VCALENDAR", .invalidDuration),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260102\nDTEND:20260101\nEND:VEVENT\nEND:VCALENDAR", .endBeforeStart),
        (
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nRRULE:FREQ=SOMETIMES\nEND:VEVENT\nEND:VCALENDAR",
            .invalidRule(part: "FREQ")
        ),
    ])
    func badFilesAreRefusedWithAReason(text: String, reason: ICalendarError.Reason) {
        do {
            _ = try ICalendarDocument(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test func limitsGuardAgainstHugeFiles() {
        let limits = ICalendarLimits(maximumBytes: 100, maximumLineBytes: 20, maximumEvents: 1, maximumIterations: 10)
        #expect(throws: ICalendarError(line: nil, reason: .tooLarge(limitBytes: 100))) {
            try ICalendarDocument(String(repeating: "x", count: 101), limits: limits)
        }
        #expect(throws: ICalendarError(line: 2, reason: .lineTooLong(limitBytes: 20))) {
            try ICalendarDocument("BEGIN:VCALENDAR\nSUMMARY:" + String(repeating: "a", count: 30), limits: limits)
        }
        let two = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VEVENT\nBEGIN:VEVENT\nEND:VEVENT\nEND:VCALENDAR"
        #expect(throws: ICalendarError(line: 4, reason: .tooManyEvents(limit: 1))) {
            try ICalendarDocument(two, limits: limits)
        }
    }
}

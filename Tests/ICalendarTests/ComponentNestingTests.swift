import Foundation
import ICalendar
import Testing

@Suite struct ComponentNestingTests {
    @Test func anUnclosedComponentIsNamedInnermostWithItsLine() {
        // Given a file that stops inside an alarm of an event
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260101\nBEGIN:VALARM\nTRIGGER:-PT1H"
        // Then the error names the alarm, the component to close first, and its BEGIN line
        #expect(throws: ICalendarError(line: 4, reason: .unclosedComponent(name: "VALARM"))) {
            try ICalendarComponent.parse(text)
        }
    }

    @Test func buildsTheTreeFromLinesAReaderAlreadyRead() throws {
        // Given lines a reader unfolded and checked itself
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Tea\r\n  time\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let lines = try ContentLine.lines(of: text, maximumLineBytes: 100)
        // When the tree is built from them
        let roots = try ICalendarComponent.parse(lines: lines)
        // Then it is the tree the text gives, with the file's line numbers
        #expect(roots == (try ICalendarComponent.parse(text)))
        #expect(roots.first?.components.first?.first("SUMMARY")?.text == "Tea time")
        #expect(roots.first?.components.first?.line == 2)
    }
}

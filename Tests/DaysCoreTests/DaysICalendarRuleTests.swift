import DaysCore
import Foundation
import Testing

/// How the import reads an event's `RRULE` before deciding whether a day can hold it.
@Suite struct DaysICalendarRuleTests {
    let now = instant("2025-11-22T01:00:00Z")

    func read(_ rules: [String]) throws -> DaysImport {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0"]
        for (index, rule) in rules.enumerated() {
            lines += [
                "BEGIN:VEVENT", "UID:rule-\(index)", "SUMMARY:Rule \(index)", "DTSTART;VALUE=DATE:20270101",
                "RRULE:\(rule)", "END:VEVENT",
            ]
        }
        return try DaysICalendar.read(
            Data((lines + ["END:VCALENDAR"]).joined(separator: "\r\n").utf8),
            timeZone: zone("UTC"), now: now)
    }

    @Test func aRuleWithAMalformedPartIsSkippedNamingThePart() throws {
        let contents = try read(["FREQ=YEARLY;BYDAY=XX", "FREQ=MONTHLY;COUNT=many", "FREQ=SOMETIMES"])
        #expect(contents.days.isEmpty)
        #expect(
            contents.skipped.flatMap(\.issues).map(\.description) == [
                "line 7: repeat: RRULE part BYDAY is missing or malformed.",
                "line 13: repeat: RRULE part COUNT is missing or malformed.",
                "line 19: repeat: RRULE FREQ \"SOMETIMES\" is not weekly, monthly or yearly.",
            ])
        #expect(contents.skipped.first?.issues.first?.code.name == "badRulePart")
    }

    @Test func anIntervalIsReadAsANumber() throws {
        let contents = try read(["freq=yearly;interval=01", "FREQ=WEEKLY;INTERVAL=02"])
        #expect(contents.days.map(\.day.repeatRule) == [.yearly])
        #expect(contents.skipped.flatMap(\.issues).map(\.code) == [.unsupportedInterval(value: "2")])
    }
}

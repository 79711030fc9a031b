import DaysCore
import Foundation
import HearthBasics
import Testing

/// Each importer reports machine-readable codes (with their arguments) beside the English reasons.
@Suite struct ImportIssueCodeTests {
    let now = instant("2026-01-01T00:00:00Z")

    func csvIssues(_ text: String) -> [ImportIssue] {
        do {
            _ = try DaysCSV.decode(Data(text.utf8), now: now)
            Issue.record("expected an import error")
            return []
        } catch { return error.issues }
    }

    func icsIssues(_ body: [String]) -> [ImportIssue] {
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0"] + body + ["END:VCALENDAR"]).joined(separator: "\r\n")
        do {
            _ = try DaysICalendar.decode(Data(text.utf8), timeZone: zone("Asia/Shanghai"), now: now)
            Issue.record("expected an import error")
            return []
        } catch { return error.issues }
    }

    func backupIssues(_ text: String) -> [ImportIssue] {
        do {
            _ = try DaysBackup.decode(Data(text.utf8))
            Issue.record("expected an import error")
            return []
        } catch { return error.issues }
    }

    @Test func csvHeaderProblems() {
        #expect(csvIssues("").map(\.code) == [.noHeaderRow])
        #expect(csvIssues("title,title,date\r\n").map(\.code) == [.duplicateColumn])
        let missing = csvIssues("title\r\nx\r\n")
        #expect(missing.map(\.code) == [.missingColumn(name: "date")])
        #expect(missing.first?.reason == "The header has no date column.")
        #expect(missing.first?.code.name == "missingColumn")
        #expect(missing.first?.code.arguments == ["name": "date"])
    }

    @Test func csvRowProblems() {
        let csv = [
            "title,date,pinned,lunarMonth,id,createdAt,reminders",
            "A,2099-01-01,maybe,x,not-a-uuid,yesterday,soon",
            "Short,2099-01-01",
            ",2099-13-01,,,,,",
            "\"open,2099-01-01,,,,,",
        ].joined(separator: "\r\n")
        let issues = csvIssues(csv)
        #expect(
            issues.filter { $0.line == 2 }.map(\.code) == [
                .notWholeNumber, .notBoolean, .badReminder, .badID, .notInstant,
            ])
        #expect(issues.first { $0.code == .notBoolean }?.reason == "pinned is true or false.")
        #expect(issues.filter { $0.line == 3 }.map(\.code) == [.cellCount(found: 2, expected: 7)])
        #expect(issues.filter { $0.line == 4 }.map(\.code) == [.invalid(.required), .invalid(.invalidFormat)])
        #expect(issues.first { $0.line == 4 }?.reason == "A title is required.")
        #expect(issues.filter { $0.line == 5 }.map(\.code) == [.unclosedQuote])
        #expect(issues.first { $0.line == 3 }?.code.arguments == ["found": "2", "expected": "7"])
    }

    @Test func csvRepeatedIdsAndLimits() {
        let id = "0f6e9a58-5bd2-4b8e-9d3f-4a1f3b0c2d11"
        let repeated = csvIssues("id,title,date\r\n\(id),A,2099-01-01\r\n\(id),B,2099-01-02\r\n")
        #expect(repeated.map(\.code) == [.duplicateID(firstLine: 2)])
        #expect(repeated.first?.reason == "The id is also on line 2.")
        let huge = csvIssues("title,date\r\n" + String(repeating: "y", count: 30_000) + ",2025-01-01\r\n")
        #expect(huge.map(\.code) == [.cellTooLong(limitBytes: 20_000)])
        let big = Data(count: DaysCSV.maximumSize + 1)
        do {
            _ = try DaysCSV.decode(big, now: now)
            Issue.record("expected an import error")
        } catch {
            #expect(error.issues.map(\.code) == [.fileTooLarge(limitMB: 50)])
        }
    }

    @Test func iCalendarProblems() {
        let issues = icsIssues([
            "BEGIN:VEVENT", "SUMMARY:No start", "END:VEVENT",
            "BEGIN:VEVENT", "UID:x-1", "SUMMARY:Weird", "DTSTART;VALUE=DATE:20990101", "RRULE:FREQ=DAILY",
            "BEGIN:VALARM", "ACTION:DISPLAY", "END:VALARM", "END:VEVENT",
        ])
        #expect(issues.filter { $0.line == 3 }.map(\.code).contains(.noStart))
        #expect(issues.map(\.code).contains(.unsupportedFrequency(value: "DAILY")))
        // Notes: a day without a UID gets an id from its title and start; an alarm without a trigger is left out.
        let ics = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "SUMMARY:No UID", "DTSTART;VALUE=DATE:20990101",
            "BEGIN:VALARM", "ACTION:DISPLAY", "END:VALARM", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n")
        let notes = (try? DaysICalendar.read(Data(ics.utf8), timeZone: zone("UTC"), now: now))?.days.first?.notes
        #expect(notes?.map(\.code) == [.alarmWithoutTrigger, .noUID])
        #expect(notes?.map(\.line) == [6, 3])
        #expect(
            issues.first { $0.code == .unsupportedFrequency(value: "DAILY") }?.reason
                == "RRULE FREQ \"DAILY\" is not weekly, monthly or yearly.")

        let unmatched = icsIssues(["BEGIN:VEVENT", "SUMMARY:x"])
        #expect(unmatched.map(\.code) == [.unmatchedEnd(name: "VCALENDAR")])
        #expect(unmatched.first?.reason == "END:VCALENDAR does not close the open component.")
        do {
            _ = try DaysICalendar.decode(
                Data("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n".utf8), timeZone: zone("UTC"), now: now)
            Issue.record("expected an import error")
        } catch {
            #expect(error.issues.map(\.code) == [.unclosedComponent(name: "VEVENT")])
            #expect(error.issues.first?.reason == "BEGIN:VEVENT is never closed.")
        }
        #expect(icsIssues(["not a property"]).map(\.code) == [.notAProperty])
        do {
            _ = try DaysICalendar.decode(Data([0xFF, 0xFE]), timeZone: zone("UTC"), now: now)
            Issue.record("expected an import error")
        } catch {
            #expect(error.issues.map(\.code) == [.notUTF8])
        }
    }

    @Test func backupProblems() {
        #expect(backupIssues("[1]").map(\.code) == [.notJSONBackup])
        #expect(backupIssues(#"{"days": []}"#).map(\.code) == [.noVersion])
        #expect(backupIssues(#"{"version": 3}"#).map(\.code) == [.unsupportedVersion(3)])
        #expect(backupIssues(#"{"version": 1, "days": {}}"#).map(\.code) == [.wrongLayout])
        let bad = backupIssues(
            #"{"version": 1, "exportedAt": "soon", "days": [{"title": "", "date": "2099-01-01"}, 7]}"#)
        #expect(bad.first?.code == .notInstant)
        #expect(bad.first?.reason == "exportedAt is not an ISO 8601 instant.")
        #expect(bad.contains { $0.path == "days[0]" && $0.code == .invalid(.required) })
        #expect(bad.contains { $0.path == "days[1]" && $0.code == .recordNotObject })
        #expect(bad.first { $0.code == .recordNotObject }?.code.name == "recordNotObject")
    }

    @Test func sentencesComeFromTheCodes() {
        #expect(ImportIssue(code: .fileTooLarge(limitMB: 20)) == ImportIssue(reason: "The file is larger than 20 MB."))
        #expect(
            ImportIssue(line: 4, field: "lunar.day", code: .notWholeNumber).reason == "lunar.day is a whole number.")
        #expect(
            ImportIssue(
                line: 2, validation: DaysValidationIssue(field: "title", reason: .tooLong, message: "Too long.")
            )
            .code == .invalid(.tooLong))
        #expect(ImportIssue.Code.invalid(.duplicate).arguments == ["reason": "duplicate"])
    }
}

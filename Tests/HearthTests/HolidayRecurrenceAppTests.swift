import AlarmKitCore
import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Holiday calendars that repeat (RFC 5545), and files without events, as the person sees them")
struct HolidayRecurrenceAppTests {
    static let usICS: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("fixtures/icalendar/us-federal-holidays.ics")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func aYearlyThanksgivingRuleSkipsTheAlarmTwoYearsLater() async throws {
        // Given a Thursday alarm on Sunday 2028-11-19, two years after the file's rules were written for 2026
        try await TestApp.run({ $0.testClockStart = B2.instant("2028-11-19T12:00:00+01:00") }) { test in
            let alarm = try await test.postAlarm(
                #"{"time":"07:00","repeatDays":["thu"],"skipHolidays":true,"holidayCalendars":["us"]}"#)
            #expect(alarm["nextTrigger"] as? String == "2028-11-23T07:00:00+01:00")
            let id = try #require(alarm["id"] as? String)
            // When the US holidays (yearly rules: Thanksgiving is FREQ=YEARLY;BYMONTH=11;BYDAY=4TH) are imported
            let reply = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"id":"us","ics":\#(B2.quoted(Self.usICS))}"#)
            #expect(reply.status == 201, "\(reply.text)")
            let json = try reply.json()
            #expect(json["repeats"] as? Bool == true)
            #expect(json["lastDate"] == nil)
            // Then Thanksgiving 2028 is skipped: the next ring is a week later
            let after = try await test.client.send("GET", "/api/v1/alarms/\(id)")
            #expect(try after.json()["nextTrigger"] as? String == "2028-11-30T07:00:00+01:00")
            // And the settings page lists it among the next holidays, and says it repeats
            let page = try await test.client.send("GET", "/settings/holidays")
            #expect(page.text.contains("Thanksgiving Day"))
            #expect(page.text.contains("repeating without end"))
        }
    }

    @Test func aFileWithoutEventsIsAddedWithAWarningThePersonSees() async throws {
        try await TestApp.run { test in
            let empty = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Nothing here\r\nEND:VCALENDAR\r\n"
            let reply = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"id":"empty","ics":\#(B2.quoted(empty))}"#)
            #expect(reply.status == 201, "\(reply.text)")
            let warnings = try #require(try reply.json()["warnings"] as? [[String: Any]])
            #expect(warnings.map { $0["code"] as? String } == ["noEvents"])
            let page = try await test.client.send("GET", "/settings/holidays")
            #expect(page.text.contains("This file has no events, so it names no holiday"))
        }
    }
}

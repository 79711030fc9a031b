import Foundation
import HearthBasics
import ICalendar
import Testing

/// An Exchange-style `VTIMEZONE` with a name no zone database knows, and EU rules.
private let exchangeZone = [
    "BEGIN:VTIMEZONE", "TZID:GMT +0100 (Standard) / GMT +0200 (Daylight)", "BEGIN:STANDARD",
    "DTSTART:16010101T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
    "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:16010101T020000",
    "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT",
    "END:VTIMEZONE",
]

@Suite struct TimeZoneDefinitionTests {
    @Test func aZoneDefinedOnlyInTheFileIsReadWithItsRules() throws {
        let lines =
            exchangeZone + [
                "BEGIN:VEVENT", "UID:a", "SUMMARY:Standup",
                "DTSTART;TZID=\"GMT +0100 (Standard) / GMT +0200 (Daylight)\":20260323T090000",
                "DTEND;TZID=\"GMT +0100 (Standard) / GMT +0200 (Daylight)\":20260323T093000",
                "RRULE:FREQ=WEEKLY;COUNT=2", "END:VEVENT",
            ]
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n")
        let occurrences = try #require(try ICalendarDocument(text).events.first)
            .occurrences(overlapping: window("2026-01-01", "2027-01-01"), floatingIn: utc)
        // 09:00 at +01:00, then 09:00 at +02:00 after the last Sunday of March.
        #expect(
            occurrences.map { $0.start.instant(floatingIn: utc) } == [
                instant("2026-03-23T08:00:00Z"), instant("2026-03-30T07:00:00Z"),
            ])
    }

    @Test func theDefinitionListsItsChangesAndMatchesAZoneThatKeepsThem() throws {
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0"] + exchangeZone + ["END:VCALENDAR"]).joined(separator: "\r\n")
        let component = try #require(try ICalendarComponent.parse(text).first?.components.first)
        let definition = try TimeZoneDefinition(component, firstYear: 2026, lastYear: 2026)
        #expect(definition.offsetAtStart == 3600)
        #expect(
            definition.transitions.map(\.instant) == [instant("2026-03-29T01:00:00Z"), instant("2026-10-25T01:00:00Z")])
        let zone = try #require(
            definition.matchingZone(candidates: ["Asia/Shanghai", "Europe/London", "Europe/Paris"]))
        #expect(zone.identifier == "Europe/Paris")
        #expect(definition.matchingZone(candidates: ["America/New_York"]) == nil)
    }

    @Test func aDefinitionThatNeverChangesIsAFixedOffset() throws {
        let text = calendar(
            "BEGIN:VTIMEZONE", "TZID:Nowhere/Middle", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530", "END:STANDARD", "END:VTIMEZONE", "BEGIN:VEVENT", "UID:b",
            "DTSTART;TZID=Nowhere/Middle:20260105T100000", "DURATION:PT1H", "END:VEVENT")
        let event = try #require(try ICalendarDocument(text).events.first)
        #expect(event.start.instant(floatingIn: utc) == instant("2026-01-05T04:30:00Z"))
    }

    @Test func aNameWithoutADefinitionIsStillAnError() throws {
        let text = calendar("BEGIN:VEVENT", "UID:c", "DTSTART;TZID=Nowhere/Middle:20260105T100000", "END:VEVENT")
        #expect(throws: ICalendarError.self) { try ICalendarDocument(text) }
    }
}

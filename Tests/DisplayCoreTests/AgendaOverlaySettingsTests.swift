import DisplayCore
import Foundation
import Testing

@Suite("DisplayCore: the agenda block of a profile's style")
struct AgendaOverlaySettingsTests {
    @Test func theAgendaBlockRoundTripsAndChoosesCalendars() throws {
        // Given a style that shows the agenda of one calendar, its id in capitals
        let json =
            #"{"agenda": {"show": true, "allCalendars": false, "calendars": ["5C1E0000-0000-4000-8000-000000000001"]}}"#
        // When decoded and encoded again
        let style = try DisplayStyle.decode(json: Data(json.utf8))
        let again = try DisplayStyle.decode(json: JSONEncoder().encode(style))
        // Then it shows, the id is kept lowercase, and the chosen set is that calendar
        #expect(style.agenda.show)
        #expect(style.agenda.calendars == ["5c1e0000-0000-4000-8000-000000000001"])
        #expect(style.agenda.chosenCalendars == [UUID(uuidString: "5C1E0000-0000-4000-8000-000000000001")!])
        #expect(again == style)
        // And by default no agenda shows, and every calendar would
        #expect(!DisplayStyle.default.agenda.show)
        #expect(DisplayStyle.default.agenda.chosenCalendars == nil)
    }

    @Test func badAgendaFieldsAreNamed() throws {
        let json = #"{"agenda": {"show": "yes", "calendars": ["not-an-id", 7], "colour": "red"}}"#
        let error = #expect(throws: DisplayValidationError.self) { try DisplayStyle.decode(json: Data(json.utf8)) }
        #expect(Set(error?.fields ?? []) == ["agenda.show", "agenda.calendars[1]", "agenda.colour"])
        let id = #expect(throws: DisplayValidationError.self) {
            try DisplayStyle.decode(json: Data(#"{"agenda": {"calendars": ["not-an-id"]}}"#.utf8))
        }
        #expect(id?.fields == ["agenda.calendars[0]"])
    }
}

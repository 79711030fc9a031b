import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct DayCodableTests {
    let id = UUID(uuidString: "7C9E6679-7425-40DE-944B-E07FC1F90AE7")!

    @Test func encodesTheDocumentedFieldNames() throws {
        let day = Day(
            id: id, title: "Grandma", date: d("2020-05-23"), kind: .birthday, calendar: .chineseLunar,
            repeatRule: .yearly, reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!)],
            createdAt: fixedCreation)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(day), as: UTF8.self)
        #expect(
            json == """
                {"calendar":"chineseLunar","categoryId":null,"color":null,"createdAt":"2025-01-02T03:04:05.000Z",\
                "date":"2020-05-23","icon":"calendar","id":"7c9e6679-7425-40de-944b-e07fc1f90ae7",\
                "includeStartDay":false,"kind":"birthday","leapDayRule":"feb28","lunar":{"day":1,"isLeapMonth":true,\
                "month":4},"notes":"","pinned":false,"reminders":[{"daysBefore":1,"time":"09:00"}],"repeat":"yearly",\
                "title":"Grandma","updatedAt":"2025-01-02T03:04:05.000Z"}
                """)
        #expect(try JSONDecoder().decode(Day.self, from: Data(json.utf8)) == day)
    }

    @Test func decodingReportsEveryBadFieldIncludingWrongTypes() throws {
        let json = """
            {"id": "nope", "title": 42, "date": "2025-13-01", "kind": "birthday", "pinned": "yes",
             "reminders": [{"daysBefore": "1", "time": "09:00"}, 7], "lunar": "4/1",
             "createdAt": "2025-01-02T03:04:05Z"}
            """
        do {
            _ = try JSONDecoder().decode(Day.self, from: Data(json.utf8))
            Issue.record("expected a validation error")
        } catch let error as DaysValidationError {
            #expect(
                error.fields == [
                    "id", "title", "date", "lunar", "pinned", "reminders[0].daysBefore", "reminders[1]", "updatedAt",
                ])
        }
    }

    @Test func lunarIsDerivedWhenOmitted() throws {
        let json = """
            {"id": "\(id.uuidString)", "title": " Grandma ", "date": "2023-03-22", "calendar": "chineseLunar",
             "kind": "birthday", "createdAt": "2025-01-02T11:04:05+08:00", "updatedAt": "2025-01-02T03:04:05.5Z"}
            """
        let day = try JSONDecoder().decode(Day.self, from: Data(json.utf8))
        #expect(day.title == "Grandma")
        #expect(day.lunar == LunarMonthDay(month: 2, day: 1, isLeapMonth: true))
        #expect(day.createdAt == fixedCreation)
        #expect(day.updatedAt == fixedCreation.addingTimeInterval(0.5))
    }

    @Test func instantsRoundTripAtMillisecondPrecision() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let seconds = Double.random(in: -1_000_000_000...4_000_000_000, using: &generator)
            let day = Day(title: "x", date: d("2025-01-01"), createdAt: Date(timeIntervalSince1970: seconds))
            let again = try JSONDecoder().decode(Day.self, from: try JSONEncoder().encode(day))
            #expect(again == day)
            #expect(abs(again.createdAt.timeIntervalSince1970 - seconds) <= 0.0005 + 1e-6)
        }
    }

    @Test func apiBodyWithoutIdDecodesAsADraft() throws {
        let body = """
            {"title": "Trip", "date": "2026-07-01", "kind": "countdown", "pinned": true,
             "reminders": [{"daysBefore": 7, "time": "09:00"}], "lunar": null, "categoryId": null}
            """
        let draft = try JSONDecoder().decode(DayDraft.self, from: Data(body.utf8))
        let day = try draft.validated(id: id, createdAt: fixedCreation)
        #expect(day.title == "Trip")
        #expect(day.isPinned)
        #expect(day.reminders == [Reminder(daysBefore: 7, time: TimeOfDay(hour: 9, minute: 0)!)])
        #expect(day.updatedAt == fixedCreation)
        let empty = try JSONDecoder().decode(DayDraft.self, from: Data("{}".utf8))
        #expect(
            throws: DaysValidationError(issues: [
                DaysValidationIssue(field: "title", reason: .required, message: "A title is required."),
                DaysValidationIssue(field: "date", reason: .required, message: "A date is required."),
            ])
        ) { try empty.validated(id: id, createdAt: fixedCreation) }
    }

    @Test func categoryRoundTrip() throws {
        let category = Category(id: id, name: "Family", color: "#E4572E", sortOrder: 2)
        let data = try JSONEncoder().encode(category)
        #expect(try JSONDecoder().decode(Category.self, from: data) == category)
        #expect(throws: DaysValidationError.self) {
            try JSONDecoder().decode(Category.self, from: Data(#"{"id":"x","name":""}"#.utf8))
        }
    }
}

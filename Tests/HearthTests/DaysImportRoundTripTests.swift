import Foundation
import Testing

@testable import HearthApp

@Suite("Import and export: round trips into a fresh server, dry runs, partial imports")
struct DaysImportRoundTripTests {
    /// Days that use every field, in two categories with colours and in Uncategorized.
    func seed(_ source: TestApp) async throws {
        let family =
            try await source.sendJSON(
                "POST", "/api/v1/categories", ##"{"name":"Family, near","color":"#E64A19"}"##
            ).json()["id"] as? String ?? ""
        let work =
            try await source.sendJSON("POST", "/api/v1/categories", ##"{"name":"Work"}"##).json()["id"]
            as? String ?? ""
        try await source.createDay(
            ##"{"title":"Mum","date":"1960-12-01","kind":"birthday","categoryId":"\##(family)","color":"#123456","##
                + ##""icon":"cake","pinned":true,"notes":"Flowers; \"roses\", red\nline two","##
                + ##""reminders":[{"daysBefore":7,"time":"09:00"},{"daysBefore":0,"time":"08:30"}]}"##)
        try await source.createDay(
            ##"{"title":"奶奶","date":"2020-06-26","kind":"birthday","calendar":"chineseLunar","repeat":"yearly","##
                + ##""categoryId":"\##(family)"}"##)
        try await source.createDay(
            ##"{"title":"Leap","date":"2024-02-29","kind":"anniversary","leapDayRule":"mar1","##
                + ##""categoryId":"\##(work)"}"##
        )
        try await source.createDay(##"{"title":"Rent","date":"2025-01-31","kind":"custom","repeat":"monthly"}"##)
        try await source.createDay(
            ##"{"title":"=Sober","date":"2023-05-05","kind":"countUp","includeStartDay":true,"repeat":"weekly"}"##)
    }

    func categories(_ app: TestApp) async throws -> Set<String> {
        Set(
            try await app.jsonList("/api/v1/categories").map {
                "\($0["id"] ?? "") \($0["name"] ?? "") \($0["color"] ?? "nil")"
            })
    }

    @Test(arguments: [("json", "application/json"), ("csv", "text/csv"), ("ics", "text/calendar")])
    func anExportRestoresEveryFieldIntoAFreshServer(format: String, mediaType: String) async throws {
        try await TestApp.run(listening: true) { source in
            try await seed(source)
            let export = try await source.client.send("GET", "/api/v1/export?format=\(format)")
            #expect(export.status == 200)
            let sourceDays = try await source.jsonList("/api/v1/days?sort=title")
            let sourceCategories = try await categories(source)

            try await TestApp.run(listening: true) { target in
                let first = try await target.sendJSON(
                    "POST", "/api/v1/import?format=\(format)", export.text, contentType: mediaType)
                #expect(first.status == 200, "\(first.text)")
                #expect(try first.json()["daysCreated"] as? Int == 5)
                #expect(try first.json()["categoriesCreated"] as? Int == 2)
                #expect(try first.json()["daysSkipped"] as? Int == 0)
                let targetDays = try await target.jsonList("/api/v1/days?sort=title")
                #expect(NSArray(array: targetDays).isEqual(to: sourceDays), "\(format)")
                #expect(try await categories(target) == sourceCategories)

                let second = try await target.sendJSON(
                    "POST", "/api/v1/import?format=\(format)", export.text, contentType: mediaType)
                #expect(try second.json()["daysUpdated"] as? Int == 0)
                #expect(try second.json()["daysUnchanged"] as? Int == 5)
                #expect(try second.json()["daysCreated"] as? Int == 0)
                #expect(try second.json()["categoriesCreated"] as? Int == 0)
            }
        }
    }

    @Test func aDryRunAnswersThePlanAndChangesNothing() async throws {
        try await TestApp.run(listening: true) { test in
            try await test.createDay(##"{"title":"Keep me","date":"2099-01-01"}"##)
            let before = try await test.client.send("GET", "/api/v1/export?format=csv").text
            let ics = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
                "BEGIN:VEVENT", "UID:birthday@google.com", "DTSTART;VALUE=DATE:20141210",
                "RRULE:FREQ=DAILY;INTERVAL=1;COUNT=1", "SUMMARY:Ann's birthday", "END:VEVENT",
                "BEGIN:VEVENT", "UID:standup@google.com", "DTSTART;VALUE=DATE:20250106", "RRULE:FREQ=DAILY",
                "SUMMARY:Standup", "END:VEVENT",
                "BEGIN:VEVENT", "UID:bins@google.com", "DTSTART;VALUE=DATE:20250107", "RRULE:FREQ=WEEKLY;INTERVAL=2",
                "SUMMARY:Bins", "BEGIN:VALARM", "ACTION:NONE", "TRIGGER;VALUE=DATE-TIME:19760401T005545Z",
                "END:VALARM", "END:VEVENT", "END:VCALENDAR",
            ].joined(separator: "\r\n")
            let plan = try await test.sendJSON(
                "POST", "/api/v1/import?format=ics&dryRun=true", ics, contentType: "text/calendar")
            #expect(plan.status == 200, "\(plan.text)")
            let json = try plan.json()
            #expect(json["dryRun"] as? Bool == true)
            #expect(json["daysCreated"] as? Int == 1)
            #expect(json["daysSkipped"] as? Int == 2)
            let created = try #require(json["created"] as? [[String: Any]])
            #expect(created.first?["title"] as? String == "Ann's birthday")
            #expect(created.first?["line"] as? Int == 4)
            #expect(created.first?["reason"] as? String == "No stored day has this id.")
            let skipped = try #require(json["skipped"] as? [[String: Any]])
            #expect(skipped.compactMap { $0["line"] as? Int } == [10, 16])
            #expect(skipped.compactMap { $0["title"] as? String } == ["Standup", "Bins"])
            #expect(
                skipped.compactMap { $0["reason"] as? String } == [
                    "RRULE FREQ \"DAILY\" is not weekly, monthly or yearly.",
                    "RRULE INTERVAL 2 is not supported (only every week, month or year).",
                ])
            #expect(json["unchanged"] as? [Any] != nil && json["updated"] as? [Any] != nil)
            #expect(try await test.client.send("GET", "/api/v1/export?format=csv").text == before)

            let applied = try await test.sendJSON(
                "POST", "/api/v1/import?format=ics", ics, contentType: "text/calendar")
            #expect(applied.status == 200)
            #expect(try applied.json()["dryRun"] as? Bool == false)
            #expect(try applied.json()["daysCreated"] as? Int == 1)
            #expect(try applied.json()["daysSkipped"] as? Int == 2)
            let titles = try await test.jsonList("/api/v1/days?sort=title").compactMap { $0["title"] as? String }
            #expect(titles == ["Ann's birthday", "Keep me"])

            let bad = try await test.sendJSON(
                "POST", "/api/v1/import?format=ics&dryRun=maybe", ics, contentType: "text/calendar")
            #expect(bad.status == 400)
            #expect(bad.text.contains("dryRun"))
        }
    }
}

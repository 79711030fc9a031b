import Foundation
import Testing

@testable import HearthApp

/// Text fields refuse U+0000 and the other C0 controls (tab and line breaks stay allowed), with an
/// error naming the field, in the API, forms and imports. Before, SQLite cut the text at U+0000: a title of
/// "\u0000xyz" answered 201 and was stored empty, and two categories "\u0000a" and "\u0000b" both became "".
@Suite("Control characters: refused at validation, naming the field")
struct ControlCharacterTests {
    private func issueFields(_ reply: TestClient.Reply) throws -> [String] {
        let error = try #require(try reply.json()["error"] as? [String: Any])
        let issues = error["issues"] as? [[String: Any]] ?? []
        return issues.compactMap { $0["field"] as? String } + [error["field"] as? String].compactMap { $0 }
    }

    @Test func daysAndCategoriesRefuseThemAndStoreNothing() async throws {
        try await TestApp.run { test in
            let title = try await test.sendJSON("POST", "/api/v1/days", #"{"title":"\u0000xyz","date":"2030-01-01"}"#)
            #expect(title.status == 422, "\(title.text)")
            #expect(try issueFields(title).contains("title"))
            let notes = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title":"Trip","date":"2030-01-01","notes":"bell\u0007"}"#)
            #expect(notes.status == 422)
            #expect(try issueFields(notes).contains("notes"))
            // Tab and line breaks are fine in notes (a textarea sends CRLF).
            let multiline = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title":"Trip","date":"2030-01-01","notes":"one\r\ntwo\tthree"}"#)
            #expect(multiline.status == 201, "\(multiline.text)")
            #expect(try multiline.json()["notes"] as? String == "one\r\ntwo\tthree")
            let escape = try await test.sendJSON("POST", "/api/v1/days", #"{"title":"a\u001bb","date":"2030-01-01"}"#)
            #expect(escape.status == 422)

            for name in [#"\u0000a"#, #"\u0000b"#] {
                let reply = try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"\#(name)"}"#)
                #expect(reply.status == 422, "\(reply.text)")
                #expect(try issueFields(reply).contains("name"))
            }
            let days = try await test.jsonArray("/api/v1/days")
            #expect(days.map { $0["title"] as? String } == ["Trip"])
            #expect(try await test.jsonArray("/api/v1/categories").count == 1)  // Uncategorized only
        }
    }

    @Test func theDayFormShowsTheFormAgainWithTheMessageBesideTheTitle() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm("/days", [("title", "\u{0}Hidden"), ("date", "2030-01-01")])
            #expect(reply.status == 422, "\(reply.status)")
            #expect(reply.text.contains("control character"))
            #expect(try await test.jsonArray("/api/v1/days").isEmpty)
        }
    }

    @Test func anImportSkipsTheRecordAndSaysWhy() async throws {
        try await TestApp.run { test in
            let csv = "title,date\r\n\u{0}Hidden,2030-01-01\r\nShown,2030-02-01\r\n"
            let reply = try await test.sendJSON(
                "POST", "/api/v1/import?format=csv", csv, contentType: "text/csv")
            #expect(reply.status == 200, "\(reply.text)")
            let skipped = try #require(try reply.json()["skipped"] as? [[String: Any]])
            #expect(skipped.count == 1)
            let issues = skipped.first?["issues"] as? [[String: Any]] ?? []
            #expect(issues.contains { $0["field"] as? String == "title" })
            #expect(try await test.jsonArray("/api/v1/days").map { $0["title"] as? String } == ["Shown"])
        }
    }

    @Test func alarmsMixesAndWebhooksRefuseThem() async throws {
        try await TestApp.run { test in
            let alarm = try await test.sendJSON("POST", "/api/v1/alarms", #"{"time":"07:00","label":"wake\u0000"}"#)
            #expect(alarm.status == 422, "\(alarm.text)")
            #expect(try issueFields(alarm).contains("label"))
            let mix = try await test.sendJSON(
                "POST", "/api/v1/mixes", #"{"name":"Rain\u0001","mix":[{"sound":"rain-light","volume":50}]}"#)
            #expect(mix.status == 422, "\(mix.text)")
            #expect(try issueFields(mix).contains("name"))
            let webhook = try await test.sendJSON(
                "POST", "/api/v1/webhooks",
                #"{"name":"Lamp\u0000","url":"http://127.0.0.1:9/hook","events":["alarm.ring"]}"#)
            #expect(webhook.status == 422, "\(webhook.text)")
            #expect(try issueFields(webhook).contains("name"))
            #expect(try await test.jsonArray("/api/v1/alarms").isEmpty)
            #expect(try await test.jsonArray("/api/v1/mixes").isEmpty)
        }
    }
}

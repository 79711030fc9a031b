import Foundation
import Testing

@testable import HearthApp

/// Helpers for the days tests: JSON bodies and lists over the real server.
extension TestApp {
    func jsonList(_ path: String) async throws -> [[String: Any]] {
        let reply = try await client.send("GET", path)
        return try JSONSerialization.jsonObject(with: Data(reply.body)) as? [[String: Any]] ?? []
    }

    /// Creates a day through the API and returns its JSON.
    @discardableResult
    func createDay(_ json: String) async throws -> [String: Any] {
        let reply = try await sendJSON("POST", "/api/v1/days", json)
        #expect(reply.status == 201, "\(reply.text)")
        return try reply.json()
    }
}

@Suite("JSON API: /api/v1/days and /api/v1/categories")
struct DaysAPITests {
    @Test func createReadUpdateDeleteADay() async throws {
        try await TestApp.run(listening: true) { test in
            let created = try await test.createDay(
                #"{"title":"  Trip to Kyoto ","date":"2099-04-01","kind":"countdown","reminders":[{"daysBefore":1,"time":"09:00"}]}"#
            )
            let id = try #require(created["id"] as? String)
            #expect(created["title"] as? String == "Trip to Kyoto")
            #expect(created["nextOccurrence"] as? String == "2099-04-01")
            #expect((created["daysUntil"] as? Int ?? 0) > 0)
            #expect(created["daysSince"] is NSNull)
            #expect(created["ordinal"] is NSNull)
            #expect(created["categoryId"] as? String == "00000000-0000-0000-0000-000000000001")
            #expect((created["reminders"] as? [[String: Any]])?.first?["time"] as? String == "09:00")

            let read = try await test.client.send("GET", "/api/v1/days/\(id)")
            #expect(read.status == 200)
            #expect(try read.json()["title"] as? String == "Trip to Kyoto")

            let updated = try await test.sendJSON(
                "PUT", "/api/v1/days/\(id)", #"{"title":"Kyoto","date":"2099-04-02","pinned":true}"#)
            #expect(updated.status == 200)
            let json = try updated.json()
            #expect(json["title"] as? String == "Kyoto")
            #expect(json["pinned"] as? Bool == true)
            #expect(json["createdAt"] as? String == created["createdAt"] as? String)

            #expect(try await test.client.send("DELETE", "/api/v1/days/\(id)").status == 204)
            #expect(try await test.client.send("GET", "/api/v1/days/\(id)").status == 404)
            #expect(try await test.client.send("DELETE", "/api/v1/days/\(id)").status == 404)
        }
    }

    @Test func theListAnswerFollowsEveryChange() async throws {
        try await TestApp.run { test in
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
            let first = try await test.createDay(#"{"title":"One","date":"2099-01-01"}"#)
            #expect(try await test.jsonList("/api/v1/days").map { $0["title"] as? String } == ["One"])
            let id = first["id"] as? String ?? ""
            _ = try await test.sendJSON("PUT", "/api/v1/days/\(id)", #"{"title":"Uno","date":"2099-01-01"}"#)
            #expect(try await test.jsonList("/api/v1/days").map { $0["title"] as? String } == ["Uno"])
            _ = try await test.client.send("DELETE", "/api/v1/days/\(id)")
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func computedFieldsOfABirthdayAndALunarDay() async throws {
        try await TestApp.run { test in
            let birthday = try await test.createDay(#"{"title":"Mum","date":"1960-12-01","kind":"birthday"}"#)
            #expect(birthday["repeat"] as? String == "none")
            #expect((birthday["ordinal"] as? Int ?? 0) >= 66)
            #expect(birthday["daysSince"] is Int)
            #expect(birthday["nextOccurrence"] is String)
            let lunar = try await test.createDay(
                #"{"title":"奶奶","date":"2020-06-26","kind":"birthday","calendar":"chineseLunar","repeat":"yearly"}"#)
            let monthDay = try #require(lunar["lunar"] as? [String: Any])
            #expect(monthDay["month"] as? Int == 5)
            #expect(monthDay["day"] as? Int == 6)
            #expect(monthDay["isLeapMonth"] as? Bool == false)
        }
    }

    @Test(
        "Bad day input gets an error naming the field, and changes nothing",
        arguments: [
            (#"{"date":"2026-01-01"}"#, 422, "invalid_field", "title"),
            (#"{"title":"x","date":"2026-02-30"}"#, 422, "invalid_field", "date"),
            (#"{"title":"x","date":"2026-01-01","kind":"party"}"#, 422, "invalid_field", "kind"),
            (#"{"title":7,"date":"2026-01-01"}"#, 422, "invalid_field", "title"),
            (
                #"{"title":"x","date":"2026-01-01","reminders":[{"daysBefore":1,"time":"25:00"}]}"#, 422,
                "invalid_field", "reminders[0].time"
            ),
            (
                #"{"title":"x","date":"2026-01-01","categoryId":"9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d"}"#, 422,
                "invalid_field", "categoryId"
            ),
            (#"{"title":"x""#, 400, "malformed_json", nil),
            (#"["x"]"#, 400, "malformed_json", nil),
        ] as [(String, Int, String, String?)])
    func badDayInput(body: String, status: Int, code: String, field: String?) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("POST", "/api/v1/days", body)
            #expect(reply.status == status)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["code"] as? String == code)
            #expect(error["field"] as? String == field)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func aFormContentTypeIsRefusedWith415() async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title":"x","date":"2026-01-01"}"#, contentType: "text/plain")
            #expect(reply.status == 415)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func unknownOrMalformedIdsAre404() async throws {
        try await TestApp.run { test in
            #expect(try await test.client.send("GET", "/api/v1/days/nope").status == 404)
            let put = try await test.sendJSON(
                "PUT", "/api/v1/days/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d", #"{"title":"x","date":"2026-01-01"}"#)
            #expect(put.status == 404)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func listSearchesFiltersSortsAndPages() async throws {
        try await TestApp.run { test in
            let family = try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"Family"}"#).json()
            let familyId = try #require(family["id"] as? String)
            try await test.createDay(#"{"title":"Café opening","date":"2099-01-01"}"#)
            try await test.createDay(
                #"{"title":"Anniversary","date":"2010-05-05","kind":"anniversary","categoryId":"\#(familyId)"}"#)
            try await test.createDay(
                #"{"title":"Quit smoking","date":"2020-01-01","kind":"countUp","notes":"cafe free"}"#)

            let search = try await test.jsonList("/api/v1/days?q=CAFE")
            #expect(search.compactMap { $0["title"] as? String }.sorted() == ["Café opening", "Quit smoking"])
            let inFamily = try await test.jsonList("/api/v1/days?category=\(familyId)")
            #expect(inFamily.map { $0["title"] as? String } == ["Anniversary"])
            let byTitle = try await test.jsonList("/api/v1/days?sort=title")
            #expect(byTitle.map { $0["title"] as? String } == ["Anniversary", "Café opening", "Quit smoking"])
            let page = try await test.client.send("GET", "/api/v1/days?sort=title&limit=1&offset=1")
            #expect(page.header("X-Total-Count") == "3")
            #expect(
                (try JSONSerialization.jsonObject(with: Data(page.body)) as? [[String: Any]])?.first?["title"]
                    as? String
                    == "Café opening")
            #expect(try await test.client.send("GET", "/api/v1/days?sort=random").status == 400)
            #expect(try await test.client.send("GET", "/api/v1/days?limit=-1").status == 400)
        }
    }

    @Test func categoriesCrudAndTheUncategorizedDefault() async throws {
        try await TestApp.run { test in
            let initial = try await test.jsonList("/api/v1/categories")
            #expect(initial.map { $0["name"] as? String } == ["Uncategorized"])
            let uncategorized = "00000000-0000-0000-0000-000000000001"
            #expect(try await test.client.send("DELETE", "/api/v1/categories/\(uncategorized)").status == 409)

            let created = try await test.sendJSON(
                "POST", "/api/v1/categories", ##"{"name":" Work ","color":"#336699"}"##)
            #expect(created.status == 201)
            let id = try #require(try created.json()["id"] as? String)
            #expect(try created.json()["name"] as? String == "Work")
            let renamed = try await test.sendJSON("PUT", "/api/v1/categories/\(id)", #"{"name":"Office"}"#)
            #expect(try renamed.json()["name"] as? String == "Office")
            #expect(try renamed.json()["color"] as? String == "#336699")
            let bad = try await test.sendJSON("PUT", "/api/v1/categories/\(id)", #"{"name":"","color":"red"}"#)
            #expect(bad.status == 422)
            #expect(try await test.client.send("GET", "/api/v1/categories/\(id)").json()["name"] as? String == "Office")
            #expect(try await test.sendJSON("POST", "/api/v1/categories", #"{"name":5}"#).status == 422)
            #expect(try await test.client.send("DELETE", "/api/v1/categories/\(id)").status == 204)
            #expect(try await test.client.send("GET", "/api/v1/categories/\(id)").status == 404)
        }
    }

    @Test func deletingACategoryAsksAboutItsDays() async throws {
        try await TestApp.run { test in
            let work =
                try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"Work"}"#).json()["id"] as? String ?? ""
            let home =
                try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"Home"}"#).json()["id"] as? String ?? ""
            try await test.createDay(#"{"title":"Launch","date":"2099-01-01","categoryId":"\#(work)"}"#)
            try await test.createDay(#"{"title":"Review","date":"2099-02-01","categoryId":"\#(work)"}"#)

            let refused = try await test.client.send("DELETE", "/api/v1/categories/\(work)")
            #expect(refused.status == 409)
            #expect((try refused.json()["error"] as? [String: Any])?["code"] as? String == "category_not_empty")
            #expect(try await test.client.send("DELETE", "/api/v1/categories/\(work)?moveTo=\(work)").status == 422)
            #expect(try await test.client.send("DELETE", "/api/v1/categories/\(work)?moveTo=bogus").status == 422)
            #expect(try await test.jsonList("/api/v1/days?category=\(work)").count == 2)

            #expect(try await test.client.send("DELETE", "/api/v1/categories/\(work)?moveTo=\(home)").status == 204)
            #expect(try await test.jsonList("/api/v1/days?category=\(home)").count == 2)
            let counts = try await test.jsonList("/api/v1/categories")
            #expect(counts.first { $0["id"] as? String == home }?["dayCount"] as? Int == 2)

            #expect(try await test.client.send("DELETE", "/api/v1/categories/\(home)?deleteDays=true").status == 204)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }
}

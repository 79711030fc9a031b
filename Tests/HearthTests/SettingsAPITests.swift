import Foundation
import Testing

@testable import HearthApp

@Suite("JSON API: /api/v1/settings")
struct SettingsAPITests {
    @Test func getReturnsDefaults() async throws {
        try await TestApp.run(listening: true) { test in
            let json = try await test.client.send("GET", "/api/v1/settings").json()
            #expect(json["theme"] as? String == "system")
            #expect(json["contrast"] as? String == "standard")
            #expect(json["language"] as? String == "auto")
        }
    }

    @Test func putChangesOnlyTheGivenFields() async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("PUT", "/api/v1/settings", #"{"theme":"dark"}"#)
            #expect(reply.status == 200)
            let json = try await test.client.send("GET", "/api/v1/settings").json()
            #expect(json["theme"] as? String == "dark")
            #expect(json["contrast"] as? String == "standard")
        }
    }

    @Test(
        "Bad input gets a clear error naming the field, and changes nothing",
        arguments: [
            (#"{"theme":"purple"}"#, 422, "invalid_field", "theme"),
            (#"{"theme":"dark","contrast":7}"#, 422, "invalid_field", "contrast"),
            (#"{"colour":"dark"}"#, 422, "unknown_field", "colour"),
            (#"{"theme":"dark""#, 400, nil, nil),
            (#"["dark"]"#, 400, nil, nil),
        ] as [(String, Int, String?, String?)])
    func putRejectsBadInput(body: String, status: Int, code: String?, field: String?) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("PUT", "/api/v1/settings", body)
            #expect(reply.status == status)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect((error["message"] as? String)?.isEmpty == false)
            if let code { #expect(error["code"] as? String == code) }
            if let field { #expect(error["field"] as? String == field) }
            let after = try await test.client.send("GET", "/api/v1/settings").json()
            #expect(after["theme"] as? String == "system")
        }
    }

    @Test(
        "Bodies a foreign page could send without a preflight are refused",
        arguments: [
            "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain",
        ])
    func refusesSimpleContentTypes(contentType: String) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON(
                "PUT", "/api/v1/settings", #"{"theme":"dark"}"#, contentType: contentType)
            #expect(reply.status == 415)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
        }
    }

    @Test func refusesForeignOriginButAcceptsScriptsWithoutOne() async throws {
        try await TestApp.run { test in
            let foreign = try await test.sendJSON(
                "PUT", "/api/v1/settings", #"{"theme":"dark"}"#, headers: [("Origin", "http://evil.example")])
            #expect(foreign.status == 403)
            let same = try await test.sendJSON(
                "PUT", "/api/v1/settings", #"{"theme":"light"}"#, headers: [("Origin", test.origin)])
            #expect(same.status == 200)
            let script = try await test.sendJSON("PUT", "/api/v1/settings", #"{"theme":"dark"}"#)
            #expect(script.status == 200)
        }
    }

    @Test func unknownRoutesAndMethodsAnswerInJSON() async throws {
        try await TestApp.run { test in
            let missing = try await test.client.send("GET", "/api/v1/nothing")
            #expect(missing.status == 404)
            #expect((try missing.json()["error"] as? [String: Any])?["code"] as? String == "not_found")
            let wrongMethod = try await test.client.send("DELETE", "/api/v1/settings")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.header("Allow")?.contains("GET") == true)
            #expect(wrongMethod.header("Allow")?.contains("PUT") == true)
        }
    }
}

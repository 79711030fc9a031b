import Foundation
import HTTPServer
import Testing

@testable import HearthApp

/// `/api/v1/display-profiles`: create, read, update, delete; every style field validated by DisplayCore with the
/// field named; a refused request changes nothing; writes need the access code from other machines.
@Suite struct DisplayProfilesAPITests {
    static let lan = RemoteAddress(ip: "192.168.1.20", port: 50_000, isLoopback: false)

    func profiles(_ test: TestApp) async throws -> [[String: Any]] {
        let reply = try await test.client.send(
            "GET", "/api/v1/display-profiles", headers: [("Accept", "application/json")])
        return try JSONSerialization.jsonObject(with: Data(reply.body)) as? [[String: Any]] ?? []
    }

    @Test func aNewDatabaseHasOneDefaultProfile() async throws {
        try await TestApp.run { test in
            // Given a new data directory, when the profiles are listed
            let list = try await profiles(test)
            // then there is exactly one, shown at /display?profile=default
            #expect(list.count == 1)
            #expect(list.first?["name"] as? String == "Default")
            #expect(list.first?["displayPath"] as? String == "/display?profile=default")
        }
    }

    @Test func createReadUpdateDelete() async throws {
        try await TestApp.run { test in
            // Given a new profile with a partial style
            let created = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name":"  Bedroom  ","style":{"glow":0,"showsSeconds":true}}"#)
            #expect(created.status == 201)
            let body = try created.json()
            let id = try #require(body["id"] as? String)
            #expect(body["name"] as? String == "Bedroom")
            let style = try #require(body["style"] as? [String: Any])
            #expect(style["glow"] as? Int == 0)
            #expect(style["showsSeconds"] as? Bool == true)
            #expect(style["fontFamily"] as? String == "system")  // the rest is DisplayCore's default
            #expect(created.header("Location") == "/api/v1/display-profiles/\(id)")

            // When it is renamed and one field changes
            let updated = try await test.sendJSON(
                "PUT", "/api/v1/display-profiles/\(id)", #"{"name":"Guest room","style":{"fontWeight":700}}"#)
            #expect(updated.status == 200)
            let after = try updated.json()
            #expect(after["name"] as? String == "Guest room")
            let afterStyle = try #require(after["style"] as? [String: Any])
            #expect(afterStyle["fontWeight"] as? Int == 700)
            #expect(afterStyle["glow"] as? Int == 0)  // kept

            // then GET shows it, and DELETE removes it
            let read = try await test.client.send("GET", "/api/v1/display-profiles/\(id)")
            #expect(try read.json()["name"] as? String == "Guest room")
            #expect(try await test.client.send("DELETE", "/api/v1/display-profiles/\(id)").status == 204)
            #expect(try await test.client.send("GET", "/api/v1/display-profiles/\(id)").status == 404)
            #expect(try await profiles(test).count == 1)
        }
    }

    @Test(arguments: [
        (#"{"name":"A","style":{"digitColor":"red"}}"#, "style.digitColor"),
        (#"{"name":"A","style":{"glow":140}}"#, "style.glow"),
        (#"{"name":"A","style":{"fontFamily":"comic"}}"#, "style.fontFamily"),
        (#"{"name":"A","style":{"night":{"mode":"sunsetToSunrise"}}}"#, "style.night.latitude"),
        (##"{"name":"A","style":{"digitColor":"#111111","backgroundColor":"#000000"}}"##, "style.digitColor"),
        (#"{"name":"","style":{}}"#, "name"),
        (##"{"name":"A","colour":"#ffffff"}"##, "colour"),
    ])
    func badFieldsAreNamedAndChangeNothing(body: String, field: String) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("POST", "/api/v1/display-profiles", body)
            #expect(reply.status == 422)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["field"] as? String == field)
            #expect(error["code"] as? String == "invalid_field")
            #expect(try await profiles(test).count == 1)
        }
    }

    @Test func malformedBodiesAndDuplicatesAreRefused() async throws {
        try await TestApp.run { test in
            #expect(try await test.sendJSON("POST", "/api/v1/display-profiles", "{not json").status == 400)
            let wrongType = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name":"A"}"#, contentType: "text/plain")
            #expect([400, 415].contains(wrongType.status))
            // A name whose key is taken (case and spaces do not count) is a conflict.
            let duplicate = try await test.sendJSON("POST", "/api/v1/display-profiles", #"{"name":"DEFAULT"}"#)
            #expect(duplicate.status == 409)
            #expect(try duplicate.json()["error"].flatMap { $0 as? [String: Any] }?["field"] as? String == "name")
            // The last profile stays.
            let id = try #require(try await profiles(test).first?["id"] as? String)
            #expect(try await test.client.send("DELETE", "/api/v1/display-profiles/\(id)").status == 409)
            #expect(try await test.client.send("GET", "/api/v1/display-profiles/not-a-uuid").status == 404)
        }
    }

    @Test func writesFromOtherMachinesNeedTheAccessCode() async throws {
        try await TestApp.run({ $0.accessCode = "2468-1357" }) { test in
            let refused = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name":"Kitchen"}"#, from: Self.lan)
            #expect(refused.status == 401)
            let allowed = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name":"Kitchen"}"#,
                headers: [("Authorization", "Bearer 2468-1357")], from: Self.lan)
            #expect(allowed.status == 201)
            // Reading needs nothing.
            #expect(try await test.client.send("GET", "/api/v1/display-profiles", from: Self.lan).status == 200)
        }
    }

    @Test func theStateSaysWhatTheScreenDrawsNow() async throws {
        // At a fixed noon, so no night switch or midnight cuts the coming minutes short (a test at 22:50 did).
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-06-10T12:00:00+02:00") }) { test in
            let created = try await test.sendJSON(
                "POST", "/api/v1/display-profiles",
                #"{"name":"Wall","style":{"clockFormat":"twentyFourHour","randomColorEachMinute":true,"burnInShift":true}}"#
            )
            let id = try #require(try created.json()["id"] as? String)
            let reply = try await test.client.send("GET", "/api/v1/display-profiles/\(id)/state")
            #expect(reply.status == 200)
            let state = try reply.json()
            let clock = try #require(state["clock"] as? [String: Any])
            #expect(clock["hour12"] as? Bool == false)
            #expect(clock["timeZone"] as? String == "Europe/Berlin")
            // One colour and shift per coming minute (half an hour), each from a minute boundary after the first.
            let minutes = try #require(state["minutes"] as? [[String: Any]])
            #expect(minutes.count == 30)
            let starts = minutes.compactMap { ($0["start"] as? NSNumber)?.int64Value }
            #expect(starts.dropFirst().allSatisfy { $0 % 60_000 == 0 })
            #expect(minutes.allSatisfy { ($0["digits"] as? String)?.count == 7 })
            let bands = try #require(state["batteryBands"] as? [[String: Any]])
            #expect(bands.map { $0["band"] as? String } == ["red", "orange", "yellow", "green"])
        }
    }

    @Test func theServerTimeIsInMilliseconds() async throws {
        try await TestApp.run { test in
            let before = Date().timeIntervalSince1970 * 1000
            let reply = try await test.client.send("GET", "/api/v1/time")
            let after = Date().timeIntervalSince1970 * 1000
            let now = try #require((try reply.json()["now"] as? NSNumber)?.doubleValue)
            #expect(now >= before.rounded(.down) - 1 && now <= after + 1)
            #expect(reply.header("Cache-Control") == "no-store")
        }
    }
}

import Foundation
import Testing

@testable import HearthApp

@Suite("Noise API: /api/v1/noise, /api/v1/sounds, /api/v1/mixes, /api/v1/speaker")
struct NoiseAPITests {
    @Test func theCatalogListsEveryAmbientSoundWithWhereToFetchIt() async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", "/api/v1/sounds")
            #expect(reply.status == 200)
            let sounds = try #require(try JSONSerialization.jsonObject(with: Data(reply.body)) as? [[String: Any]])
            #expect(sounds.count >= 12)
            for sound in sounds {
                let id = try #require(sound["id"] as? String)
                #expect(sound["url"] as? String == "/sounds/\(id).wav")
                #expect((sound["name"] as? [String: String])?["zh-Hans"]?.isEmpty == false)
            }
            let categories = Set(sounds.compactMap { $0["category"] as? String })
            #expect(categories.isSuperset(of: ["noise", "nature", "mechanical", "indoors"]))
        }
    }

    @Test func aStoppedPlayerByDefault() async throws {
        try await TestApp.run { test in
            let state = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(state["playing"] as? Bool == false)
            #expect(state["state"] as? String == "stopped")
            #expect(state["outputs"] as? [String] == ["all-displays"])
            #expect(state["stopsAt"] is NSNull)
            #expect(state["sleepTimerMinutes"] is NSNull)
        }
    }

    @Test func putPlaysAMixWithATimer() async throws {
        try await TestApp.run { test in
            // Given a page listening on /events
            let before = Date()
            // When a phone starts a two-sound mix with a 30-minute timer
            let reply = try await test.sendJSON(
                "PUT", "/api/v1/noise",
                #"{"mix":[{"sound":"white-noise","volume":70},{"sound":"pink-noise","volume":40}],"#
                    + #""playing":true,"sleepTimerMinutes":30,"fadeOutSeconds":120,"volume":80}"#)
            // Then it plays, stops 30 minutes from now after a two-minute fade
            #expect(reply.status == 200)
            let state = try reply.json()
            #expect(state["playing"] as? Bool == true)
            #expect(state["state"] as? String == "playing")
            #expect(state["sound"] as? String == "white-noise")
            #expect((state["mix"] as? [[String: Any]])?.count == 2)
            let stopsAt = try #require((state["stopsAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
            let fadeStartsAt = try #require(
                (state["fadeStartsAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
            #expect(abs(stopsAt.timeIntervalSince(before) - 1800) < 5)
            #expect(abs(stopsAt.timeIntervalSince(fadeStartsAt) - 120) < 0.5)
            // And the stored state is what GET answers, byte for byte
            let again = try await test.client.send("GET", "/api/v1/noise")
            #expect(again.body == reply.body)
            // And the change was logged once
            #expect(test.logs.lines("Noise change").count == 1)
        }
    }

    @Test(
        "Every field is validated; the error names it and nothing changes",
        arguments: [
            (#"{"sound":"no-such-sound","playing":true}"#, 422, "unknown_sound", "sound"),
            (#"{"mix":[{"sound":"white-noise"},{"sound":"nope"}]}"#, 422, "unknown_sound", "mix[1].sound"),
            (#"{"mix":[{"sound":"white-noise","volume":101}]}"#, 422, "invalid_field", "mix[0].volume"),
            (#"{"mix":[{"sound":"white-noise"},{"sound":"white-noise"}]}"#, 422, "invalid_field", "mix[1].sound"),
            (#"{"volume":-1}"#, 422, "invalid_field", "volume"),
            (#"{"volume":"loud"}"#, 422, "invalid_field", "volume"),
            (
                #"{"sound":"white-noise","playing":true,"sleepTimerMinutes":721}"#, 422, "invalid_field",
                "sleepTimerMinutes"
            ),
            (#"{"fadeOutSeconds":5}"#, 422, "invalid_field", "fadeOutSeconds"),
            (#"{"outputs":["kitchen"]}"#, 422, "invalid_field", "outputs"),
            (#"{"outputs":[]}"#, 422, "invalid_field", "outputs"),
            (#"{"outputs":["speaker"]}"#, 422, "invalid_field", "outputs"),
            (#"{"playing":"yes"}"#, 422, "invalid_field", "playing"),
            (#"{"playing":true}"#, 422, "invalid_field", "mix"),
            (#"{"stopsAt":"2030-01-01T00:00:00Z"}"#, 422, "read_only_field", "stopsAt"),
            (#"{"colour":"blue"}"#, 422, "unknown_field", "colour"),
            (#"{"mix":[{"sound":"white-noise","gain":3}]}"#, 422, "unknown_field", "mix[0].gain"),
            (#"{"playing":true"#, 400, nil, nil),
        ] as [(String, Int, String?, String?)])
    func badInputIsRefused(body: String, status: Int, code: String?, field: String?) async throws {
        try await TestApp.run { test in
            let before = try await test.client.send("GET", "/api/v1/noise").body
            let reply = try await test.sendJSON("PUT", "/api/v1/noise", body)
            #expect(reply.status == status)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect((error["message"] as? String)?.isEmpty == false)
            if let code { #expect(error["code"] as? String == code) }
            if let field { #expect(error["field"] as? String == field) }
            #expect(try await test.client.send("GET", "/api/v1/noise").body == before)
        }
    }

    @Test(
        "An error message says what the field takes, in the API's own words",
        arguments: [
            (#"{"outputs":["kitchen"]}"#, "outputs", #""all-displays""#),
            (#"{"mix":"rain"}"#, "mix", "a list of"),
            (#"{"mix":["rain"]}"#, "mix[0]", "a list of"),
        ])
    func errorMessagesSayWhatTheFieldTakes(body: String, field: String, phrase: String) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("PUT", "/api/v1/noise", body)
            #expect(reply.status == 422)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["field"] as? String == field)
            let message = try #require(error["message"] as? String)
            #expect(message.contains(phrase), "\(message)")
        }
    }

    @Test func extendMovesTheStopFifteenMinutesAndNeedsSomethingPlaying() async throws {
        try await TestApp.run { test in
            let idle = try await test.client.send("POST", "/api/v1/noise/extend")
            #expect(idle.status == 409)
            #expect((try idle.json()["error"] as? [String: Any])?["code"] as? String == "nothing_to_extend")
            let started = try await test.sendJSON(
                "PUT", "/api/v1/noise", #"{"sound":"brown-noise","playing":true,"sleepTimerMinutes":20}"#
            ).json()
            let extended = try await test.client.send("POST", "/api/v1/noise/extend").json()
            let before = try #require((started["stopsAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
            let after = try #require((extended["stopsAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
            #expect(after.timeIntervalSince(before) == 900)
        }
    }

    @Test func noiseControlIsOpenButMixesNeedTheAccessCode() async throws {
        try await TestApp.run({
            $0.trustLoopback = false; $0.accessCode = "2468"
        }) { test in
            // Playing is open to every client, like the display
            let play = try await test.sendJSON("PUT", "/api/v1/noise", #"{"sound":"white-noise","playing":true}"#)
            #expect(play.status == 200)
            // Saving a mix is not
            let body = #"{"name":"Rainy night","mix":[{"sound":"white-noise","volume":60}],"volume":70}"#
            let refused = try await test.sendJSON("POST", "/api/v1/mixes", body)
            #expect(refused.status == 401)
            #expect(try await test.client.send("GET", "/api/v1/mixes").text == "[]")
            let saved = try await test.sendJSON(
                "POST", "/api/v1/mixes", body, headers: [("Authorization", "Bearer 2468")])
            #expect(saved.status == 201)
            let mix = try saved.json()
            #expect(mix["name"] as? String == "Rainy night")
            #expect(mix["volume"] as? Double == 70)
            let id = try #require(mix["id"] as? String)
            // A second mix of the same name is a conflict
            let twice = try await test.sendJSON(
                "POST", "/api/v1/mixes", body, headers: [("Authorization", "Bearer 2468")])
            #expect(twice.status == 409)
            let deleteRefused = try await test.client.send("DELETE", "/api/v1/mixes/\(id)")
            #expect(deleteRefused.status == 401)
            let deleted = try await test.client.send(
                "DELETE", "/api/v1/mixes/\(id)", headers: [("Authorization", "Bearer 2468")])
            #expect(deleted.status == 204)
            #expect(try await test.client.send("GET", "/api/v1/mixes").text == "[]")
        }
    }

    @Test(
        "A mix is checked before it is saved",
        arguments: [
            (#"{"name":"","mix":[{"sound":"white-noise"}]}"#, "name"),
            (#"{"name":"x","mix":[]}"#, "mix"),
            (#"{"name":"x","mix":[{"sound":"nope"}]}"#, "mix[0].sound"),
            (#"{"name":"x","mix":[{"sound":"white-noise"}],"colour":1}"#, "colour"),
        ])
    func badMixesAreRefused(body: String, field: String) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("POST", "/api/v1/mixes", body)
            #expect(reply.status == 422)
            #expect((try reply.json()["error"] as? [String: Any])?["field"] as? String == field)
            #expect(try await test.client.send("GET", "/api/v1/mixes").text == "[]")
        }
    }

    @Test func withoutASpeakerTheSpeakerIsOff() async throws {
        try await TestApp.run { test in
            let speaker = try await test.client.send("GET", "/api/v1/speaker").json()
            #expect(speaker["device"] is NSNull)
            #expect(speaker["state"] as? String == "off")
        }
    }

    @Test func aRestartResumesWhatPlayed() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            try await TestApp.run(dataDirectory: directory) { test in
                _ = try await test.sendJSON(
                    "PUT", "/api/v1/noise", #"{"mix":[{"sound":"fan","volume":55}],"playing":true,"volume":65}"#)
            }
            try await TestApp.run(dataDirectory: directory) { test in
                let state = try await test.client.send("GET", "/api/v1/noise").json()
                #expect(state["playing"] as? Bool == true)
                #expect(state["volume"] as? Double == 65)
                #expect((state["mix"] as? [[String: Any]])?.first?["volume"] as? Double == 55)
            }
        }
    }
}

import Foundation
import Testing

@testable import HearthApp

@Suite("Noise pages: /noise and its forms without JavaScript")
struct NoisePagesTests {
    @Test func theNoisePageShowsEveryCategoryAndThePlayer() async throws {
        try await TestApp.run { test in
            let page = try await test.client.send("GET", "/noise")
            #expect(page.status == 200)
            for text in [
                "Noise", "Nature", "Mechanical", "Indoors", "Now playing", "data-sound-id=\"rain-heavy\"",
                "/js/noise.js", "name=\"sleepTimerMinutes\"", "Every screen",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            let chinese = try await test.client.send("GET", "/noise", headers: [("Accept-Language", "zh-CN")])
            #expect(chinese.text.contains("正在播放"))
        }
    }

    @Test func aTileStartsItsSoundAndTheStopButtonStopsIt() async throws {
        try await TestApp.run { test in
            let played = try await test.postForm("/noise/sound", [("sound", "ocean-waves"), ("mode", "toggle")])
            #expect(played.status == 303)
            #expect(played.header("Location") == "/noise")
            var state = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(state["sound"] as? String == "ocean-waves")
            #expect(state["playing"] as? Bool == true)
            let added = try await test.postForm("/noise/sound", [("sound", "wind"), ("mode", "add")])
            #expect(added.status == 303)
            state = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(
                (state["mix"] as? [[String: Any]])?.compactMap { $0["sound"] as? String } == ["ocean-waves", "wind"])
            let page = try await test.client.send("GET", "/noise").text
            #expect(page.contains("data-sound-id=\"wind\" data-sound-url=\"/sounds/wind.wav\""))
            let stopped = try await test.postForm("/noise", [("action", "stop")])
            #expect(stopped.status == 303)
            state = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(state["playing"] as? Bool == false)
        }
    }

    @Test func aBadValueIsShownBesideItsFieldAndChangesNothing() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm(
                "/noise", [("volume", "150"), ("sleepTimerMinutes", ""), ("fadeOutSeconds", "60"), ("action", "apply")])
            #expect(reply.status == 422)
            #expect(reply.text.contains("A volume is a number from 0 to 100."))
            #expect(reply.text.contains("aria-invalid=\"true\""))
            let state = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(state["volume"] as? Double == 100)
        }
    }

    @Test func aSharedLinkOffersTheSameMixAndPlaysItOnRequest() async throws {
        try await TestApp.run { test in
            let page = try await test.client.send("GET", "/noise?mix=rain-light:40,fireplace:65&volume=55")
            #expect(page.text.contains("Play this mix"))
            #expect(page.text.contains("value=\"rain-light:40,fireplace:65\""))
            // Looking at the link changed nothing
            #expect(try await test.client.send("GET", "/api/v1/noise").json()["playing"] as? Bool == false)
            _ = try await test.postForm("/noise/play-mix", [("mix", "rain-light:40,fireplace:65"), ("volume", "55")])
            let state = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(state["playing"] as? Bool == true)
            #expect(state["volume"] as? Double == 55)
            let mix = try #require(state["mix"] as? [[String: Any]])
            #expect(mix.compactMap { $0["sound"] as? String } == ["rain-light", "fireplace"])
            #expect(mix.compactMap { $0["volume"] as? Double } == [40, 65])
            // And the page's own share link names it
            let after = try await test.client.send("GET", "/noise").text
            #expect(after.contains("/noise?mix=rain-light:40,fireplace:65&amp;volume=55"))
        }
    }

    @Test func savingAMixNeedsTheAccessCodeButPlayingDoesNot() async throws {
        try await TestApp.run({
            $0.trustLoopback = false; $0.accessCode = "2468"
        }) { test in
            let played = try await test.postForm("/noise/sound", [("sound", "fan"), ("mode", "toggle")])
            #expect(played.status == 303)
            let save = try await test.postForm("/noise/mixes", [("name", "Fan night")])
            #expect(save.status == 303)
            #expect(save.header("Location")?.hasPrefix("/login") == true)
            #expect(try await test.client.send("GET", "/api/v1/mixes").text == "[]")
        }
    }

    @Test func anIdleHomePageCarriesNoCSRFToken() async throws {
        try await TestApp.run { test in
            // Given nothing plays: the stop form is hidden, so the page needs no token and sets no cookie
            let idle = try await test.client.send("GET", "/")
            #expect(idle.text.contains("data-now-playing-stop"))
            #expect(!idle.text.contains("name=\"_csrf\""))
            #expect(!idle.headers("Set-Cookie").contains { $0.hasPrefix("hearth_csrf=") })
            // When sound plays
            _ = try await test.sendJSON("PUT", "/api/v1/noise", #"{"sound":"cafe","playing":true}"#)
            // Then the page carries the visitor's token, and a form post with it stops the sound
            let playing = try await test.client.send("GET", "/")
            #expect(playing.text.contains("name=\"_csrf\""))
            #expect(playing.headers("Set-Cookie").contains { $0.hasPrefix("hearth_csrf=") })
            let stopped = try await test.postForm("/noise", [("action", "stop"), ("redirect", "/")])
            #expect(stopped.status == 303)
            #expect(try await test.client.send("GET", "/api/v1/noise").json()["playing"] as? Bool == false)
        }
    }

    @Test func theHomePageShowsWhatPlays() async throws {
        try await TestApp.run { test in
            #expect(try await test.client.send("GET", "/").text.contains("data-now-playing data-state=\"stopped\""))
            _ = try await test.sendJSON("PUT", "/api/v1/noise", #"{"sound":"cafe","playing":true}"#)
            let home = try await test.client.send("GET", "/").text
            #expect(home.contains("data-now-playing data-state=\"playing\""))
            #expect(home.contains("Café") || home.contains("Cafe"))
        }
    }
}

@Suite("Noise: one write path")
struct NoiseWritePathTests {
    /// What a change leaves behind: the state's mix and playing flag, and the log line's fields but the time.
    static func trace(_ test: TestApp) async throws -> String {
        let state = try await test.client.send("GET", "/api/v1/noise").json()
        let line = try #require(test.logs.lines("Noise change").first)
        let mix = (state["mix"] as? [[String: Any]])?.map { "\($0["sound"] ?? "")=\($0["volume"] ?? "")" } ?? []
        return "\(mix) \(state["playing"] ?? "") \(line.level) \(line.metadata["sounds"] ?? "") "
            + "\(line.metadata["state"] ?? "") \(line.metadata["outputs"] ?? "")"
    }

    @Test func aFormAndTheAPIStoreTheSameStateAndLogTheSameLine() async throws {
        let viaForm = try await TestApp.run { test in
            _ = try await test.postForm("/noise/sound", [("sound", "stream"), ("mode", "toggle")])
            return try await Self.trace(test)
        }
        let viaAPI = try await TestApp.run { test in
            _ = try await test.sendJSON("PUT", "/api/v1/noise", #"{"sound":"stream","playing":true}"#)
            return try await Self.trace(test)
        }
        #expect(viaForm == viaAPI)
        #expect(viaForm.contains("stream=100"))
    }
}

import Foundation
import HTTPServer
import Testing

@testable import HearthApp

/// `/display` and the display profile settings pages: server-rendered without JavaScript, forms that post and
/// redirect, inline errors naming the field, presets, and the live event every screen follows.
@Suite struct DisplayPagesTests {
    func firstProfileID(_ test: TestApp) async throws -> String {
        let reply = try await test.client.send("GET", "/api/v1/display-profiles")
        let list = try JSONSerialization.jsonObject(with: Data(reply.body)) as? [[String: Any]] ?? []
        return try #require(list.first?["id"] as? String)
    }

    /// Saturday 14 March 2026, 11:11:20 in Kolkata: the server's clock in the test, never today.
    static let fixedInstant = Date(timeIntervalSince1970: 1_773_466_880)

    @Test func theDisplayShowsTheServersTimeWithoutJavaScript() async throws {
        try await TestApp.run({
            $0.timeZone = TimeZone(identifier: "Asia/Kolkata")!
            $0.testClockStart = Self.fixedInstant
        }) { test in
            _ = try await test.sendJSON(
                "PUT", "/api/v1/display-profiles/\(try await firstProfileID(test))",
                #"{"style":{"clockFormat":"twentyFourHour","overlays":{"timeZone":true}}}"#)
            let reply = try await test.client.send("GET", "/display?profile=Default")
            #expect(reply.status == 200)
            let html = reply.text
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "Asia/Kolkata")!
            formatter.dateFormat = "HH:mm"
            let now = try #require(test.app.site.testClock).now()
            #expect(now.timeIntervalSince(Self.fixedInstant) < 60)
            let candidates = Set([-3.0, 0, 3].map { formatter.string(from: now.addingTimeInterval($0)) })
            let spoken = html.components(separatedBy: "data-display-spoken>").dropFirst().first?
                .components(separatedBy: "<").first
            #expect(spoken.map(candidates.contains) == true, "\(spoken ?? "nothing") is not the server's time")
            #expect(html.contains(#"<meta http-equiv="refresh""#))
            #expect(html.contains("Asia/Kolkata · UTC+5:30"))
            #expect(html.contains("/display/style.css?digits="))
            #expect(!html.contains("style=\""))  // no inline style (CSP)
            #expect(reply.header("Cache-Control") == "no-store")
        }
    }

    @Test func anUnknownProfileShowsTheDefaultWithANote() async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", "/display?profile=attic")
            #expect(reply.status == 200)
            #expect(reply.text.contains("There is no display profile named “attic”, so this shows “Default”."))
        }
    }

    @Test func theStylesheetIsMadeFromItsQueryAlone() async throws {
        try await TestApp.run { test in
            let good = try await test.client.send(
                "GET",
                "/display/style.css?digits=ff0000&background=000000&overlay=ff0000&glow=40&digitOpacity=100&overlayOpacity=85&shiftX=-3&shiftY=3"
            )
            #expect(good.status == 200)
            #expect(good.header("Content-Type")?.hasPrefix("text/css") == true)
            #expect(good.text.contains("--display-glow: 0.40;"))
            #expect(good.text.contains("--display-shift-x: -3px;"))
            let bad = try await test.client.send(
                "GET", "/display/style.css?digits=red&background=000000&overlay=ff0000&glow=40")
            #expect(bad.status == 400)
        }
    }

    @Test func profilesAreCreatedEditedAndDeletedWithPlainForms() async throws {
        try await TestApp.run { test in
            // Create
            let created = try await test.postForm("/settings/display", [("name", "Kitchen")])
            #expect(created.status == 303)
            let location = try #require(created.header("Location"))
            #expect(location.hasPrefix("/settings/display/") && location.hasSuffix("?saved=created"))
            let path = String(location.split(separator: "?")[0])
            let form = try await test.client.send("GET", path)
            #expect(form.text.contains(#"id="field-night-brightness""#))

            // An invalid value comes back with the field named, and nothing changes
            let refused = try await test.postForm(
                path, [("name", "Kitchen"), ("digitColor", "#222222"), ("backgroundColor", "#000000")])
            #expect(refused.status == 422)
            #expect(refused.text.contains(##"href="#field-digitColor""##))
            #expect(refused.text.contains(#"aria-invalid="true""#))

            // A preset, then a rename with unchecked boxes meaning off
            let preset = try await test.postForm(path, [("name", "Kitchen"), ("preset", "day")])
            #expect(preset.status == 303)
            let id = String(path.split(separator: "/").last!)
            let afterPreset = try await test.client.send("GET", "/api/v1/display-profiles/\(id)").json()
            let style = try #require(afterPreset["style"] as? [String: Any])
            #expect(
                style["backgroundColor"] as? String == "#FFFFFF" || style["backgroundColor"] as? String == "#ffffff")
            let renamed = try await test.postForm(path, [("name", "Kitchen wall"), ("glow", "0")])
            #expect(renamed.status == 303)
            let after = try await test.client.send("GET", "/api/v1/display-profiles/\(id)").json()
            #expect(after["name"] as? String == "Kitchen wall")
            #expect((after["style"] as? [String: Any])?["burnInShift"] as? Bool == false)

            // Delete after a confirmation page
            #expect(try await test.client.send("GET", path + "/delete").status == 200)
            let deleted = try await test.postForm(path + "/delete", [])
            #expect(deleted.status == 303)
            #expect(try await test.client.send("GET", "/api/v1/display-profiles/\(id)").status == 404)
        }
    }

    @Test func formsFromOtherMachinesGoToLogin() async throws {
        try await TestApp.run({ $0.accessCode = "2468-1357" }) { test in
            let lan = RemoteAddress(ip: "192.168.1.20", port: 50_000, isLoopback: false)
            let reply = try await test.postForm("/settings/display", [("name", "Porch")], from: lan)
            #expect(reply.status == 303)
            #expect(reply.header("Location")?.hasPrefix("/login") == true)
        }
    }

    @Test func everyPageOfTheFeatureRendersInBothLanguages() async throws {
        try await TestApp.run { test in
            let id = try await firstProfileID(test)
            for language in ["en", "zh-Hans"] {
                for path in [
                    "/display", "/settings/display", "/settings/display/\(id)", "/settings/display/\(id)/delete",
                ] {
                    let reply = try await test.client.send("GET", path, headers: [("Accept-Language", language)])
                    #expect(reply.status == 200, "\(path) \(language)")
                    #expect(!reply.text.contains("display.settings."), "an untranslated key on \(path)")
                }
            }
        }
    }

    @Test func aChangeReachesEveryOpenPageOverEvents() async throws {
        try await TestApp.run(listening: true) { test in
            let stream = try EventStreamReader(port: test.port)
            defer { stream.close() }
            try await stream.waitUntilConnected()
            let id = try await firstProfileID(test)
            _ = try await test.sendJSON("PUT", "/api/v1/display-profiles/\(id)", #"{"style":{"glow":5}}"#)
            _ = try await stream.read(until: "event: display-profile")
            let text = try await stream.read(until: "\n\n", after: "event: display-profile")
            #expect(text.contains(#""id":"\#(id)""#))
            #expect(text.contains(#""deleted":false"#))
        }
    }
}

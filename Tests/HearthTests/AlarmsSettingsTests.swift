import AlarmKitCore
import Foundation
import Testing

@testable import HearthApp

/// The alarm settings (how a configured speaker rings): the API, the no-JavaScript form, and that they are stored.
@Suite("Alarm settings: the speaker rings always or as a backstop")
struct AlarmsSettingsTests {
    @Test func theAPIReadsAndStoresTheSettingAndRefusesBadValues() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            try await TestApp.run(dataDirectory: folder) { test in
                // Given the default: always (no speaker configured in this test)
                let initial = try await test.client.send("GET", "/api/v1/alarm-settings")
                #expect(initial.text == #"{"backstopSeconds":5,"speakerConfigured":false,"speakerRinging":"always"}"#)
                // When set to backstop
                let saved = try await test.sendJSON("PUT", "/api/v1/alarm-settings", #"{"speakerRinging":"backstop"}"#)
                #expect(saved.status == 200)
                #expect(try saved.json()["speakerRinging"] as? String == "backstop")
                #expect(test.logs.lines("Alarm speaker setting changed").first?.metadata["new"] == "backstop")
                // Then bad requests name their field and change nothing
                let bad = try await test.sendJSON("PUT", "/api/v1/alarm-settings", #"{"speakerRinging":"never"}"#)
                #expect(bad.status == 422)
                #expect(try TestApp.error(bad)["field"] as? String == "speakerRinging")
                let type = try await test.sendJSON("PUT", "/api/v1/alarm-settings", #"{"speakerRinging":1}"#)
                #expect(try TestApp.error(type)["field"] as? String == "speakerRinging")
                let unknown = try await test.sendJSON("PUT", "/api/v1/alarm-settings", #"{"mode":"always"}"#)
                #expect(try TestApp.error(unknown)["code"] as? String == "unknown_field")
                #expect(try await test.sendJSON("PUT", "/api/v1/alarm-settings", "nope").status == 400)
                let form = try await test.sendJSON(
                    "PUT", "/api/v1/alarm-settings", "speakerRinging=always",
                    contentType: "application/x-www-form-urlencoded")
                #expect(form.status == 415)
                let stranger = try await test.sendJSON(
                    "PUT", "/api/v1/alarm-settings", #"{"speakerRinging":"always"}"#, from: B2.stranger)
                #expect(stranger.status == 401)
                #expect(await test.app.site.alarms.currentSettings.speakerRinging == .backstop)
            }
            // And a restart keeps it
            try await TestApp.run(dataDirectory: folder) { test in
                #expect(await test.app.site.alarms.currentSettings.speakerRinging == .backstop)
            }
        }
    }

    @Test func theFormSavesWithoutJavaScriptAndNamesABadChoice() async throws {
        try await TestApp.run { test in
            // Given the settings page, linked from /settings, with "always" checked
            let settings = try await test.client.send("GET", "/settings")
            #expect(settings.text.contains(#"href="/settings/alarms""#))
            let page = try await test.client.send("GET", "/settings/alarms")
            #expect(page.status == 200)
            #expect(page.text.contains(#"value="always" aria-describedby="speaker-ringing-always-hint" checked"#))
            #expect(page.text.contains("start Hearth with --speaker"))
            // When the form posts backstop (with its CSRF token)
            let saved = try await test.postForm("/settings/alarms", [("speakerRinging", "backstop")])
            #expect(saved.status == 303)
            #expect(saved.header("Location") == "/settings/alarms?saved=1")
            #expect(await test.app.site.alarms.currentSettings.speakerRinging == .backstop)
            let again = try await test.client.send("GET", "/settings/alarms?saved=1")
            #expect(again.text.contains(#"value="backstop" aria-describedby="speaker-ringing-backstop-hint" checked"#))
            // Then a bad choice is named beside the field and changes nothing; a post without a token is refused
            let bad = try await test.postForm("/settings/alarms", [("speakerRinging", "never")])
            #expect(bad.status == 422)
            #expect(bad.text.contains("speaker-ringing-error"))
            let forged = try await test.postForm("/settings/alarms", [("speakerRinging", "always")], csrf: "")
            #expect(forged.status == 403)
            #expect(await test.app.site.alarms.currentSettings.speakerRinging == .backstop)
            // And the page is in Chinese too
            let chinese = try await test.client.send(
                "GET", "/settings/alarms", headers: [("Accept-Language", "zh-Hans")])
            #expect(chinese.text.contains("仅作后备"))
        }
    }
}

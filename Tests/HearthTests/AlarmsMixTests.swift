import Foundation
import Testing

@testable import HearthApp

/// An alarm whose sound is a saved ambient mix: what pages get to ring it, the editor's choices, and what the list
/// and editor say once the mix is deleted.
@Suite("Alarms: an ambient mix as an alarm's sound")
struct AlarmsMixTests {
    @Test func aRingingMixAlarmCarriesItsMixAndADeletedMixFallsBackToTheDefaultTone() async throws {
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-10-01T06:00:00+02:00") }) { test in
            // Given a saved mix and an alarm at 07:00 that rings it
            let saved = try await test.sendJSON(
                "POST", "/api/v1/mixes",
                #"{"name":"Rain","mix":[{"sound":"rain-light","volume":50},{"sound":"brown-noise","volume":25}],"#
                    + #""volume":80}"#)
            #expect(saved.status == 201)
            let mixId = try #require(try saved.json()["id"] as? String)
            let id = try #require(
                try await test.createAlarm(
                    #"{"time":"07:00","repeatDays":["thu","fri"],"sound":"mix:\#(mixId)","volume":60}"#)["id"]
                    as? String)
            // The editor offers the mix, selected, with its sounds for the preview
            let editor = try await test.client.send("GET", "/alarms/\(id)/edit")
            #expect(editor.text.contains(#"<optgroup label="Ambient mixes">"#))
            #expect(
                editor.text.contains(
                    #"value="mix:\#(mixId)" data-url="/sounds/rain-light.wav" data-layers="/sounds/rain-light.wav 40.00;/sounds/brown-noise.wav 20.00" selected>Rain</option>"#
                ))
            // When it rings
            test.app.site.testClock?.set(B2.instant("2026-10-01T07:00:00+02:00"))
            await test.app.site.alarms.advance()
            // Then pages get the mix's sounds at their volumes, and the default tone as the fallback
            let ringing = try await test.jsonList("/api/v1/ringing")
            let mix = try #require(ringing.first?["mix"] as? [String: Any])
            #expect(mix["name"] as? String == "Rain")
            #expect(mix["volume"] as? Double == 80)
            let layers = try #require(mix["layers"] as? [[String: Any]])
            #expect(layers.map { $0["soundURL"] as? String } == ["/sounds/rain-light.wav", "/sounds/brown-noise.wav"])
            #expect(layers.map { $0["volume"] as? Double } == [50, 25])
            #expect(ringing.first?["soundURL"] as? String == "/sounds/chime.wav")
            _ = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}")

            // When the mix is deleted
            #expect(try await test.client.send("DELETE", "/api/v1/mixes/\(mixId)").status == 204)
            // Then the list and the editor say it rings the default tone, in both languages
            let list = try await test.client.send("GET", "/alarms")
            #expect(list.text.contains("Its mix was deleted: it rings Rising chime instead"))
            let chinese = try await test.client.send("GET", "/alarms", headers: [("Accept-Language", "zh-Hans")])
            #expect(chinese.text.contains("它的混音已被删除：改响渐升钟声"))
            let orphan = try await test.client.send("GET", "/alarms/\(id)/edit")
            #expect(orphan.text.contains(#"selected>Deleted mix (rings Rising chime)</option>"#))
            #expect(orphan.text.contains(#"id="sound-note""#))
            #expect(!orphan.text.contains("Ambient mixes"))
            // And the alarm stays editable and can be duplicated, but no alarm can pick a mix that does not exist
            let edited = try await test.sendJSON(
                "PUT", "/api/v1/alarms/\(id)",
                #"{"time":"07:00","repeatDays":["thu","fri"],"sound":"mix:\#(mixId)","volume":60,"label":"Still"}"#)
            #expect(edited.status == 200)
            #expect(try await test.postForm("/alarms/\(id)/duplicate", []).status == 303)
            let unknown = try await test.sendJSON(
                "POST", "/api/v1/alarms", #"{"time":"08:00","sound":"mix:\#(UUID().uuidString.lowercased())"}"#)
            #expect(unknown.status == 422)
            #expect(try TestApp.error(unknown)["field"] as? String == "sound")
            let switched = try await test.sendJSON(
                "PUT", "/api/v1/alarms/\(id)", #"{"time":"07:00","sound":"mix:\#(UUID().uuidString.lowercased())"}"#)
            #expect(switched.status == 422)
            // And its next ring carries no mix: the default tone plays
            test.app.site.testClock?.set(B2.instant("2026-10-02T07:00:00+02:00"))
            await test.app.site.alarms.advance()
            let again = try await test.jsonList("/api/v1/ringing")
            #expect(again.first?["alarmId"] as? String == id)
            #expect(again.first?["mix"] is NSNull)
            #expect(again.first?["soundURL"] as? String == "/sounds/chime.wav")
        }
    }
}

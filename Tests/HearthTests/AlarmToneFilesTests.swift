import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

@Suite("/sounds/{id}.wav serves the alarm tones like the ambient sounds; catalog ids never clash")
struct AlarmToneFilesTests {
    @Test func everyAlarmToneIsServedOnceWithValidatorsRangesAndImmutableCaching() async throws {
        try await TestApp.run(listening: true) { test in
            let tones = try SoundCatalog.load(
                contentsOf: TestApp.webDirectory.appendingPathComponent("alarm-sounds.json"), kind: .alarm)
            #expect(tones.entries.count == 6)
            for tone in tones.entries {
                let path = "/sounds/\(tone.id).wav"
                // Given the speaker's copy of the tone (rendered on first use)
                let speaker = try await test.app.site.sound.library.loop(for: tone)
                // When a browser asks for it, then it gets the same samples as a WAV file with validators
                let whole = try await test.client.send("GET", path)
                #expect(whole.status == 200, "\(path)")
                let etag = try whole.expectServedAsImmutableWAV()
                let served = try AudioLoop(wavData: Data(whole.body))
                #expect(served.samples == speaker.samples, "\(path) is not the tone the speaker plays")
                // And a range is exactly those bytes, and a cached copy is confirmed without them
                let part = try await test.client.send("GET", path, headers: [("Range", "bytes=44-1043")])
                #expect(part.status == 206)
                #expect(part.header("Content-Range") == "bytes 44-1043/\(whole.body.count)")
                #expect(part.body == Array(whole.body[44...1043]))
                let cached = try await test.client.send("GET", path, headers: [("If-None-Match", etag)])
                #expect(cached.status == 304)
                #expect(cached.body.isEmpty)
            }
            // And each tone was rendered once, for the speaker and the browsers together
            let rendered = try FileManager.default.contentsOfDirectory(
                atPath: test.dataDirectory.appendingPathComponent("sounds/rendered").path)
            for tone in tones.entries {
                #expect(
                    rendered.filter { $0.hasPrefix("\(tone.id)-") && $0.hasSuffix(".wav") }.count == 1, "\(tone.id)")
            }
            // And a tone is a WAV only; an unknown id is not found
            #expect(try await test.client.send("GET", "/sounds/chime.mp3").status == 404)
            #expect(try await test.client.send("GET", "/sounds/chime.wav?variant=1").status == 404)
            #expect(try await test.client.send("GET", "/sounds/no-such-tone.wav").status == 404)
        }
    }

    @Test func anAlarmToneWithAnAmbientSoundsIdStopsTheStartNamingBoth() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            // Given a web folder whose alarm catalog names a tone "clock", an ambient sound's id
            let web = try Self.webFolder(in: directory) { alarms in
                alarms.replacingOccurrences(of: #""id": "bell""#, with: #""id": "clock""#)
            }
            // When Hearth starts, then it refuses, naming the alarm file, the entry and the ambient file
            do {
                try await TestApp.run({ $0.webDirectory = web }) { _ in Issue.record("expected a start-up error") }
            } catch let error as StartupError {
                let text = error.description
                #expect(text.contains("alarm-sounds.json"), "\(text)")
                #expect(text.contains(#"entry "clock" (#4), field "id""#), "\(text)")
                #expect(text.contains("is also an id in \(web.appendingPathComponent("sounds.json").path)"), "\(text)")
            }
        }
    }

    @Test func anAlarmToneWithTheUploadPrefixStopsTheStart() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            // Given an alarm catalog with an id an upload could be given
            let web = try Self.webFolder(in: directory) { alarms in
                alarms.replacingOccurrences(of: #""id": "buzzer""#, with: #""id": "custom-1a2b3c4d""#)
            }
            // When Hearth starts, then it refuses, naming the entry and the reserved prefix
            do {
                try await TestApp.run({ $0.webDirectory = web }) { _ in Issue.record("expected a start-up error") }
            } catch let error as StartupError {
                let text = error.description
                #expect(
                    text.contains(#"entry "custom-1a2b3c4d" (#6), field "id": must not start with "custom-""#),
                    "\(text)")
            }
        }
    }

    /// A copy of the repository's web folder in `directory` (1 MB), with its alarm catalog edited by `edit`.
    static func webFolder(in directory: URL, edit: (String) -> String) throws -> URL {
        let web = directory.appendingPathComponent("web", isDirectory: true)
        try FileManager.default.copyItem(at: TestApp.webDirectory, to: web)
        let alarms = try String(
            contentsOf: TestApp.webDirectory.appendingPathComponent("alarm-sounds.json"), encoding: .utf8)
        let edited = edit(alarms)
        #expect(edited != alarms)
        try edited.write(to: web.appendingPathComponent("alarm-sounds.json"), atomically: true, encoding: .utf8)
        return web
    }
}

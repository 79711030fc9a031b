import Foundation
import OffPoolTesting
import Speaker
import Testing

@Suite(.offPool) struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let beep = try PCMLoop(id: "beep", samples: (0..<480).map { Int16($0 % 48 * 500 - 12_000) }, channels: 1)"#,
        #"let speaker = try Speaker(SpeakerConfiguration(device: "null"))  // "default", "hw:1,0", …"#,
        #"try speaker.play(SpeakerMix([.loop(beep, volume: 0.5)], volume: 0.8), fadeIn: SpeakerFade(seconds: 2))"#,
        #"try speaker.play(SpeakerMix([.loop(beep, volume: 0.2)]))  // crossfades; the loop keeps its place"#,
        #"let status = speaker.status  // device, state (.playing), lastError, framesWritten, underruns, reopens"#,
        #"speaker.stop(fadeOut: SpeakerFade(seconds: 10, curve: { $0 * $0 }))"#,
        #"speaker.close()  // state .off; also done when the speaker is released"#,
    ]

    @Test func exampleRunsAsDocumented() async throws {
        // Given the README example
        let beep = try PCMLoop(id: "beep", samples: (0..<480).map { Int16($0 % 48 * 500 - 12_000) }, channels: 1)
        let speaker = try Speaker(SpeakerConfiguration(device: "null"))  // "default", "hw:1,0", …
        try speaker.play(SpeakerMix([.loop(beep, volume: 0.5)], volume: 0.8), fadeIn: SpeakerFade(seconds: 2))
        try speaker.play(SpeakerMix([.loop(beep, volume: 0.2)]))  // crossfades; the loop keeps its place
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten > 0 })
        let status = speaker.status  // device, state (.playing), lastError, framesWritten, underruns, reopens
        speaker.stop(fadeOut: SpeakerFade(seconds: 10, curve: { $0 * $0 }))
        // Then it does what the comments say (null has no clock, so ten seconds of fade-out pass at once)
        #expect(status.device == "null")
        #expect(status.state == .playing)
        #expect(status.lastError == nil)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
        #expect(speaker.status.framesWritten >= 10 * Speaker.sampleRate)
        speaker.close()  // state .off; also done when the speaker is released
        #expect(speaker.status.state == .off)
    }

    @Test func readmeShowsTheSameCode() async throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/Speaker/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}

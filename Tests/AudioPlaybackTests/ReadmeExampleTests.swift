import AudioPlayback
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line (all but the first, which points at the repository's `web` folder).
    static let exampleLines = [
        #"let catalog = try SoundCatalog.load(contentsOf: web.appendingPathComponent("sounds.json"), kind: .ambient)"#,
        #"let rain = catalog.entry(id: "rain-heavy")!"#,
        #"let loop = rain.renderLoop(options: RenderOptions(duration: 4))!  // RenderOptions() gives the 45 s loop"#,
        #"let wav = loop.wavData()  // 48 kHz 16-bit stereo, seamless, -23 LUFS, peaks under -1 dBFS and -1 dBTP"#,
        #"let now = Date(timeIntervalSince1970: 1_800_000_000)  // use Date() in the app"#,
        #"var player = PlayerState(mix: Mix.single("rain-heavy").setting("fireplace", to: Volume(level: 0.4)))"#,
        #"try player.play(at: now)  // 2 s fade-in"#,
        #"try player.setSleepTimer(minutes: 30, at: now)  // silent at +30 min, after a 60 s fade-out"#,
        #"let status = player.status(at: now.addingTimeInterval(60))  // .playing; nextChange at +29 min"#,
        #"var mixer = Mixer(startTime: now, envelope: status.envelope)"#,
        #"try mixer.add("rain-heavy", source: .loop(loop), volume: .full)"#,
        #"let pcm = mixer.render(frameCount: 4_800)  // the next 100 ms, interleaved Int16, for the speaker"#,
        #"let wake = Fade(from: Volume(level: 0.2), to: Volume(level: 0.8), duration: 120)  // an alarm's fade-in"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the README example
        let web = Repository.web
        let catalog = try SoundCatalog.load(contentsOf: web.appendingPathComponent("sounds.json"), kind: .ambient)
        let rain = catalog.entry(id: "rain-heavy")!
        let loop = rain.renderLoop(options: RenderOptions(duration: 4))!  // RenderOptions() gives the 45 s loop
        let wav = loop.wavData()  // 48 kHz 16-bit stereo, seamless, -23 LUFS, peaks under -1 dBFS and -1 dBTP
        let now = Date(timeIntervalSince1970: 1_800_000_000)  // use Date() in the app
        var player = PlayerState(mix: Mix.single("rain-heavy").setting("fireplace", to: Volume(level: 0.4)))
        try player.play(at: now)  // 2 s fade-in
        try player.setSleepTimer(minutes: 30, at: now)  // silent at +30 min, after a 60 s fade-out
        let status = player.status(at: now.addingTimeInterval(60))  // .playing; nextChange at +29 min
        var mixer = Mixer(startTime: now, envelope: status.envelope)
        try mixer.add("rain-heavy", source: .loop(loop), volume: .full)
        let pcm = mixer.render(frameCount: 4_800)  // the next 100 ms, interleaved Int16, for the speaker
        let wake = Fade(from: Volume(level: 0.2), to: Volume(level: 0.8), duration: 120)  // an alarm's fade-in
        // Then it does what the comments say
        #expect(wav.count == 44 + 4 * 48_000 * 2 * 2)
        #expect(loop.channelCount == 2 && loop.sampleRate == 48_000)
        #expect(abs(loop.integratedLoudness + 23) < 0.5)
        #expect(loop.peakDecibels <= -1)
        #expect(loop.truePeakDecibels <= -1)
        #expect(status.phase == .playing)
        #expect(status.nextChange == now.addingTimeInterval(29 * 60))
        #expect(player.status(at: now.addingTimeInterval(30 * 60)).phase == .stopped)
        #expect(pcm.count == 9_600)
        #expect(pcm.prefix(2) == [0, 0])  // the fade-in starts from silence
        #expect(wake.volume(after: 60).level == 0.5)
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = Repository.root.appendingPathComponent("Packages/AudioPlayback/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}

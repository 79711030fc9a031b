import Speaker
import Testing

/// Bad input gets a typed error naming the field, and changes nothing.
@Suite("Speaker validation")
struct SpeakerValidationTests {
    @Test("a configuration names its wrong field")
    func configuration() {
        #expect(throws: SpeakerError.invalidConfiguration(field: "channels", reason: "must be 1 or 2, not 3")) {
            try Speaker(SpeakerConfiguration(device: "null", channels: 3))
        }
        #expect(
            throws: SpeakerError.invalidConfiguration(
                field: "device", reason: "must be an ALSA PCM name such as default or hw:1,0")
        ) {
            try SpeakerConfiguration(device: "").validate()
        }
        #expect(throws: SpeakerError.self) {
            try SpeakerConfiguration(device: "null", latency: .seconds(5)).validate()
        }
    }

    @Test("a mix names the volume that is out of range, and the speaker keeps what it played")
    func mix() throws {
        let loop = try PCMLoop(id: "a", samples: [1, 2, 3, 4], channels: 2)
        let speaker = try Speaker(SpeakerConfiguration(device: "null"))
        defer { speaker.close() }
        #expect(throws: SpeakerError.invalidMix(field: "layers[1].volume", reason: "must be between 0 and 1, not 1.5"))
        {
            try speaker.play(SpeakerMix([.loop(loop), .loop(loop, volume: 1.5)]))
        }
        #expect(throws: SpeakerError.invalidMix(field: "volume", reason: "must be between 0 and 1, not -0.1")) {
            try speaker.play(SpeakerMix([.loop(loop)], volume: -0.1))
        }
        #expect(throws: SpeakerError.invalidMix(field: "layers[0].channels", reason: "must be 1 or 2, not 6")) {
            try speaker.play(SpeakerMix([.stream(RampSource(total: 10), channels: 6)]))
        }
        #expect(speaker.status.state == .idle)
    }

    @Test("a loop must have whole frames of one or two channels")
    func loop() {
        #expect(throws: SpeakerError.invalidLoop(id: "x", reason: "it has no samples")) {
            try PCMLoop(id: "x", samples: [], channels: 1)
        }
        #expect(
            throws: SpeakerError.invalidLoop(id: "x", reason: "3 samples are not a whole number of 2-channel frames")
        ) {
            try PCMLoop(id: "x", samples: [1, 2, 3], channels: 2)
        }
        #expect(throws: SpeakerError.invalidLoop(id: "x", reason: "channels must be 1 or 2, not 0")) {
            try PCMLoop(id: "x", samples: [1], channels: 0)
        }
    }

    @Test("a fade given in seconds becomes frames at 48 kHz; a negative length is no fade")
    func fades() {
        #expect(SpeakerFade(seconds: 0.5, curve: { $0 * $0 }).frames == 24_000)
        #expect(SpeakerFade(seconds: .nan).frames == 0)
        #expect(SpeakerFade(frames: -5).frames == 0)
        #expect(SpeakerFade.clickFree.frames == 2_400)
    }
}

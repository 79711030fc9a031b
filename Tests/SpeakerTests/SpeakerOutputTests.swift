import Foundation
import OffPoolTesting
import Speaker
import Testing

/// The bytes ALSA receives through the `file` plugin equal the expected frames exactly.
@Suite("Speaker output through ALSA's file plugin", .offPool)
struct SpeakerOutputTests {
    @Test("a loop plays gaplessly across its seam, with its fade-in and fade-out curves")
    func loopSeamAndFades() async throws {
        // Given a mono tap device and a 1000-frame mono loop at half volume.
        let device = try ALSATestDevice()
        defer { device.remove() }
        let loop = try testLoop(id: "rain", frames: 1_000, channels: 1, seed: 1)
        let square: @Sendable (Double) -> Double = { $0 * $0 }
        let speaker = try Speaker(device.configuration(channels: 1))

        // When it plays with a 3000-frame fade-in, then stops with a 2000-frame fade-out.
        try speaker.play(SpeakerMix([.loop(loop, volume: 0.5)]), fadeIn: SpeakerFade(frames: 3_000, curve: square))
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= 20_000 })
        speaker.stop(fadeOut: SpeakerFade(frames: 2_000, curve: square))
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
        speaker.close()

        // Then the file holds the loop repeated with no gap, shaped by both fades, and ends with the fade-out.
        let received = try device.receivedSamples()
        let stopAt = received.count - 2_000
        #expect(stopAt >= 20_000)
        let expected = (0..<received.count).map { frame in
            let fadeIn = frame < 3_000 ? square(Double(frame) / 3_000) : 1
            let fadeOut = frame < stopAt ? 1 : square(1 - Double(frame - stopAt) / 2_000)
            return mixed([(loop.samples[frame % 1_000], 0.5, 1, fadeIn, fadeOut)])
        }
        #expect(firstDifference(received, expected) == nil)
    }

    @Test("two loops, mono and stereo, mix with their own volumes under a master volume")
    func mixOfTwoSources() async throws {
        // Given a stereo tap device, a stereo 700-frame loop and a mono 1100-frame loop.
        let device = try ALSATestDevice()
        defer { device.remove() }
        let stereo = try testLoop(id: "fan", frames: 700, channels: 2, seed: 2)
        let mono = try testLoop(id: "fire", frames: 1_100, channels: 1, seed: 3)
        let speaker = try Speaker(device.configuration(channels: 2))

        // When both play at 0.5 and 0.25 under a master volume of 0.8, then stop at once.
        let mix = SpeakerMix([.loop(stereo, volume: 0.5), .loop(mono, volume: 0.25)], volume: 0.8)
        try speaker.play(mix, fadeIn: .immediate)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= 10_000 })
        speaker.stop(fadeOut: .immediate)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
        speaker.close()

        // Then every sample is the sum of both layers (the mono one on both channels), rounded.
        let received = try device.receivedSamples()
        #expect(received.count >= 20_000)
        #expect(received.count % 2 == 0)
        let expected = (0..<received.count).map { index in
            let frame = index / 2
            return mixed([
                (stereo.samples[(frame % 700) * 2 + index % 2], 0.5, 0.8, 1, 1),
                (mono.samples[frame % 1_100], 0.25, 0.8, 1, 1),
            ])
        }
        #expect(firstDifference(received, expected) == nil)
    }

    @Test("replacing a mix while it plays crossfades, and a loop in both mixes keeps its place")
    func replacementCrossfades() async throws {
        // Given a mono tap device playing loop A alone at full volume.
        let device = try ALSATestDevice()
        defer { device.remove() }
        let a = try testLoop(id: "a", frames: 900, channels: 1, seed: 4)
        let b = try testLoop(id: "b", frames: 1_300, channels: 1, seed: 5)
        let speaker = try Speaker(device.configuration(channels: 1))
        try speaker.play(SpeakerMix([.loop(a)]), fadeIn: .immediate)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= 10_000 })
        let period = try #require(speaker.status.periodFrames)

        // When a mix of A at half volume and B replaces it with a 4800-frame crossfade, then everything stops.
        let switchedAfter = speaker.status.framesWritten
        try speaker.play(SpeakerMix([.loop(a, volume: 0.5), .loop(b)]), fadeIn: SpeakerFade(frames: 4_800))
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= switchedAfter + 20_000 })
        speaker.stop(fadeOut: .immediate)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
        speaker.close()

        // Then the output is exactly the crossfade, starting at one period boundary (where the speaker took it).
        let received = try device.receivedSamples()
        func expected(_ frame: Int, switchingAt start: Int) -> Int16 {
            guard frame >= start else { return mixed([(a.samples[frame % 900], 1, 1, 1, 1)]) }
            let age = frame - start
            let ramp = age < 4_800 ? Double(age) / 4_800 : 1
            var terms = [(sample: Int16, layerVolume: Double, mixVolume: Double, fadeIn: Double, fadeOut: Double)]()
            if age < 4_800 { terms.append((a.samples[frame % 900], 1, 1, 1, 1 - Double(age) / 4_800)) }
            terms.append((a.samples[frame % 900], 0.5, 1, ramp, 1))
            terms.append((b.samples[age % 1_300], 1, 1, ramp, 1))
            return mixed(terms)
        }
        // Before the switch the output is the first sound alone, so only starts at or shortly before the first
        // frame that differs from it can match: those few are compared in full (comparing every period boundary
        // made the test quadratic in the output's length, minutes on a loaded machine).
        let firstChange = received.indices.first { received[$0] != expected($0, switchingAt: .max) } ?? received.count
        let matches = stride(from: switchedAfter, through: received.count, by: period).filter { start in
            start <= firstChange && start >= firstChange - 4_800
                && received.indices.allSatisfy { expected($0, switchingAt: start) == received[$0] }
        }
        #expect(matches.count == 1)
    }

    @Test("a stream source plays until it returns fewer frames, then the speaker goes idle by itself")
    func streamEnds() async throws {
        // Given a source of 5000 frames of a ramp, rendered on demand.
        let device = try ALSATestDevice()
        defer { device.remove() }
        let ramp = RampSource(total: 5_000)
        let speaker = try Speaker(device.configuration(channels: 1))

        // When it plays as the only layer, at full volume.
        try speaker.play(SpeakerMix([.stream(ramp, channels: 1)]), fadeIn: .immediate)
        #expect(
            await eventually(every: .milliseconds(2)) {
                speaker.status.framesWritten == 5_000 && speaker.status.state == .idle
            })
        speaker.close()

        // Then ALSA received exactly those 5000 frames.
        #expect(firstDifference(try device.receivedSamples(), (0..<5_000).map { Int16($0 - 2_500) }) == nil)
    }
}

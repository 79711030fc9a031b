import Foundation
import OffPoolTesting
import Speaker
import Testing

/// Underruns on a device with a clock: the speaker's in-process clocked null device drains its buffer in real time.
@Suite("Speaker underruns", .offPool)
struct SpeakerUnderrunTests {
    @Test("the clocked null device takes frames no faster than real time, and stops cleanly")
    func clockedDeviceIsPaced() async throws {
        // Given a speaker on the clocked null device (buffer about 100 ms).
        let speaker = try Speaker(SpeakerConfiguration(device: SpeakerConfiguration.clockedNullDevice, channels: 2))
        defer { speaker.close() }
        let started = Date()

        // When half a second of sound has been written.
        try speaker.play(SpeakerMix([.stream(StallingSource(stallAfter: .max, stall: 0), channels: 2)]))
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= 24_000 })

        // Then at least 0.5 s minus the buffer has passed (a device without a clock would take it at once).
        let buffer = Double(try #require(speaker.status.bufferFrames)) / Double(Speaker.sampleRate)
        #expect(Date().timeIntervalSince(started) >= 0.5 - buffer - 0.01)
        #expect(speaker.status.state == .playing)

        // And a stop lets the buffer play out, then closes the device.
        speaker.stop(fadeOut: .immediate)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
    }

    @Test("a source that stalls longer than the buffer causes an underrun, which is recovered, and play goes on")
    func underrunIsRecovered() async throws {
        // Given a stream that stops answering for 300 ms after 0.2 s, on a device with a 100 ms buffer.
        let speaker = try Speaker(SpeakerConfiguration(device: SpeakerConfiguration.clockedNullDevice, channels: 2))
        defer { speaker.close() }
        try speaker.play(
            SpeakerMix([.stream(StallingSource(stallAfter: 9_600, stall: 0.3), channels: 2)]), fadeIn: .immediate)

        // When the stall has starved the device.
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.underruns >= 1 })

        // Then the speaker recovered it (snd_pcm_recover) and keeps playing on the same device.
        let after = speaker.status.framesWritten
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= after + 9_600 })
        #expect(speaker.status.state == .playing)
        #expect(speaker.status.lastError == nil)
        #expect(speaker.status.reopens == 0)
    }
}

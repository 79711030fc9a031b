import Foundation
import OffPoolTesting
import Speaker
import Testing

/// Devices that are missing, fail, or come back; the speaker's thread and status around them.
@Suite("Speaker devices and status", .offPool)
struct SpeakerDeviceTests {
    private let quickRetry = (reopen: Duration.milliseconds(20), maximum: Duration.milliseconds(100))

    @Test("ALSA's null device plays, then the speaker goes idle at stop and off at close")
    func nullDevice() async throws {
        // Given a speaker on `null`, with no configuration file.
        let speaker = try Speaker(SpeakerConfiguration(device: "null"))
        #expect(speaker.status.state == .idle)

        // When a loop plays.
        try speaker.play(SpeakerMix([.loop(try testLoop(id: "hum", frames: 480, channels: 2, seed: 6))]))

        // Then the device is open and frames flow, until stop and close.
        #expect(
            await eventually(every: .milliseconds(2)) {
                speaker.status.state == .playing && speaker.status.framesWritten > 48_000
            })
        #expect((speaker.status.periodFrames ?? 0) > 0)
        #expect((speaker.status.bufferFrames ?? 0) >= (speaker.status.periodFrames ?? 0))
        speaker.stop()
        #expect(
            await eventually(every: .milliseconds(2)) {
                speaker.status.state == .idle && speaker.status.periodFrames == nil
            })
        speaker.close()
        #expect(speaker.status.state == .off)
        #expect(speaker.status.lastError == nil)
    }

    @Test("a missing device is a clear error in the status, and the caller keeps running")
    func missingDevice() async throws {
        // Given a speaker on a device ALSA does not know.
        let speaker = try Speaker(
            SpeakerConfiguration(
                device: "hearth_no_such_device", reopenDelay: quickRetry.reopen, maximumReopenDelay: quickRetry.maximum)
        )

        // When something is played: the call returns at once.
        try speaker.play(SpeakerMix([.loop(try testLoop(id: "rain", frames: 480, channels: 2, seed: 7))]))

        // Then the status says why, in a sentence naming the device.
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .error })
        #expect(speaker.status.lastError == .deviceNotFound(device: "hearth_no_such_device"))
        let json = String(decoding: try JSONEncoder().encode(speaker.status), as: UTF8.self)
        #expect(json.contains(#""state":"error""#))
        #expect(json.contains("ALSA device 'hearth_no_such_device' does not exist"))
        #expect(speaker.status.framesWritten == 0)

        // And the caller can still stop it (idle, no more retries) and close it.
        speaker.stop()
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
        speaker.close()
        #expect(speaker.status.state == .off)
    }

    @Test("probing a card that is not there throws deviceNotFound")
    func probeMissingCard() {
        #expect(throws: SpeakerError.deviceNotFound(device: "hw:7,0")) {
            try Speaker.probe(SpeakerConfiguration(device: "hw:7,0"))
        }
        #expect(throws: Never.self) { try Speaker.probe(SpeakerConfiguration(device: "null", channels: 1)) }
    }

    @Test("a device that fails while playing is reopened with backoff once it is back")
    func deviceComesBack() async throws {
        // Given a tap device whose output folder is missing, so that its writes fail (EIO), like an unplugged card.
        let device = try ALSATestDevice(inCard: true)
        defer { device.remove() }
        let speaker = try Speaker(device.configuration(channels: 1))
        try speaker.play(SpeakerMix([.loop(try testLoop(id: "fan", frames: 480, channels: 1, seed: 8))]))

        // When the device has failed at least once (the error stays in the status after a reopen; the state is
        // `.error` only during each backoff, which a test starved of CPU may miss).
        let started = ContinuousClock.now
        #expect(await eventually { speaker.status.lastError != nil })
        guard case .deviceLost(device: "tap", reason: _) = speaker.status.lastError else {
            Issue.record("expected deviceLost, got \(String(describing: speaker.status.lastError))")
            return
        }

        // Then a device that opens but fails at every write is retried with the backoff (20, 40, 80, 100 ms…), not
        // in a busy loop (which reopened it about 160 times a second): at most one reopen per 50 ms, plus the
        // first short waits.
        try await Task.sleep(for: .milliseconds(300))
        let reopens = speaker.status.reopens
        let elapsed = started.duration(to: .now)
        let elapsedMilliseconds =
            Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        #expect(reopens <= 4 + elapsedMilliseconds / 50, "\(reopens) reopens in \(elapsedMilliseconds) ms")

        // Then it plays again once the card is back, and the status counts the reopen.
        try device.plugIn()
        #expect(
            await eventually(every: .milliseconds(2)) {
                speaker.status.state == .playing && speaker.status.reopens >= 1
            })
        let resumedAt = speaker.status.framesWritten
        // Frames still in the device's buffer (up to 100 ms, 4,800 frames) are dropped at stop and never reach
        // the file, so play well past the 10,000 samples the file must hold.
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.framesWritten >= resumedAt + 20_000 })
        speaker.stop(fadeOut: .immediate)
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .idle })
        speaker.close()
        #expect(try device.receivedSamples().count >= 10_000)
    }

    @Test("closing while the device is retried ends the thread without waiting out the backoff")
    func closeDuringBackoff() async throws {
        // Given a speaker retrying a missing device with a long backoff.
        let speaker = try Speaker(
            SpeakerConfiguration(
                device: "hearth_no_such_device", reopenDelay: .seconds(30), maximumReopenDelay: .seconds(30)))
        try speaker.play(SpeakerMix([.loop(try testLoop(id: "rain", frames: 480, channels: 2, seed: 9))]))
        #expect(await eventually(every: .milliseconds(2)) { speaker.status.state == .error })

        // When it is closed, then the thread ends without waiting for the backoff.
        speaker.close()
        #expect(speaker.status.state == .off)
    }
}

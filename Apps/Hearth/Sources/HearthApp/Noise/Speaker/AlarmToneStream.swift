import AudioPlayback
import Foundation
import Synchronization

/// One alarm tone streaming to the speaker: its loop in AudioPlayback's `Mixer` under the alarm's fade-in (the
/// `Fade` from its start volume to its volume, from the instant it began ringing), looping until stopped.
final class AlarmToneStream: Sendable {
    /// The alarm that rings.
    let alarmId: UUID
    /// The instant of the first frame.
    let startTime: Date
    /// The instant the fade-in starts (the ring's start).
    let since: Date
    private let mixer: Mutex<Mixer>

    /// - Parameters:
    ///   - fade: The alarm's fade-in; `since` is its start.
    ///   - startTime: The instant of the first frame (a ring that began earlier starts part-way up the fade).
    init(alarmId: UUID, loop: AudioLoop, fade: Fade, since: Date, startTime: Date) {
        self.alarmId = alarmId
        self.startTime = startTime
        self.since = since
        var mixer = Mixer(
            channelCount: MixStream.channelCount, startTime: startTime, envelope: fade.envelope(startingAt: since))
        try? mixer.add("alarm", source: .loop(loop), volume: .full)
        self.mixer = Mutex(mixer)
    }

    /// The alarm's fade-in: from its start volume to its volume over its fade-in seconds (browsers play the same).
    static func fade(volume: Int, fadeInSeconds: Int, startVolume: Int) -> Fade {
        let to = Volume(level: Double(min(max(volume, 0), 100)) / 100)
        let from = Volume(level: Double(min(max(startVolume, 0), 100)) / 100)
        return Fade(from: min(from, to), to: to, duration: Double(max(fadeInSeconds, 0)))
    }

    /// The speaker's pull: the next frames of the tone.
    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        let samples = mixer.withLock { $0.render(frameCount: frames) }
        _ = buffer.update(fromContentsOf: samples)
        return frames
    }
}

import AlarmKitCore
import AudioPlayback
import Foundation
import HTTPServer

/// One alarm's sound streaming to the speaker: its tone's loop, or the sounds of a saved mix at their volumes under
/// the mix's volume, in AudioPlayback's `Mixer` under the alarm's fade-in (the `Fade` from its start volume to its
/// volume, from the instant it began ringing), looping until stopped.
final class AlarmToneStream: Sendable {
    /// The alarm that rings.
    let alarmId: UUID
    /// The instant of the first frame.
    let startTime: Date
    /// The instant the fade-in starts (the ring's start).
    let since: Date
    /// The catalog ids of the sounds it plays (one tone, or a mix's sounds).
    let sounds: [String]
    private let mixer: Locked<Mixer>

    /// The alarm's sound: each loop at its volume (one tone at full, or a saved mix's sounds), under the mix's volume
    /// and the alarm's fade-in.
    /// - Parameters:
    ///   - layers: The sounds (catalog id, loop, volume); a sound listed twice plays once.
    ///   - fade: The alarm's fade-in; `since` is its start.
    ///   - startTime: The instant of the first frame (a ring that began earlier starts part-way up the fade).
    ///   - masterVolume: The mix's volume.
    init(
        alarmId: UUID, layers: [(sound: String, loop: AudioLoop, volume: Volume)], masterVolume: Volume, fade: Fade,
        since: Date, startTime: Date
    ) {
        self.alarmId = alarmId
        self.startTime = startTime
        self.since = since
        var mixer = Mixer(
            channelCount: MixStream.channelCount, startTime: startTime, envelope: fade.envelope(startingAt: since),
            masterVolume: masterVolume)
        var sounds: [String] = []
        for layer in layers where !sounds.contains(layer.sound) {
            try? mixer.add(layer.sound, source: .resampling(layer.loop), volume: layer.volume)
            sounds.append(layer.sound)
        }
        self.sounds = sounds
        self.mixer = Locked(mixer)
    }

    /// The alarm's fade-in (AlarmKitCore's `Alarm.fadeIn`) as AudioPlayback's `Fade` (browsers play the same).
    static func fade(for alarm: Alarm) -> Fade {
        let fadeIn = alarm.fadeIn
        return Fade(from: Volume(level: fadeIn.fromLevel), to: Volume(level: fadeIn.toLevel), duration: fadeIn.seconds)
    }

    /// The speaker's pull: the next frames of the tone.
    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        let samples = mixer.withLock { $0.render(frameCount: frames) }
        _ = buffer.update(fromContentsOf: samples)
        return frames
    }
}

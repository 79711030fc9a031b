import AudioPlayback
import Foundation

/// The player state as `GET/PUT /api/v1/noise` answer it and the `noise` event carries it: AudioPlayback's mix
/// (`mix`, `volume`), outputs and fade-out, the sleep-timer setting, and the read-only `state`, `stopsAt` and
/// `fadeStartsAt`. Every key is always present (`null` when empty) and sorted, so identical states give identical
/// bytes.
struct NoiseStateBody: Encodable, Equatable, Sendable {
    /// The first sound of the mix, or nil.
    var sound: String?
    /// Playing or fading.
    var playing: Bool
    /// `stopped`, `playing` or `fading`.
    var state: String
    /// The master volume (0–100 in JSON).
    var volume: Volume
    var mix: [MixTrack]
    /// `all-displays`, `display:<profile>`, `speaker`.
    var outputs: [String]
    /// The sleep-timer setting in minutes (applied whenever play starts), or nil for off.
    var sleepTimerMinutes: Double?
    var fadeOutSeconds: Double
    /// When the sleep timer stops the sound (ISO 8601 with offset).
    var stopsAt: String?
    /// When its fade-out starts.
    var fadeStartsAt: String?

    private enum CodingKeys: String, CodingKey {
        case sound, playing, state, volume, mix, outputs, sleepTimerMinutes, fadeOutSeconds, stopsAt, fadeStartsAt
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sound, forKey: .sound)
        try container.encode(playing, forKey: .playing)
        try container.encode(state, forKey: .state)
        try container.encode(volume.roundedPercent, forKey: .volume)
        try container.encode(mix.map(TrackBody.init), forKey: .mix)
        try container.encode(outputs, forKey: .outputs)
        try container.encode(sleepTimerMinutes, forKey: .sleepTimerMinutes)
        try container.encode(fadeOutSeconds, forKey: .fadeOutSeconds)
        try container.encode(stopsAt, forKey: .stopsAt)
        try container.encode(fadeStartsAt, forKey: .fadeStartsAt)
    }
}

/// A mix track as JSON: `{"sound", "volume"}` with the volume's percentage rounded to a millionth (a level of 0.55
/// reads 55, not 55.00000000000001).
struct TrackBody: Encodable, Equatable, Sendable {
    var sound: String
    var volume: Double

    init(_ track: MixTrack) {
        sound = track.sound
        volume = track.volume.roundedPercent
    }
}

extension Volume {
    /// The percentage, rounded to a millionth.
    var roundedPercent: Double { (percent * 1_000_000).rounded() / 1_000_000 }
}

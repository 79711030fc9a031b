import AudioPlayback
import Foundation

/// A saved ambient mix (the `SavedMixes` port: the Noise feature's `/api/v1/mixes`) as an alarm plays it: its sounds, each at its volume,
/// under the mix's volume; the alarm's own volume and fade-in go on top. An alarm whose sound is `mix:<id>` rings
/// this; when the mix was deleted it rings the catalog's default tone instead.
struct AlarmMix: Sendable, Equatable, Encodable {
    /// One sound of the mix.
    struct Layer: Sendable, Equatable, Encodable {
        /// The sound's id in the noise catalog.
        var sound: String
        /// Where browsers fetch it: `/sounds/{id}.wav`.
        var soundURL: String
        /// 0–100 (AudioPlayback's perceptual `Volume` in percent).
        var volume: Double

        init(sound: String, volume: Double) {
            self.sound = sound
            soundURL = "/sounds/\(sound).wav"
            self.volume = volume
        }
    }

    /// The mix's id (lowercase UUID).
    var id: String
    var name: String
    /// The mix's own volume, 0–100.
    var volume: Double
    var layers: [Layer]
}

extension AlarmMix {
    /// The alarms' view of a saved mix.
    init(_ saved: SavedMix) {
        self.init(
            id: saved.id.uuidString.lowercased(), name: saved.name, volume: saved.mix.volume.roundedPercent,
            layers: saved.mix.tracks.map { Layer(sound: $0.sound, volume: $0.volume.roundedPercent) })
    }
}

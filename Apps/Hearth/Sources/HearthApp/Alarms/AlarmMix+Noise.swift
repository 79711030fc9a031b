import AudioPlayback
import Foundation

extension AlarmMix {
    /// The alarms' view of a saved mix of the Noise feature.
    init(_ saved: SavedMixBody) {
        self.init(
            id: saved.id.uuidString.lowercased(), name: saved.name, volume: saved.mix.volume.roundedPercent,
            layers: saved.mix.tracks.map { Layer(sound: $0.sound, volume: $0.volume.roundedPercent) })
    }
}

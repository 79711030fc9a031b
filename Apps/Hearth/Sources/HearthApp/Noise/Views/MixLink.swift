import AudioPlayback
import Foundation

/// The shareable link of a mix: `/noise?mix=rain-heavy:70,fan:40&volume=80`. Short, stable, readable; the noise page
/// opens it as "a shared mix" with one button to play it (a GET never changes what plays).
struct MixLink: Sendable, Equatable {
    var mix: Mix

    /// The link's path and query.
    var path: String { "/noise?mix=\(mixParameter)&volume=\(Self.number(mix.volume))" }

    /// The `mix` parameter alone (`rain-heavy:70,fan:40`); catalog ids need no escaping.
    var mixParameter: String {
        mix.tracks.map { "\($0.sound):\(Self.number($0.volume))" }.joined(separator: ",")
    }

    /// Reads the `mix` and `volume` parameters; nil when `mix` is absent. Parts that do not parse are left out (the
    /// page then says the link holds no sound it knows); ids are checked against the catalog by the service.
    static func parse(mix: String?, volume: String?) -> MixLink? {
        guard let mix else { return nil }
        var tracks: [MixTrack] = []
        for part in mix.split(separator: ",").prefix(Mix.maximumTracks) {
            let pieces = part.split(separator: ":", maxSplits: 1)
            let sound = String(pieces[0]).trimmingCharacters(in: .whitespaces)
            guard !sound.isEmpty, sound.count <= 100, !tracks.contains(where: { $0.sound == sound }) else { continue }
            var level = Volume.full
            if pieces.count == 2 {
                guard let percent = Double(pieces[1]), let parsed = try? Volume(percent: percent) else { continue }
                level = parsed
            }
            tracks.append(MixTrack(sound: sound, volume: level))
        }
        let master = volume.flatMap(Double.init).flatMap { try? Volume(percent: $0) } ?? .full
        return MixLink(mix: Mix(tracks: tracks, volume: master))
    }

    /// A volume's percentage without a needless `.0`.
    static func number(_ volume: Volume) -> String {
        let percent = (volume.percent * 10).rounded() / 10
        return percent == percent.rounded() ? String(Int(percent)) : String(percent)
    }
}

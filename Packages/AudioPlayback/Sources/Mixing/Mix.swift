import Foundation

/// Several sounds at once, each with its own volume, under one master volume.
///
/// JSON: `{"mix": [{"sound": "rain-heavy", "volume": 80}, {"sound": "fireplace", "volume": 40}], "volume": 70}`.
public struct Mix: Hashable, Sendable, Codable {
    /// The most sounds a mix may hold.
    public static let maximumTracks = 8

    /// The sounds, in the order they were added.
    public var tracks: [MixTrack]
    /// The master volume.
    public var volume: Volume

    /// Creates a mix (validate it with ``validationIssues(against:)``).
    ///
    /// - Parameters:
    ///   - tracks: The sounds.
    ///   - volume: The master volume (default full).
    public init(tracks: [MixTrack], volume: Volume = .full) {
        self.tracks = tracks
        self.volume = volume
    }

    /// A mix of one sound.
    public static func single(_ sound: String, volume: Volume = .full) -> Mix {
        Mix(tracks: [MixTrack(sound: sound)], volume: volume)
    }

    /// An empty mix.
    public static let empty = Mix(tracks: [])

    /// The sounds' ids.
    public var sounds: [String] { tracks.map(\.sound) }

    /// The gain a sound plays at: its own volume's gain times the master's (0 when not in the mix).
    public func gain(of sound: String) -> Double {
        (tracks.first { $0.sound == sound }?.volume.gain ?? 0) * volume.gain
    }

    /// The mix with `sound` at `volume`: changed in place when present, added at the end otherwise.
    public func setting(_ sound: String, to volume: Volume) -> Mix {
        var copy = self
        if let index = copy.tracks.firstIndex(where: { $0.sound == sound }) {
            copy.tracks[index].volume = volume
        } else {
            copy.tracks.append(MixTrack(sound: sound, volume: volume))
        }
        return copy
    }

    /// The mix without `sound`.
    public func removing(_ sound: String) -> Mix {
        var copy = self
        copy.tracks.removeAll { $0.sound == sound }
        return copy
    }

    /// Every problem: too many tracks, a sound twice, an id not in `catalog` (when given).
    ///
    /// - Parameter catalog: The ambient catalog to check ids against, or nil to skip that check.
    /// - Returns: Issues with JSON field names such as `mix[1].sound`.
    public func validationIssues(against catalog: SoundCatalog?) -> [MixIssue] {
        var issues: [MixIssue] = []
        if tracks.count > Mix.maximumTracks {
            issues.append(MixIssue(field: "mix", reason: .tooMany(maximum: Mix.maximumTracks)))
        }
        var seen: Set<String> = []
        for (index, track) in tracks.enumerated() {
            let field = "mix[\(index)].sound"
            if !seen.insert(track.sound).inserted {
                issues.append(MixIssue(field: field, reason: .duplicate(track.sound)))
            }
            if let catalog, catalog.entry(id: track.sound) == nil {
                issues.append(MixIssue(field: field, reason: .unknownSound(track.sound)))
            }
        }
        return issues
    }

    private enum CodingKeys: String, CodingKey {
        case tracks = "mix"
        case volume
    }

    /// Decodes `{"mix": […], "volume": …}`; `volume` defaults to 100.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tracks = try container.decode([MixTrack].self, forKey: .tracks)
        volume = try container.decodeIfPresent(Volume.self, forKey: .volume) ?? .full
    }

    /// Encodes `{"mix": […], "volume": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tracks, forKey: .tracks)
        try container.encode(volume, forKey: .volume)
    }
}

/// One sound in a mix and its own volume; JSON `{"sound": "rain-heavy", "volume": 80}`.
public struct MixTrack: Hashable, Sendable, Codable {
    /// The sound's catalog id.
    public var sound: String
    /// Its volume within the mix.
    public var volume: Volume

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - sound: A catalog id.
    ///   - volume: Its volume (default full).
    public init(sound: String, volume: Volume = .full) {
        self.sound = sound
        self.volume = volume
    }
}

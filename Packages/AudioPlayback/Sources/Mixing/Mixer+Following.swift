import Foundation

extension Mixer {
    /// A mixer that plays what a player says: its tracks (those with a source) at their volumes, under the mix's
    /// volume and the status's gain envelope.
    ///
    /// - Parameters:
    ///   - player: The player state to play.
    ///   - status: The player's status at `startTime` (its envelope).
    ///   - sources: The audio of each sound, by catalog id; a track without one is left out.
    ///   - channelCount: Output channels.
    ///   - startTime: The instant of the first frame.
    public init(
        following player: PlayerState, status: PlayerStatus, sources: [String: Source], channelCount: Int,
        startTime: Date
    ) {
        self.init(
            channelCount: channelCount, startTime: startTime, envelope: status.envelope,
            masterVolume: player.mix.volume)
        follow(player, status: status, sources: sources)
    }

    /// Follows a new player state: tracks no longer in the mix are removed, new ones added (when `sources` has
    /// them), volumes and the mix's volume glide, and the gain envelope is replaced.
    ///
    /// - Parameters:
    ///   - player: The player state now.
    ///   - status: Its status (the envelope).
    ///   - sources: The audio of the sounds not playing yet, by catalog id.
    public mutating func follow(_ player: PlayerState, status: PlayerStatus, sources: [String: Source]) {
        envelope = status.envelope
        setMasterVolume(player.mix.volume)
        let wanted = Set(player.mix.sounds)
        for id in trackIDs where !wanted.contains(id) { remove(id) }
        for track in player.mix.tracks {
            if trackIDs.contains(track.sound) {
                setVolume(track.volume, of: track.sound)
            } else if let source = sources[track.sound] {
                try? add(track.sound, source: source, volume: track.volume)
            }
        }
    }

    /// How many of the next `frames` frames come before `stop` (all of them when there is no stop, none once the
    /// mixer's time has reached it): a stream with a sleep timer ends at its stop.
    ///
    /// - Parameters:
    ///   - frames: The frames asked for.
    ///   - stop: The instant playing stops, if any.
    /// - Returns: A count from 0 to `frames`.
    public func frames(_ frames: Int, before stop: Date?) -> Int {
        guard let stop else { return frames }
        let left = stop.timeIntervalSince(time) * Double(sampleRate)
        return max(0, min(frames, Int(left.rounded(.up))))
    }
}

import Foundation

/// A partial change of the player, as a person asks for it (the noise page's forms, `PUT /api/v1/noise`). Fields
/// left `nil` keep their value; `sleepTimerMinutes` is `.some(nil)` to turn the timer off. Apply it with
/// ``PlayerState/apply(_:at:catalog:speakerAvailable:sleepTimerSetting:)``.
///
/// ```swift
/// var player = PlayerState()
/// var timer: Double? = nil
/// try player.apply(
///     PlayerChange(sound: "rain-heavy", playing: true), at: now, catalog: catalog, speakerAvailable: false,
///     sleepTimerSetting: &timer)
/// ```
public struct PlayerChange: Hashable, Sendable {
    /// One sound alone: the mix becomes this sound (keeping its volume when it was in the mix).
    public var sound: String?
    /// Play (`true`) or stop (`false`).
    public var playing: Bool?
    /// The master volume.
    public var volume: Volume?
    /// The whole mix.
    public var mix: [MixTrack]?
    /// The outputs in their JSON string form (`"all-displays"`, `"display:bedroom"`, `"speaker"`).
    public var outputs: [String]?
    /// The sleep timer setting in minutes; `.some(nil)` turns it off.
    public var sleepTimerMinutes: Double??
    /// The sleep timer's fade-out, in seconds.
    public var fadeOutSeconds: Double?

    /// A change; every field left out keeps its value.
    ///
    /// - Parameters:
    ///   - sound: One sound alone.
    ///   - playing: Play or stop.
    ///   - volume: The master volume.
    ///   - mix: The whole mix.
    ///   - outputs: The outputs' string forms.
    ///   - sleepTimerMinutes: The sleep timer setting (`.some(nil)`: off).
    ///   - fadeOutSeconds: The fade-out length.
    public init(
        sound: String? = nil, playing: Bool? = nil, volume: Volume? = nil, mix: [MixTrack]? = nil,
        outputs: [String]? = nil, sleepTimerMinutes: Double?? = nil, fadeOutSeconds: Double? = nil
    ) {
        self.sound = sound
        self.playing = playing
        self.volume = volume
        self.mix = mix
        self.outputs = outputs
        self.sleepTimerMinutes = sleepTimerMinutes
        self.fadeOutSeconds = fadeOutSeconds
    }
}

/// Why a ``PlayerChange`` was refused; the player is then unchanged.
public enum PlayerChangeError: Error, Hashable, Sendable {
    /// `sound` names no sound of the catalog.
    case unknownSound(String)
    /// The resulting mix breaks a mix rule.
    case mix(MixIssue)
    /// `outputs` is empty or holds a string that is no output.
    case invalidOutputs
    /// `outputs` names the speaker, and there is none.
    case speakerUnavailable
    /// A player rule (ranges, an empty mix to play).
    case player(PlayerError)
}

import Foundation

/// What should be playing at one instant: the phase, each sound's gain, and when to look again.
public struct PlayerStatus: Hashable, Sendable {
    /// One sound of the mix and the gain it plays at now.
    public struct PlayingSound: Hashable, Sendable {
        /// The catalog id.
        public var sound: String
        /// Track volume × master volume × envelope, as an amplitude factor.
        public var gain: Double
    }

    /// Stopped, playing or fading.
    public var phase: PlayerPhase
    /// The envelope's level now (0…1; 1 once the fade-in is over and before any fade-out).
    public var level: Double
    /// The sounds with their gains (empty when stopped).
    public var sounds: [PlayingSound]
    /// Where it plays.
    public var outputs: Set<AudioOutput>
    /// When the sleep timer stops the sound, if set.
    public var stopsAt: Date?
    /// When the sleep timer's fade-out starts, if set.
    public var fadeStartsAt: Date?
    /// Seconds until `stopsAt`, if set.
    public var remaining: Double?
    /// The next instant at which the phase changes or a ramp ends (fade-in end, fade start, stop); nil when nothing
    /// will change by itself. Between changes the level follows ``envelope``.
    public var nextChange: Date?
    /// The session's envelope (flat at 0 when stopped), for the mixer and browsers.
    public var envelope: GainEnvelope

    /// Whether the display with profile `name` should play.
    public func plays(onDisplay name: String) -> Bool {
        phase != .stopped && (outputs.contains(.allDisplays) || outputs.contains(.display(name)))
    }

    /// Whether the server's speaker should play.
    public var playsOnSpeaker: Bool { phase != .stopped && outputs.contains(.speaker) }
}

/// What the player is doing.
public enum PlayerPhase: String, Hashable, Sendable, Codable {
    /// Nothing plays.
    case stopped
    /// Sound plays (including its short fade-in).
    case playing
    /// The sleep timer's fade-out is under way; it stops at the end.
    case fading
}

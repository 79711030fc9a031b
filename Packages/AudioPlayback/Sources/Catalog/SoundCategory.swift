/// The group a sound is shown in.
public enum SoundCategory: String, Hashable, Codable, Sendable, CaseIterable {
    /// White, pink and brown noise.
    case noise
    /// Rain, sea, water, wind, thunder.
    case nature
    /// Fans, air conditioners, vehicles.
    case mechanical
    /// Fireplace, clock, café.
    case indoors
    /// Soft alarm tones (chime, marimba).
    case gentle
    /// Classic alarm tones (beep, bell, siren, buzzer).
    case classic
    /// A sound uploaded by the user.
    case custom
}

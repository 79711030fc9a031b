/// Which catalog a sound belongs to: ambient sounds for the noise player, or alarm tones.
public enum CatalogKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// Ambient sounds (`web/sounds.json`): noise, nature, mechanical and indoor sounds for sleep and focus.
    case ambient
    /// Alarm tones (`web/alarm-sounds.json`).
    case alarm

    /// The categories an entry of this catalog may have.
    public var categories: [SoundCategory] {
        switch self {
        case .ambient: [.noise, .nature, .mechanical, .indoors, .custom]
        case .alarm: [.gentle, .classic, .custom]
        }
    }

    /// The integrated loudness every rendered sound of this catalog is normalized to, in LUFS (ITU-R BS.1770-4).
    ///
    /// Ambient sounds sit at -23 LUFS (EBU R 128's programme level): quiet enough that impulsive sounds (a fire's
    /// crackles, clock ticks) keep their peaks under -1 dBFS without heavy limiting. Alarm tones sit at -16 LUFS:
    /// they must wake, and tones have little crest.
    public var loudnessTarget: Double {
        switch self {
        case .ambient: -23
        case .alarm: -16
        }
    }
}

extension GeneratorKind {
    /// Whether a 45-second loop of this sound would be heard repeating, so players should chain differently seeded
    /// loops instead (``LongPlaySource`` on the speaker, ``SoundEntry/renderVariant(_:options:)`` in browsers).
    ///
    /// The rule: sounds made of distinct, memorable events (drops, thunder, swells, ripples, gusts, crackles,
    /// voices and cups) play long; steady textures (the noises, fan, air conditioner, the cabins, whose rails and
    /// engines are periodic by nature), clock ticks and alarm tones do not, since their loop cannot be told from an
    /// endless stream.
    public var benefitsFromLongPlay: Bool {
        switch self {
        case .heavyRain, .lightRain, .thunderstorm, .oceanWaves, .stream, .wind, .fireplace, .cafe: true
        default: false
        }
    }

    /// The equal-power crossfade, in seconds, at a loop's seam and between long-play segments.
    public var crossfadeSeconds: Double { preferredCrossfade }
}

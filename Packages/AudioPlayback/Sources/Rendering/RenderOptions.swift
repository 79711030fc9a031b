/// How to render a sound: loop length, crossfade at the seam, channels, seed and loudness.
///
/// ```swift
/// let options = RenderOptions(duration: 45, channels: .stereo, seed: 42)
/// ```
public struct RenderOptions: Hashable, Sendable {
    /// The sample rate of every rendering: 48 kHz.
    public static let sampleRate = 48_000
    /// The ambient loop length used when ``duration`` is nil: 45 seconds.
    public static let defaultAmbientDuration: Double = 45
    /// The shortest and longest loops allowed, in seconds (30-60 s is what the catalog serves; tests render short).
    public static let durationRange: ClosedRange<Double> = 0.5...600

    /// The loop's length in seconds. Ambient sounds use it as is (rounded to whole frames); alarm tones round it to
    /// a whole number of their pattern (at least one, at most 600 s). Nil (or not finite): 45 s for ambient sounds,
    /// one pattern for alarm tones.
    public var duration: Double?
    /// Seconds of the equal-power crossfade that joins the loop's end to its start; nil: the generator's preferred
    /// length. Clamped to a quarter of the loop.
    public var crossfade: Double?
    /// Mono or stereo.
    public var channels: ChannelLayout
    /// The seed: the same seed gives the same samples, bit for bit.
    public var seed: UInt64
    /// The integrated loudness to normalize to, in LUFS (clamped to -70…0); nil: the catalog's target
    /// (``CatalogKind/loudnessTarget``). Values that are not finite count as nil, as for the other options.
    public var loudness: Double?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - duration: Loop length in seconds, clamped to ``durationRange``; nil for the default.
    ///   - crossfade: Seam crossfade in seconds; nil for the generator's choice.
    ///   - channels: Mono or stereo (default stereo).
    ///   - seed: The random seed (default 1).
    ///   - loudness: Target LUFS; nil for the catalog's.
    public init(
        duration: Double? = nil, crossfade: Double? = nil, channels: ChannelLayout = .stereo, seed: UInt64 = 1,
        loudness: Double? = nil
    ) {
        self.duration = duration
        self.crossfade = crossfade
        self.channels = channels
        self.seed = seed
        self.loudness = loudness
    }
}

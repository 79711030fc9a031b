extension SoundEntry {
    /// How many extra variants a long-play sound offers browsers (variants `1...longPlayVariantCount`; variant 0 is
    /// the loop itself).
    public static let longPlayVariantCount = 3

    /// Whether the sound plays long: a generated sound whose generator benefits from it
    /// (``GeneratorKind/benefitsFromLongPlay``). Uploaded files play as they are.
    public var playsLong: Bool { generator?.kind.benefitsFromLongPlay ?? false }

    /// The crossfade between two variants or segments of this sound, in seconds (0 for a file).
    public var crossfadeSeconds: Double { generator?.kind.crossfadeSeconds ?? 0 }

    /// The seed of variant `variant`: ``seed`` for 0, a seed derived from it for the others.
    public func seed(ofVariant variant: Int) -> UInt64 {
        variant == 0 ? seed : RandomStream.derive(seed, 0x5641_5249_0000_0000 | UInt64(max(0, variant)))
    }

    /// A variant of the sound's loop: the same generator, seeded differently, so browsers can chain variants with
    /// crossfades and a long-play sound does not repeat every loop. Each variant is a seamless loop on its own, at
    /// the same loudness target. Variant 0 is ``renderLoop(options:)``.
    ///
    /// - Parameters:
    ///   - variant: 0 or more.
    ///   - options: Options; their `seed` is replaced by the variant's.
    /// - Returns: The loop, or nil for a file-backed sound.
    public func renderVariant(_ variant: Int, options: RenderOptions = RenderOptions()) -> AudioLoop? {
        guard let generator else { return nil }
        var seeded = options
        seeded.seed = seed(ofVariant: variant)
        return generator.renderLoop(options: seeded)
    }

    /// The sound's never-repeating stream, whose first segment is exactly ``renderLoop(options:)``; nil for a file.
    ///
    /// - Parameter options: Options; their `seed` is replaced by ``seed``.
    public func longPlaySource(options: RenderOptions = RenderOptions()) -> LongPlaySource? {
        guard let generator else { return nil }
        var seeded = options
        seeded.seed = seed
        return LongPlaySource(generator: generator, options: seeded)
    }
}

/// Audio decoded at full resolution: interleaved integer samples, as the file holds them.
public struct DecodedPCM: Sendable, Equatable {
    /// Frames per second.
    public var sampleRate: Int
    /// Channels per frame (1…8).
    public var channelCount: Int
    /// Bits per sample (4…32): samples lie in `-(1 << (bits - 1)) ..< (1 << (bits - 1))`.
    public var bitsPerSample: Int
    /// Interleaved samples, `frameCount × channelCount` of them.
    public var samples: [Int32]

    /// The number of frames.
    public var frameCount: Int { channelCount > 0 ? samples.count / channelCount : 0 }

    /// Creates decoded audio.
    public init(sampleRate: Int, channelCount: Int, bitsPerSample: Int, samples: [Int32]) {
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.bitsPerSample = bitsPerSample
        self.samples = samples
    }

    /// The samples as 16-bit (wider samples keep their top 16 bits, narrower ones are shifted up).
    public var samples16: [Int16] {
        let shift = bitsPerSample - 16
        return samples.map { shift >= 0 ? Int16(truncatingIfNeeded: $0 >> Int32(shift)) : Int16($0 << Int32(-shift)) }
    }
}

/// A fast, seeded pseudo-random stream (xorshift64*): the same seed gives the same numbers on every machine.
struct RandomStream {
    private var state: UInt64

    /// Creates a stream; any seed works, including 0.
    init(seed: UInt64) {
        state = RandomStream.mix(seed) | 1
    }

    /// Creates the stream numbered `index` of a seed: independent streams for layers and channels.
    init(seed: UInt64, stream index: UInt64) {
        self.init(seed: RandomStream.derive(seed, index))
    }

    /// SplitMix64's finalizer: spreads any 64-bit value over all bits.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed derived from another and an index, for the `index`-th independent stream.
    static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        mix(seed ^ mix(index &+ 0x632B_E59B_D9B4_E019))
    }

    @inline(__always)
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// Uniform in [-1, 1).
    @inline(__always)
    mutating func bipolar() -> Float {
        Float(Int32(truncatingIfNeeded: Int64(bitPattern: next()) >> 32)) * (1.0 / 2_147_483_648.0)
    }

    /// Uniform in [0, 1).
    @inline(__always)
    mutating func unit() -> Float {
        Float(next() >> 40) * (1.0 / 16_777_216.0)
    }

    /// Uniform in [0, 1) with double precision.
    @inline(__always)
    mutating func unitDouble() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unitDouble()
    }

    /// Log-uniform in `range` (both bounds positive): as many values per octave everywhere.
    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        let low = range.lowerBound.logValue
        let high = range.upperBound.logValue
        return (low + (high - low) * unitDouble()).expValue
    }

    /// An exponential interval with the given mean, as used for Poisson arrivals.
    mutating func exponential(mean: Double) -> Double {
        -mean * (1 - unitDouble()).logValue
    }
}

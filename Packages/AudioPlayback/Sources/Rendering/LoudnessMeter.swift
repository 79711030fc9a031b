import Foundation

/// Loudness per ITU-R BS.1770-4: K-weighting (a high shelf, then a high-pass), mean square per channel over
/// 400 ms blocks overlapping by 75%, an absolute gate at -70 LUFS and a relative gate 10 LU below.
public enum LoudnessMeter {
    /// Integrated loudness of `channels` (each a channel's samples in [-1, 1]), in LUFS; -infinity for silence.
    ///
    /// Every channel has weight 1 (left, right or mono; BS.1770's surround weights do not apply).
    ///
    /// - Parameters:
    ///   - channels: One array per channel, all the same length.
    ///   - sampleRate: Frames per second.
    /// - Returns: The gated loudness in LUFS.
    public static func integratedLoudness(channels: [[Float]], sampleRate: Double) -> Double {
        let quarters = quarterBlockPowers(channels: channels, sampleRate: sampleRate)
        guard quarters.count >= 4 else {
            let total = quarters.reduce(0, +) / Double(max(quarters.count, 1))
            return loudness(ofPower: total)
        }
        var blocks: [Double] = []
        blocks.reserveCapacity(quarters.count - 3)
        for start in 0...(quarters.count - 4) {
            blocks.append((quarters[start] + quarters[start + 1] + quarters[start + 2] + quarters[start + 3]) / 4)
        }
        let absolute = blocks.filter { loudness(ofPower: $0) > -70 }
        guard !absolute.isEmpty else { return -.infinity }
        let relativeGate = loudness(ofPower: absolute.reduce(0, +) / Double(absolute.count)) - 10
        let gated = absolute.filter { loudness(ofPower: $0) > relativeGate }
        return loudness(ofPower: gated.reduce(0, +) / Double(gated.count))
    }

    static func loudness(ofPower power: Double) -> Double {
        power > 0 ? -0.691 + 10 * log10(power) : -.infinity
    }

    /// The K-weighted mean square of every 100 ms quarter-block, summed over channels (two channels are filtered
    /// side by side, so their filter chains overlap in the processor).
    static func quarterBlockPowers(channels: [[Float]], sampleRate: Double) -> [Double] {
        let quarter = Int((sampleRate / 10).rounded())
        let frames = channels.first?.count ?? 0
        let count = frames / quarter
        var powers = [Double](repeating: 0, count: count)
        var index = 0
        while index < channels.count {
            let first = channels[index]
            let second = index + 1 < channels.count ? channels[index + 1] : nil
            var filterA = KWeighting(sampleRate: sampleRate)
            var filterB = KWeighting(sampleRate: sampleRate)
            first.withUnsafeBufferPointer { a in
                (second ?? []).withUnsafeBufferPointer { b in
                    for block in 0..<count {
                        var sumA = 0.0, sumB = 0.0
                        let range = (block * quarter)..<((block + 1) * quarter)
                        if second != nil {
                            for position in range {
                                let x = filterA.process(Double(a[position]))
                                let y = filterB.process(Double(b[position]))
                                sumA += x * x
                                sumB += y * y
                            }
                        } else {
                            for position in range {
                                let x = filterA.process(Double(a[position]))
                                sumA += x * x
                            }
                        }
                        powers[block] += (sumA + sumB) / Double(quarter)
                    }
                }
            }
            index += 2
        }
        return powers
    }
}

/// BS.1770's K-weighting filter for any sample rate: the pre-filter (a +4 dB shelf above ~1.5 kHz) and the RLB
/// high-pass (~38 Hz), from their analogue prototypes by the bilinear transform, as libebur128 derives them.
struct KWeighting {
    private let b0: Double, b1: Double, b2: Double, a1: Double, a2: Double
    private let c1: Double, c2: Double
    private var s0 = 0.0, s1 = 0.0, t0 = 0.0, t1 = 0.0

    init(sampleRate: Double) {
        let f0 = 1_681.974_450_955_533, gain = 3.999_843_853_973_347, q = 0.707_175_236_955_419_6
        let k = tan(Double.pi * f0 / sampleRate)
        let vh = pow(10, gain / 20)
        let vb = pow(vh, 0.499_666_774_154_541_6)
        let a0 = 1 + k / q + k * k
        b0 = (vh + vb * k / q + k * k) / a0
        b1 = 2 * (k * k - vh) / a0
        b2 = (vh - vb * k / q + k * k) / a0
        a1 = 2 * (k * k - 1) / a0
        a2 = (1 - k / q + k * k) / a0
        let f1 = 38.135_470_876_024_44, q1 = 0.500_327_037_323_877_3
        let k1 = tan(Double.pi * f1 / sampleRate)
        let d0 = 1 + k1 / q1 + k1 * k1
        c1 = 2 * (k1 * k1 - 1) / d0
        c2 = (1 - k1 / q1 + k1 * k1) / d0
    }

    @inline(__always)
    mutating func process(_ input: Double) -> Double {
        let first = b0 * input + s0
        s0 = b1 * input - a1 * first + s1
        s1 = b2 * input - a2 * first
        let second = first + t0
        t0 = -2 * first - c1 * second + t1
        t1 = first - c2 * second
        return second
    }
}

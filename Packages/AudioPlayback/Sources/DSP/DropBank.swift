import Foundation

/// Many short decaying bursts (rain drops, crackles) at Poisson-random instants, for the cost of four envelopes:
/// drops are sorted into four decay classes, and each class keeps one summed envelope per channel.
struct DropBank {
    private var left = SIMD4<Float>(repeating: 0)
    private var right = SIMD4<Float>(repeating: 0)
    private let decay: SIMD4<Float>
    private var countdown: Int = 0
    private var sinceFlush = 0
    private let shape: Double
    private let width: Double
    private let floor: Double
    /// Drops per second; may change at any time.
    var rate: Double

    /// - Parameters:
    ///   - decays: The time constants of the four classes, in seconds.
    ///   - rate: Drops per second.
    ///   - shape: Skew of the amplitudes: 1 uniform, higher gives many soft drops and a few loud ones.
    ///   - floor: The softest drop's amplitude (the loudest is 1).
    ///   - width: 0 puts every drop in the centre, 1 spreads them across the stereo field.
    init(decays: SIMD4<Double>, rate: Double, shape: Double, floor: Double = 0.05, width: Double) {
        decay = SIMD4<Float>(
            DSPMath.decay(seconds: decays[0]), DSPMath.decay(seconds: decays[1]),
            DSPMath.decay(seconds: decays[2]), DSPMath.decay(seconds: decays[3]))
        self.rate = rate
        self.shape = shape
        self.width = width
        self.floor = floor
    }

    /// Advances one frame: maybe starts a drop, then decays every envelope. Returns the envelopes of the four classes
    /// for the left and right channels.
    @inline(__always)
    mutating func next(_ random: inout RandomStream) -> (left: SIMD4<Float>, right: SIMD4<Float>) {
        countdown -= 1
        if countdown <= 0 { trigger(&random) }
        left *= decay
        right *= decay
        sinceFlush &+= 1
        if sinceFlush & 63 == 0 {
            // Envelopes long finished would sink into subnormal floats, which are very slow: make them zero.
            left.replace(with: 0, where: left .< 1e-20)
            right.replace(with: 0, where: right .< 1e-20)
        }
        return (left, right)
    }

    private mutating func trigger(_ random: inout RandomStream) {
        let interval = random.exponential(mean: DSPMath.sampleRate / max(rate, 0.01))
        countdown = max(1, Int(interval.rounded()))
        let amplitude = Float(floor + (1 - floor) * pow(random.unitDouble(), shape))
        let angle = Double.pi / 4 + (random.unitDouble() - 0.5) * Double.pi / 2 * width
        let lane = Int(random.next() >> 62)
        left[lane] += amplitude * Float(cos(angle)) * 1.414
        right[lane] += amplitude * Float(sin(angle)) * 1.414
    }
}

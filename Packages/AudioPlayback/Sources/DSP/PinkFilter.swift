import Foundation

/// Turns white noise pink (-3 dB/octave) with Paul Kellet's refined seven-pole filter, its poles moved from
/// 44.1 kHz to the generators' 48 kHz.
struct PinkFilter {
    private static let poles: [Double] = [0.99886, 0.99332, 0.96900, 0.86650, 0.55000, -0.7616]
    private let p0: Float, p1: Float, p2: Float, p3: Float, p4: Float, p5: Float
    private var b0: Float = 0, b1: Float = 0, b2: Float = 0, b3: Float = 0, b4: Float = 0, b5: Float = 0
    private var b6: Float = 0

    init() {
        let ratio = 44_100 / DSPMath.sampleRate
        let moved = PinkFilter.poles.map { $0 > 0 ? Float(pow($0, ratio)) : Float($0) }
        p0 = moved[0]
        p1 = moved[1]
        p2 = moved[2]
        p3 = moved[3]
        p4 = moved[4]
        p5 = moved[5]
    }

    /// Filters one white sample (uniform in [-1, 1)); the output's RMS is about 0.3 of full scale.
    @inline(__always)
    mutating func process(_ white: Float) -> Float {
        b0 = p0 * b0 + white * 0.055_517_9
        b1 = p1 * b1 + white * 0.075_075_9
        b2 = p2 * b2 + white * 0.153_852_0
        b3 = p3 * b3 + white * 0.310_485_6
        b4 = p4 * b4 + white * 0.532_952_2
        b5 = p5 * b5 - white * 0.016_898_0
        let pink = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362
        b6 = white * 0.115_926
        return pink * 0.11
    }
}

/// Turns white noise brown (-6 dB/octave): a leaky integrator, then a 20 Hz high-pass so it has no DC.
struct BrownFilter {
    private var integrator: Float = 0
    private let leak: Float
    private var highpass = Biquad.highpass(18)

    init() {
        leak = Float(exp(-2 * Double.pi * 6 / DSPMath.sampleRate))
    }

    /// Filters one white sample; the output's RMS is about 0.3 of full scale.
    @inline(__always)
    mutating func process(_ white: Float) -> Float {
        integrator = leak * integrator + white * 0.02
        return highpass.process(integrator) * 1.1
    }
}

/// A cheaper pink filter (Paul Kellet's three-pole "economy" version, within about ±0.5 dB above 10 Hz) for the
/// sounds whose noise is shaped further anyway; the pink-noise generator itself uses ``PinkFilter``.
struct EconomyPinkFilter {
    private let p0: Float, p1: Float, p2: Float
    private var b0: Float = 0, b1: Float = 0, b2: Float = 0

    init() {
        let ratio = 44_100 / DSPMath.sampleRate
        p0 = Float(pow(0.99765, ratio))
        p1 = Float(pow(0.96300, ratio))
        p2 = Float(pow(0.57000, ratio))
    }

    /// Filters one white sample; the output's level matches ``PinkFilter``'s.
    @inline(__always)
    mutating func process(_ white: Float) -> Float {
        b0 = p0 * b0 + white * 0.099_046_0
        b1 = p1 * b1 + white * 0.296_516_4
        b2 = p2 * b2 + white * 1.052_691_3
        return (b0 + b1 + b2 + white * 0.1848) * 0.113
    }
}

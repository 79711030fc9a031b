import Foundation

/// A second-order IIR section (transposed direct form II) with the Audio EQ Cookbook's designs.
struct Biquad {
    private var b0: Float, b1: Float, b2: Float, a1: Float, a2: Float
    private var z1: Float = 0, z2: Float = 0

    init(b0: Double, b1: Double, b2: Double, a0: Double, a1: Double, a2: Double) {
        self.b0 = Float(b0 / a0)
        self.b1 = Float(b1 / a0)
        self.b2 = Float(b2 / a0)
        self.a1 = Float(a1 / a0)
        self.a2 = Float(a2 / a0)
    }

    @inline(__always)
    mutating func process(_ input: Float) -> Float {
        let output = b0 * input + z1
        z1 = b1 * input - a1 * output + z2
        z2 = b2 * input - a2 * output
        return output
    }

    private static func omega(_ frequency: Double) -> (cos: Double, sin: Double) {
        let w = 2 * Double.pi * frequency / DSPMath.sampleRate
        return (cos(w), sin(w))
    }

    /// A low-pass at `cutoff` with quality `q` (0.707: Butterworth).
    static func lowpass(_ cutoff: Double, q: Double = 0.7071) -> Biquad {
        let (c, s) = omega(cutoff)
        let alpha = s / (2 * q)
        return Biquad(b0: (1 - c) / 2, b1: 1 - c, b2: (1 - c) / 2, a0: 1 + alpha, a1: -2 * c, a2: 1 - alpha)
    }

    /// A high-pass at `cutoff` with quality `q`.
    static func highpass(_ cutoff: Double, q: Double = 0.7071) -> Biquad {
        let (c, s) = omega(cutoff)
        let alpha = s / (2 * q)
        return Biquad(b0: (1 + c) / 2, b1: -(1 + c), b2: (1 + c) / 2, a0: 1 + alpha, a1: -2 * c, a2: 1 - alpha)
    }

    /// A band-pass with 0 dB at `center`.
    static func bandpass(_ center: Double, q: Double) -> Biquad {
        let (c, s) = omega(center)
        let alpha = s / (2 * q)
        return Biquad(b0: alpha, b1: 0, b2: -alpha, a0: 1 + alpha, a1: -2 * c, a2: 1 - alpha)
    }

    /// A peaking equalizer: `gain` decibels at `center`.
    static func peaking(_ center: Double, q: Double, gain: Double) -> Biquad {
        let (c, s) = omega(center)
        let alpha = s / (2 * q)
        let a = pow(10, gain / 40)
        return Biquad(
            b0: 1 + alpha * a, b1: -2 * c, b2: 1 - alpha * a, a0: 1 + alpha / a, a1: -2 * c, a2: 1 - alpha / a)
    }

    /// A low shelf: `gain` decibels below `corner`.
    static func lowShelf(_ corner: Double, gain: Double, slope: Double = 1) -> Biquad {
        let (c, s) = omega(corner)
        let a = pow(10, gain / 40)
        let alpha = s / 2 * sqrt((a + 1 / a) * (1 / slope - 1) + 2)
        let root = 2 * sqrt(a) * alpha
        return Biquad(
            b0: a * ((a + 1) - (a - 1) * c + root), b1: 2 * a * ((a - 1) - (a + 1) * c),
            b2: a * ((a + 1) - (a - 1) * c - root), a0: (a + 1) + (a - 1) * c + root,
            a1: -2 * ((a - 1) + (a + 1) * c), a2: (a + 1) + (a - 1) * c - root)
    }

    /// A high shelf: `gain` decibels above `corner`.
    static func highShelf(_ corner: Double, gain: Double, slope: Double = 1) -> Biquad {
        let (c, s) = omega(corner)
        let a = pow(10, gain / 40)
        let alpha = s / 2 * sqrt((a + 1 / a) * (1 / slope - 1) + 2)
        let root = 2 * sqrt(a) * alpha
        return Biquad(
            b0: a * ((a + 1) + (a - 1) * c + root), b1: -2 * a * ((a - 1) + (a + 1) * c),
            b2: a * ((a + 1) + (a - 1) * c - root), a0: (a + 1) - (a - 1) * c + root,
            a1: 2 * ((a - 1) - (a + 1) * c), a2: (a + 1) - (a - 1) * c - root)
    }
}

import Foundation

extension Double {
    /// The natural logarithm.
    @inline(__always) var logValue: Double { Foundation.log(self) }
    /// e raised to this value.
    @inline(__always) var expValue: Double { Foundation.exp(self) }
}

/// Small math helpers shared by the synthesizers.
enum DSPMath {
    /// The sample rate every generator renders at.
    static let sampleRate: Double = 48_000

    /// The coefficient of a one-pole filter whose time constant is `seconds` at the sample rate.
    static func decay(seconds: Double, every frames: Double = 1) -> Float {
        Float(exp(-frames / (seconds * sampleRate)))
    }

    /// The amplitude for `decibels`.
    static func amplitude(decibels: Double) -> Double { pow(10, decibels / 20) }

    /// The decibels of an amplitude.
    static func decibels(amplitude: Double) -> Double { 20 * log10(max(amplitude, 1e-12)) }

    /// A fast sine approximation for a phase in cycles [0, 1), within 0.1% of `sin(2π·phase)`.
    @inline(__always)
    static func fastSine(cycles phase: Float) -> Float {
        // sin(2π·phase) = -sin(π·x) with x = 2·phase - 1; a parabola, then one refinement step.
        let x = 2 * phase - 1
        let y = 4 * x * (1 - abs(x))
        let refined = 0.225 * (y * abs(y) - y) + y
        return -refined
    }

    /// Smoothstep on [0, 1].
    @inline(__always)
    static func smoothstep(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return t * t * (3 - 2 * t)
    }
}

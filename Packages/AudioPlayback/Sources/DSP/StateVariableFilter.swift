import Foundation

/// A state-variable filter (Zavalishin's topology-preserving form) whose cutoff can move every block without
/// clicks: low-pass, band-pass and high-pass outputs of one structure.
struct StateVariableFilter {
    private var g: Float = 0, k: Float = 1, a1: Float = 0, a2: Float = 0, a3: Float = 0
    private var ic1: Float = 0, ic2: Float = 0

    init(cutoff: Double, q: Double) {
        set(cutoff: cutoff, q: q)
    }

    /// Moves the cutoff and quality; the state is kept, so sweeps are smooth.
    mutating func set(cutoff: Double, q: Double) {
        let clamped = min(max(cutoff, 10), DSPMath.sampleRate * 0.45)
        g = Float(tan(Double.pi * clamped / DSPMath.sampleRate))
        k = Float(1 / q)
        a1 = 1 / (1 + g * (g + k))
        a2 = g * a1
        a3 = g * a2
    }

    /// Processes one sample; returns the low-pass and band-pass outputs (band-pass has unit peak at Q = 1).
    @inline(__always)
    mutating func process(_ input: Float) -> (low: Float, band: Float) {
        let v3 = input - ic2
        let v1 = a1 * ic1 + a2 * v3
        let v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2 * v1 - ic1
        ic2 = 2 * v2 - ic2
        return (v2, v1)
    }

    /// The high-pass output for one sample.
    @inline(__always)
    mutating func highpass(_ input: Float) -> Float {
        let (low, band) = process(input)
        return input - k * band - low
    }
}

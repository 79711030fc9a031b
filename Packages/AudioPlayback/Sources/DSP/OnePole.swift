import Foundation

/// A one-pole low-pass filter (6 dB/octave); `highpass` returns the input minus the low-pass.
struct OnePole {
    private var coefficient: Float
    private var state: Float = 0

    /// A filter with its -3 dB point at `cutoff` hertz.
    init(cutoff: Double) {
        coefficient = OnePole.coefficient(cutoff: cutoff)
    }

    static func coefficient(cutoff: Double) -> Float {
        Float(1 - exp(-2 * Double.pi * cutoff / DSPMath.sampleRate))
    }

    /// Moves the cutoff without touching the state.
    mutating func setCutoff(_ cutoff: Double) {
        coefficient = OnePole.coefficient(cutoff: cutoff)
    }

    @inline(__always)
    mutating func lowpass(_ input: Float) -> Float {
        state += coefficient * (input - state)
        return state
    }

    @inline(__always)
    mutating func highpass(_ input: Float) -> Float {
        input - lowpass(input)
    }
}

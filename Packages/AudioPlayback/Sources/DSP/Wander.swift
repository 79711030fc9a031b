import Foundation

/// A slowly wandering value (an Ornstein-Uhlenbeck process, smoothed) for gusts, swells and flicker:
/// it drifts around `mean` by about `deviation`, changing over about `timeConstant` seconds.
struct Wander {
    private var raw: Double
    private var smooth: Double
    private let mean: Double
    private let pull: Double
    private let kick: Double
    private let smoothing: Double

    /// Creates the process; `step` advances it by one block of `Block.frames` frames.
    init(mean: Double, deviation: Double, timeConstant: Double, random: inout RandomStream) {
        let dt = Double(Block.frames) / DSPMath.sampleRate
        let theta = 1 / timeConstant
        self.mean = mean
        pull = theta * dt
        kick = deviation * sqrt(2 * theta * dt) * 3.0.squareRoot()
        smoothing = 1 - exp(-dt / max(timeConstant / 6, dt))
        raw = mean + deviation * Double(random.bipolar()) * 1.2
        smooth = raw
    }

    /// The current value.
    var value: Double { smooth }

    /// Advances one block and returns the new value.
    @discardableResult
    mutating func step(_ random: inout RandomStream) -> Double {
        raw += pull * (mean - raw) + kick * Double(random.bipolar())
        smooth += smoothing * (raw - smooth)
        return smooth
    }
}

import Foundation

/// Struck resonances (bells, bars, wood, rails) rendered as the exact periodic steady state of a loop: a mode is a
/// complex one-pole resonator, and its state at the loop's start is solved so that the end flows into the start.
/// Modes run eight at a time in SIMD lanes (a last group of four or fewer in four lanes, which costs half as much
/// per frame), and a group skips ahead while all its modes are inaudible.
enum ModalBank {
    /// One resonance and the instants it is struck within the loop.
    struct Mode {
        /// Frequency in hertz.
        var frequency: Double
        /// Time constant of the decay, in seconds.
        var decay: Double
        /// Left and right gains.
        var gainLeft: Float
        var gainRight: Float
        /// Strikes: frame within the loop (any integer; wrapped) and amplitude.
        var strikes: [(frame: Int, amplitude: Double)]

        /// A mode panned with an equal-power law (`pan` 0 left … 1 right).
        init(frequency: Double, decay: Double, pan: Double = 0.5, strikes: [(frame: Int, amplitude: Double)]) {
            self.frequency = frequency
            self.decay = decay
            gainLeft = Float(cos(pan * Double.pi / 2) * 2.0.squareRoot())
            gainRight = Float(sin(pan * Double.pi / 2) * 2.0.squareRoot())
            self.strikes = strikes
        }

        /// The same mode with a soft onset of `attack` seconds: itself plus a quickly decaying negative copy.
        func softened(attack: Double) -> [Mode] {
            var negative = self
            negative.decay = attack
            negative.strikes = strikes.map { ($0.frame, -$0.amplitude) }
            return [self, negative]
        }

        /// The resonator's pole, rounded to what the single-precision recursion uses, so that the steady state
        /// solved in double precision is the one the recursion actually follows.
        var pole: Complex {
            let radius = exp(-1 / (decay * DSPMath.sampleRate))
            let omega = 2 * Double.pi * frequency / DSPMath.sampleRate
            return Complex(Double(Float(radius * cos(omega))), Double(Float(radius * sin(omega))))
        }
    }

    /// Adds the periodic steady state of `modes` over `frames` frames to the two buffers.
    static func render(
        _ modes: [Mode], frames: Int, left: UnsafeMutablePointer<Float>, right: UnsafeMutablePointer<Float>
    ) {
        // Modes of similar decay share a group, so groups of short ones fall silent together and skip ahead.
        let audible = modes.filter { !$0.strikes.isEmpty && $0.frequency < DSPMath.sampleRate / 2 }
            .sorted { $0.decay < $1.decay }
        guard frames > 0 else { return }
        for start in stride(from: 0, to: audible.count, by: 8) {
            let group = Array(audible[start..<min(start + 8, audible.count)])
            // The longest-lived modes come last and often fill few lanes; they sound (and cost) on every frame.
            if group.count <= 4 {
                renderGroup(group, lanes: SIMD4<Float>.self, frames: frames, left: left, right: right)
            } else {
                renderGroup(group, lanes: SIMD8<Float>.self, frames: frames, left: left, right: right)
            }
        }
    }

    private static func renderGroup<Lanes: SIMD>(
        _ modes: [Mode], lanes: Lanes.Type, frames: Int, left: UnsafeMutablePointer<Float>,
        right: UnsafeMutablePointer<Float>
    ) where Lanes.Scalar == Float {
        var poleReal = Lanes(repeating: 0), poleImaginary = Lanes(repeating: 0)
        var stateReal = Lanes(repeating: 0), stateImaginary = Lanes(repeating: 0)
        var gainLeft = Lanes(repeating: 0), gainRight = Lanes(repeating: 0)
        // Strike amplitudes by frame, one lane per mode.
        var strikes: [Int: Lanes] = [:]
        var loudest: Float = 0
        var poles: [Complex] = []
        for (lane, mode) in modes.enumerated() {
            let pole = mode.pole
            poles.append(pole)
            poleReal[lane] = Float(pole.real)
            poleImaginary[lane] = Float(pole.imaginary)
            gainLeft[lane] = mode.gainLeft
            gainRight[lane] = mode.gainRight
            // The state after the last frame when starting from rest, then the steady state before frame 0.
            var end = Complex(0, 0)
            for strike in mode.strikes {
                let frame = LoopCanvas.wrap(strike.frame, frames)
                strikes[frame, default: Lanes(repeating: 0)][lane] += Float(strike.amplitude)
                end = end + Complex.power(pole, frames - 1 - frame) * strike.amplitude
                loudest = max(loudest, Float(abs(strike.amplitude)))
            }
            let steady = end / (Complex(1, 0) - Complex.power(pole, frames))
            stateReal[lane] = Float(steady.real)
            stateImaginary[lane] = Float(steady.imaginary)
        }
        let strikeFrames = strikes.keys.sorted()
        // Every mode in the middle: one sum serves both channels.
        let centred = gainLeft == gainRight
        let quiet = (loudest * 1e-4) * (loudest * 1e-4)
        var frame = 0
        var next = 0
        while frame < frames {
            let segmentEnd = next < strikeFrames.count ? strikeFrames[next] : frames
            var sinceCheck = 0
            while frame < segmentEnd {
                sinceCheck += 1
                if sinceCheck == 256 {
                    sinceCheck = 0
                    let energy = stateReal * stateReal + stateImaginary * stateImaginary
                    if energy.max() < quiet {
                        // Inaudible until the next strike: jump there exactly.
                        let steps = segmentEnd - frame
                        for lane in 0..<modes.count {
                            let state =
                                Complex(Double(stateReal[lane]), Double(stateImaginary[lane]))
                                * Complex.power(poles[lane], steps)
                            stateReal[lane] = Float(state.real)
                            stateImaginary[lane] = Float(state.imaginary)
                        }
                        frame = segmentEnd
                        break
                    }
                }
                let newReal = poleReal * stateReal - poleImaginary * stateImaginary
                stateImaginary = poleReal * stateImaginary + poleImaginary * stateReal
                stateReal = newReal
                if centred {
                    let sample = (stateImaginary * gainLeft).sum()
                    left[frame] += sample
                    right[frame] += sample
                } else {
                    left[frame] += (stateImaginary * gainLeft).sum()
                    right[frame] += (stateImaginary * gainRight).sum()
                }
                frame += 1
            }
            if next < strikeFrames.count {
                let newReal = poleReal * stateReal - poleImaginary * stateImaginary + strikes[strikeFrames[next]]!
                stateImaginary = poleReal * stateImaginary + poleImaginary * stateReal
                stateReal = newReal
                left[frame] += (stateImaginary * gainLeft).sum()
                right[frame] += (stateImaginary * gainRight).sum()
                frame += 1
                next += 1
            }
        }
    }
}

/// A minimal complex number for the modal bank.
struct Complex {
    var real: Double
    var imaginary: Double

    init(_ real: Double, _ imaginary: Double) {
        self.real = real
        self.imaginary = imaginary
    }

    var magnitudeSquared: Double { real * real + imaginary * imaginary }

    static func + (a: Complex, b: Complex) -> Complex { Complex(a.real + b.real, a.imaginary + b.imaginary) }
    static func - (a: Complex, b: Complex) -> Complex { Complex(a.real - b.real, a.imaginary - b.imaginary) }
    static func * (a: Complex, b: Complex) -> Complex {
        Complex(a.real * b.real - a.imaginary * b.imaginary, a.real * b.imaginary + a.imaginary * b.real)
    }
    static func * (a: Complex, b: Double) -> Complex { Complex(a.real * b, a.imaginary * b) }
    static func / (a: Complex, b: Complex) -> Complex {
        let denominator = b.magnitudeSquared
        return Complex(
            (a.real * b.real + a.imaginary * b.imaginary) / denominator,
            (a.imaginary * b.real - a.real * b.imaginary) / denominator)
    }

    /// `base` raised to a non-negative integer power, in polar form.
    static func power(_ base: Complex, _ exponent: Int) -> Complex {
        let magnitude = pow(base.magnitudeSquared.squareRoot(), Double(exponent))
        let angle = atan2(base.imaginary, base.real) * Double(exponent)
        return Complex(magnitude * cos(angle), magnitude * sin(angle))
    }
}

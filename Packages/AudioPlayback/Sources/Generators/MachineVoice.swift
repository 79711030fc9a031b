import Foundation

/// The air of a fan, air conditioner or vehicle: pink and brown noise shaped by fixed filters, slowly drifting in
/// level, and pulsed by the blades at a rate that repeats exactly with the loop.
struct MachineVoice: NoiseVoice {
    /// The tone of one machine.
    struct Tone {
        var highpass: Double
        var lowpass: Double
        var lowpassQ: Double = 0.7071
        var resonance: (frequency: Double, q: Double, gain: Double)? = nil
        var brown: Float
        var pink: Float
        var hiss: Double = 0
        var pulseRate: Double = 0
        var pulseDepth: Double = 0
        var drift: Double = 0.06
        var driftTime: Double = 8
        var gain: Double = 1
    }

    private var random: RandomStream
    private var noiseLeft: RandomStream, noiseRight: RandomStream
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    // Leaky integrators (brown noise); the tone's high-pass removes what lies below it.
    private var integratorLeft: Float = 0, integratorRight: Float = 0
    private let leak = Float(exp(-2 * Double.pi * 6 / DSPMath.sampleRate))
    private var highLeft: OnePole, highRight: OnePole
    private var lowLeft: Biquad, lowRight: Biquad
    private var peakLeft: Biquad, peakRight: Biquad
    private var hissLeft = OnePole(cutoff: 3_500), hissRight = OnePole(cutoff: 3_500)
    private var drift: Wander
    private var gain = Ramp(1)
    private let tone: Tone
    private let pulseRate: Double
    private var pulse = Ramp(1)
    private var frame = 0

    init(_ tone: Tone, context: SynthesisContext) {
        self.tone = tone
        random = context.random(60)
        noiseLeft = context.random(61)
        noiseRight = context.random(62)
        highLeft = OnePole(cutoff: tone.highpass)
        highRight = OnePole(cutoff: tone.highpass)
        lowLeft = .lowpass(tone.lowpass, q: tone.lowpassQ)
        lowRight = .lowpass(tone.lowpass * 1.03, q: tone.lowpassQ)
        let resonance = tone.resonance ?? (1_000, 1, 0)
        peakLeft = .peaking(resonance.frequency, q: resonance.q, gain: resonance.gain)
        peakRight = .peaking(resonance.frequency * 1.02, q: resonance.q, gain: resonance.gain)
        drift = Wander(mean: 1, deviation: tone.drift, timeConstant: tone.driftTime, random: &random)
        let rate = tone.pulseRate > 0 ? context.quantized(tone.pulseRate) : 0
        pulseRate = rate
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        gain.target(Float(drift.step(&random) * tone.gain))
        frame += Block.frames
        let cycles = Double(frame) * pulseRate / DSPMath.sampleRate
        pulse.target(Float(1 + tone.pulseDepth * sin(2 * Double.pi * (cycles - cycles.rounded(.down)))))
        let brown = tone.brown, pink = tone.pink, hiss = Float(tone.hiss)
        for i in 0..<Block.frames {
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            integratorLeft = leak * integratorLeft + whiteLeft * 0.022
            integratorRight = leak * integratorRight + whiteRight * 0.022
            var outLeft = integratorLeft * brown + pinkLeft.process(whiteRight) * pink
            var outRight = integratorRight * brown + pinkRight.process(whiteLeft) * pink
            outLeft = lowLeft.process(highLeft.highpass(outLeft))
            outRight = lowRight.process(highRight.highpass(outRight))
            outLeft = peakLeft.process(outLeft)
            outRight = peakRight.process(outRight)
            let level = gain.next() * pulse.next()
            left[i] = (outLeft + hissLeft.highpass(whiteLeft) * hiss) * level
            right[i] = (outRight + hissRight.highpass(whiteRight) * hiss) * level
        }
    }
}

/// A motor's or engine's hum: harmonics of a fundamental with a slow swirl in level, at frequencies that repeat
/// exactly with the loop. One double-precision phasor gives the fundamental; harmonics are its complex powers.
struct HumLayer: PeriodicLayer {
    let fundamental: Double
    /// Relative amplitude of harmonics 1, 2, 3 …
    let harmonics: [Double]
    let level: Double
    /// Rate of the slow swirl in level, hertz; 0 for none.
    let swirl: Double
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        guard level > 0, !harmonics.isEmpty else { return }
        var base = Phasor(frequency: context.quantized(fundamental))
        var swirlPhasor = Phasor(frequency: swirl > 0 ? context.quantized(swirl) : 0)
        let gains = harmonics.map { Float(level * $0) }
        let count = gains.count
        canvas.left.withUnsafeMutableBufferPointer { left in
            canvas.right.withUnsafeMutableBufferPointer { right in
                for frame in 0..<left.count {
                    let (c, s) = base.nextPair()
                    var powerReal = c, powerImaginary = s
                    var sample = gains[0] * s
                    for harmonic in 1..<count {
                        let newReal = powerReal * c - powerImaginary * s
                        powerImaginary = powerReal * s + powerImaginary * c
                        powerReal = newReal
                        sample += gains[harmonic] * powerImaginary
                    }
                    sample *= swirl > 0 ? 1 + 0.25 * swirlPhasor.next() : 1
                    left[frame] += sample
                    right[frame] += sample
                }
            }
        }
    }
}

import Foundation

/// Heavy rain with thunder: every so often a strike, near (a sharp crack, then a long bright roll) or far (a low,
/// slow rumble). Each roll is several overlapping rumbles, so no two sound alike.
struct ThunderstormVoice: NoiseVoice {
    private struct Rumble {
        var onset: Double
        var amplitude: Double
        var attack: Double
        var decay: Double
        var brightness: Double
    }

    private var rain: RainVoice
    private var random: RandomStream
    private var noiseLeft: RandomStream
    private var noiseRight: RandomStream
    private var brownLeft = BrownFilter(), brownRight = BrownFilter()
    private var toneLeft: StateVariableFilter, toneRight: StateVariableFilter
    private var crackFilterLeft = Biquad.highpass(700), crackFilterRight = Biquad.highpass(700)
    private var rumbles: [Rumble] = []
    private var crack: Float = 0
    private var crackPeak: Float = 0
    private let crackDecay = DSPMath.decay(seconds: 0.09)
    private var rollGain = Ramp(0)
    private var time: Double = 0
    private var nextStrike: Double
    private let interval: Double

    init(context: SynthesisContext) {
        rain = RainVoice(.heavy, context: context, intensity: context["rain"])
        random = context.random(20)
        noiseLeft = context.random(21)
        noiseRight = context.random(22)
        interval = context["thunderInterval"]
        nextStrike = interval * random.uniform(0.15...0.6)
        toneLeft = StateVariableFilter(cutoff: 200, q: 0.7)
        toneRight = StateVariableFilter(cutoff: 200, q: 0.7)
    }

    private mutating func strike() {
        let distance = random.unitDouble()
        let closeness = 1 - distance
        var onset = time + random.uniform(0...0.2)
        let count = 3 + Int(random.next() % 5)
        for index in 0..<count {
            let amplitude = (0.5 + 0.9 * closeness) * (index == 0 ? 1 : random.uniform(0.35...0.9))
            rumbles.append(
                Rumble(
                    onset: onset, amplitude: amplitude, attack: random.uniform(0.05...0.25) + 0.4 * distance,
                    decay: random.uniform(0.7...2.2) + 1.2 * distance, brightness: closeness))
            onset += random.exponential(mean: 0.55 + 0.5 * distance)
        }
        if distance < 0.4 {
            crackPeak = Float((0.4 - distance) * 4)
            crack = crackPeak
        }
        nextStrike = time + interval * random.uniform(0.5...1.5)
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        rain.renderBlock(left, right)
        if time >= nextStrike { strike() }
        // Envelope and brightness of the roll at this block.
        var envelope = 0.0
        var brightness = 0.0
        for rumble in rumbles where time >= rumble.onset {
            let age = time - rumble.onset
            let value = rumble.amplitude * (1 - exp(-age / rumble.attack)) * exp(-age / rumble.decay)
            envelope += value
            brightness += value * rumble.brightness
        }
        rumbles.removeAll { time - $0.onset > $0.decay * 9 }
        let cutoff = 90 + 700 * (envelope > 0 ? brightness / envelope : 0) * min(1, envelope)
        toneLeft.set(cutoff: cutoff, q: 0.8)
        toneRight.set(cutoff: cutoff * 1.07, q: 0.8)
        rollGain.target(Float(envelope * 4.5))
        time += Double(Block.frames) / DSPMath.sampleRate
        guard envelope > 1e-4 || crack > 1e-4 || rollGain.current > 1e-4 else { return }
        let cracking = crack > 1e-4
        for i in 0..<Block.frames {
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            let gain = rollGain.next()
            left[i] += toneLeft.process(brownLeft.process(whiteLeft)).low * gain
            right[i] += toneRight.process(brownRight.process(whiteRight)).low * gain
            if cracking {
                left[i] += crackFilterLeft.process(whiteLeft) * crack * 0.5
                right[i] += crackFilterRight.process(whiteRight) * crack * 0.5
                crack *= crackDecay
            }
        }
    }
}

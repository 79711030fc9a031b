import Foundation

/// A stream: rushing water (band-passed noise that churns quickly) and babbling (many small bubbles, each a short
/// sine whose pitch rises as it reaches the surface).
struct StreamVoice: NoiseVoice {
    private var random: RandomStream
    private var noiseLeft: RandomStream, noiseRight: RandomStream
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    private var rushLeft: StateVariableFilter, rushRight: StateVariableFilter
    private var gurgleLeft = Biquad.lowpass(240), gurgleRight = Biquad.lowpass(220)
    private var brownLeft = BrownFilter(), brownRight = BrownFilter()
    private var churnLeft: Wander, churnRight: Wander
    private var rushGainLeft = Ramp(0.5), rushGainRight = Ramp(0.5)
    private var bubblesA = ChirpVoices(), bubblesB = ChirpVoices()
    private var countdown = 1
    private var useA = true
    private let bubbleRate: Double
    private let rushLevel: Double

    init(context: SynthesisContext) {
        random = context.random(40)
        noiseLeft = context.random(41)
        noiseRight = context.random(42)
        let flow = context["flow"]
        bubbleRate = 70 + 260 * flow
        rushLevel = 0.35 + 0.4 * flow
        rushLeft = StateVariableFilter(cutoff: 1_000, q: 0.55)
        rushRight = StateVariableFilter(cutoff: 1_100, q: 0.55)
        churnLeft = Wander(mean: 1, deviation: 0.25, timeConstant: 0.35, random: &random)
        churnRight = Wander(mean: 1, deviation: 0.25, timeConstant: 0.35, random: &random)
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        let churnL = max(0.2, churnLeft.step(&random))
        let churnR = max(0.2, churnRight.step(&random))
        rushLeft.set(cutoff: 700 + 500 * churnL, q: 0.55)
        rushRight.set(cutoff: 700 + 500 * churnR, q: 0.55)
        rushGainLeft.target(Float(rushLevel * churnL))
        rushGainRight.target(Float(rushLevel * churnR))
        for i in 0..<Block.frames {
            countdown -= 1
            if countdown <= 0 {
                countdown = max(1, Int(random.exponential(mean: DSPMath.sampleRate / bubbleRate)))
                let frequency = random.logUniform(380...2_400)
                let quality = random.uniform(12...35)
                let decay = quality / (Double.pi * frequency)
                let amplitude = random.logUniform(0.03...0.22) * (1.2 - frequency / 4_000)
                if useA {
                    bubblesA.start(
                        frequency: frequency, glide: random.uniform(0.8...4), decay: decay, amplitude: amplitude,
                        pan: random.uniform(0.15...0.85))
                } else {
                    bubblesB.start(
                        frequency: frequency, glide: random.uniform(0.8...4), decay: decay, amplitude: amplitude,
                        pan: random.uniform(0.15...0.85))
                }
                useA.toggle()
            }
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            let (aLeft, aRight) = bubblesA.next()
            let (bLeft, bRight) = bubblesB.next()
            let rushL = rushLeft.process(pinkLeft.process(whiteLeft)).band * rushGainLeft.next()
            let rushR = rushRight.process(pinkRight.process(whiteRight)).band * rushGainRight.next()
            let lowL = gurgleLeft.process(brownLeft.process(whiteRight)) * 0.35
            let lowR = gurgleRight.process(brownRight.process(whiteLeft)) * 0.35
            left[i] = rushL + lowL + aLeft + bLeft
            right[i] = rushR + lowR + aRight + bRight
        }
    }
}

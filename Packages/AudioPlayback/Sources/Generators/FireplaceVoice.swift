import Foundation

/// A fireplace: the flames' low roar and soft hiss flickering together, crackles that come in bursts (mostly tiny
/// ticks, now and then a sharp snap), and the odd pop of resin with a short woody tone.
struct FireplaceVoice: NoiseVoice {
    private var random: RandomStream
    private var noiseLeft: RandomStream, noiseRight: RandomStream
    private var brownLeft = BrownFilter(), brownRight = BrownFilter()
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    private var roarLeft: StateVariableFilter, roarRight: StateVariableFilter
    private var splitLeft = OnePole(cutoff: 1_200), splitRight = OnePole(cutoff: 1_200)
    private var knockLeft = OnePole(cutoff: 500), knockRight = OnePole(cutoff: 520)
    private var crackles: DropBank
    private var pops = ChirpVoices()
    private var popCountdown = 1
    private var flicker: Wander, burst: Wander
    private var roarGain = Ramp(0.5), hissGain = Ramp(0.05)
    private let roar: Double
    private let crackleRate: Double
    private let popRate: Double

    init(context: SynthesisContext) {
        random = context.random(90)
        noiseLeft = context.random(91)
        noiseRight = context.random(92)
        roar = context["roar"]
        let crackle = context["crackle"]
        crackleRate = 4 + 50 * crackle
        popRate = 0.1 + 0.5 * crackle
        crackles = DropBank(
            decays: [0.0003, 0.0007, 0.0015, 0.004], rate: crackleRate, shape: 4.5, floor: 0.03, width: 0.8)
        flicker = Wander(mean: 1, deviation: 0.2, timeConstant: 0.6, random: &random)
        burst = Wander(mean: 0.8, deviation: 0.7, timeConstant: 1.4, random: &random)
        roarLeft = StateVariableFilter(cutoff: 220, q: 0.7)
        roarRight = StateVariableFilter(cutoff: 230, q: 0.7)
        popCountdown = Int(random.exponential(mean: DSPMath.sampleRate / popRate))
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        let flame = max(0.3, flicker.step(&random))
        crackles.rate = crackleRate * max(0.05, burst.step(&random))
        roarLeft.set(cutoff: 160 + 140 * flame, q: 0.7)
        roarRight.set(cutoff: 170 + 140 * flame, q: 0.7)
        roarGain.target(Float((0.35 + 0.6 * roar) * flame))
        hissGain.target(Float(0.012 + 0.02 * flame))
        for i in 0..<Block.frames {
            popCountdown -= 1
            if popCountdown <= 0 {
                popCountdown = max(1, Int(random.exponential(mean: DSPMath.sampleRate / popRate)))
                pops.start(
                    frequency: random.uniform(160...420), glide: -0.4, decay: random.uniform(0.015...0.035),
                    amplitude: random.uniform(0.08...0.2), pan: random.uniform(0.2...0.8))
                pops.start(
                    frequency: random.uniform(1_400...2_600), glide: 0, decay: 0.004,
                    amplitude: random.uniform(0.05...0.12), pan: random.uniform(0.3...0.7))
            }
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            let roarGainNow = roarGain.next()
            let hissGainNow = hissGain.next()
            let flamesLeft =
                roarLeft.process(brownLeft.process(whiteLeft) + pinkLeft.process(whiteRight) * 0.3).low * roarGainNow
            let flamesRight =
                roarRight.process(brownRight.process(whiteRight) + pinkRight.process(whiteLeft) * 0.3).low
                * roarGainNow
            let (envelopeLeft, envelopeRight) = crackles.next(&random)
            // Above 1.2 kHz: snaps and hiss; 500 Hz-1.2 kHz: the woody knock of the longest crackles.
            let lowLeft = splitLeft.lowpass(whiteLeft)
            let lowRight = splitRight.lowpass(whiteRight)
            let snapL = whiteLeft - lowLeft
            let snapR = whiteRight - lowRight
            let knockL = lowLeft - knockLeft.lowpass(lowLeft)
            let knockR = lowRight - knockRight.lowpass(lowRight)
            let crackleLeft =
                (envelopeLeft[0] + envelopeLeft[1] + envelopeLeft[2]) * snapL + envelopeLeft[3] * knockL * 2.5
            let crackleRight =
                (envelopeRight[0] + envelopeRight[1] + envelopeRight[2]) * snapR + envelopeRight[3] * knockR * 2.5
            let (popLeft, popRight) = pops.next()
            left[i] = flamesLeft + snapL * hissGainNow + crackleLeft * 0.55 + popLeft
            right[i] = flamesRight + snapR * hissGainNow + crackleRight * 0.55 + popRight
        }
    }
}

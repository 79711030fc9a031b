import Foundation

/// Wind: noise through a band-pass whose centre, width and level follow gusts (two slow random processes per ear),
/// a low buffeting rumble, and in strong gusts a thin whistle.
struct WindVoice: NoiseVoice {
    private var random: RandomStream
    private var noiseLeft: RandomStream, noiseRight: RandomStream
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    private var brownLeft = BrownFilter(), brownRight = BrownFilter()
    private var bandLeft: StateVariableFilter, bandRight: StateVariableFilter
    private var whistleLeft: StateVariableFilter, whistleRight: StateVariableFilter
    private var buffetLeft = Biquad.lowpass(140), buffetRight = Biquad.lowpass(150)
    private var gust: Wander, slowGust: Wander, sideLeft: Wander, sideRight: Wander, whistlePitch: Wander
    private var gainLeft = Ramp(0.3), gainRight = Ramp(0.3)
    private var lowGain = Ramp(0.3)
    private var whistleGain = Ramp(0)
    private let whistle: Double

    init(context: SynthesisContext) {
        random = context.random(50)
        noiseLeft = context.random(51)
        noiseRight = context.random(52)
        let gustiness = context["gustiness"]
        whistle = context["whistle"]
        gust = Wander(mean: 0.45, deviation: 0.12 + 0.22 * gustiness, timeConstant: 2.2, random: &random)
        slowGust = Wander(mean: 0.45, deviation: 0.1 + 0.1 * gustiness, timeConstant: 9, random: &random)
        sideLeft = Wander(mean: 0, deviation: 0.08, timeConstant: 1.2, random: &random)
        sideRight = Wander(mean: 0, deviation: 0.08, timeConstant: 1.2, random: &random)
        whistlePitch = Wander(mean: 1_250, deviation: 180, timeConstant: 1.5, random: &random)
        bandLeft = StateVariableFilter(cutoff: 400, q: 0.9)
        bandRight = StateVariableFilter(cutoff: 420, q: 0.9)
        whistleLeft = StateVariableFilter(cutoff: 1_200, q: 22)
        whistleRight = StateVariableFilter(cutoff: 1_260, q: 22)
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        let strength = min(1, max(0, 0.6 * gust.step(&random) + 0.4 * slowGust.step(&random)))
        let strengthLeft = min(1, max(0.02, strength + sideLeft.step(&random)))
        let strengthRight = min(1, max(0.02, strength + sideRight.step(&random)))
        bandLeft.set(cutoff: 220 + 900 * strengthLeft * strengthLeft, q: 0.7 + 0.8 * strengthLeft)
        bandRight.set(cutoff: 230 + 900 * strengthRight * strengthRight, q: 0.7 + 0.8 * strengthRight)
        let pitch = whistlePitch.step(&random) + 700 * strength
        whistleLeft.set(cutoff: pitch, q: 22)
        whistleRight.set(cutoff: pitch * 1.04, q: 22)
        gainLeft.target(Float(0.15 + 1.3 * strengthLeft * strengthLeft))
        gainRight.target(Float(0.15 + 1.3 * strengthRight * strengthRight))
        lowGain.target(Float(0.06 + 0.7 * strength * strength))
        whistleGain.target(Float(whistle * max(0, strength - 0.5) * 1.6))
        for i in 0..<Block.frames {
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            let low = lowGain.next()
            let whistleLevel = whistleGain.next()
            let airLeft = bandLeft.process(pinkLeft.process(whiteLeft)).band * gainLeft.next()
            let airRight = bandRight.process(pinkRight.process(whiteRight)).band * gainRight.next()
            let buffetL = buffetLeft.process(brownLeft.process(whiteRight)) * low
            let buffetR = buffetRight.process(brownRight.process(whiteLeft)) * low
            let whistleL = whistleLeft.process(whiteLeft).band * whistleLevel * 0.25
            let whistleR = whistleRight.process(whiteRight).band * whistleLevel * 0.25
            left[i] = airLeft + buffetL + whistleL
            right[i] = airRight + buffetR + whistleR
        }
    }
}

import Foundation

/// Rain: a filtered-noise bed that surges slowly, thousands of drop bursts (short, bright ones on hard surfaces and
/// longer splashes), a low rumble, and for light rain the odd pitched drip from the eaves.
struct RainVoice: NoiseVoice {
    enum Style { case heavy, light }

    private var random: RandomStream
    private var noiseLeft: RandomStream
    private var noiseRight: RandomStream
    // Bed
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    private var bedHighLeft: Biquad, bedHighRight: Biquad
    private var bedLowLeft: OnePole, bedLowRight: OnePole
    private var bedGain: Ramp
    private let bedLevel: Double
    // Rumble: the bed's pink noise below 240 Hz (the bed itself starts above 380 Hz)
    private var rumbleLowLeft = Biquad.lowpass(240), rumbleLowRight = Biquad.lowpass(240)
    private let rumbleLevel: Float
    // Drops
    private var drops: DropBank
    private let dropRate: Double
    private var splitLeft = OnePole(cutoff: 2_600), splitRight = OnePole(cutoff: 2_600)
    private var bodyLeft = OnePole(cutoff: 500), bodyRight = OnePole(cutoff: 500)
    private let dropLevel: Float
    // Drips
    private var drips = ChirpVoices()
    private var dripCountdown = 0
    private let dripRate: Double
    // Slow surges of the whole shower
    private var surge: Wander
    private var surgeRight: Wander

    init(_ style: Style, context: SynthesisContext, intensity: Double? = nil) {
        random = context.random(10)
        noiseLeft = context.random(11)
        noiseRight = context.random(12)
        let amount = intensity ?? context["intensity"]
        let width = context.spec.kind.parameter(named: "width") == nil ? 0.9 : context["width"]
        switch style {
        case .heavy:
            bedHighLeft = .highpass(380)
            bedHighRight = .highpass(420)
            bedLowLeft = OnePole(cutoff: 9_000)
            bedLowRight = OnePole(cutoff: 8_500)
            bedLevel = 0.55 + 0.45 * amount
            rumbleLevel = Float(0.9 * (context.spec.kind == .heavyRain ? context["rumble"] : 0.5))
            dropRate = 700 + 1_800 * amount
            drops = DropBank(
                decays: [0.0012, 0.0025, 0.005, 0.011], rate: dropRate, shape: 3, floor: 0.05, width: width)
            dropLevel = 0.45
            dripRate = 0
        case .light:
            bedHighLeft = .highpass(1_400)
            bedHighRight = .highpass(1_500)
            bedLowLeft = OnePole(cutoff: 7_000)
            bedLowRight = OnePole(cutoff: 6_500)
            bedLevel = 0.12 + 0.2 * amount
            rumbleLevel = 0.12
            dropRate = 35 + 300 * amount
            drops = DropBank(
                decays: [0.0009, 0.002, 0.0045, 0.009], rate: dropRate, shape: 2.2, floor: 0.08, width: width)
            dropLevel = 0.75
            dripRate = 3.5 * context["drips"]
        }
        bedGain = Ramp(Float(bedLevel))
        var modulation = context.random(13)
        surge = Wander(mean: 1, deviation: 0.22, timeConstant: 5, random: &modulation)
        surgeRight = Wander(mean: 1, deviation: 0.08, timeConstant: 2, random: &modulation)
        dripCountdown = Int(random.exponential(mean: DSPMath.sampleRate / max(dripRate, 0.01)))
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        let level = max(0.3, surge.step(&random))
        let balance = surgeRight.step(&random)
        bedGain.target(Float(bedLevel * level))
        drops.rate = dropRate * (0.55 + 0.45 * level)
        let tilt = Float(balance)
        for i in 0..<Block.frames {
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            let gain = bedGain.next()
            let pinkL = pinkLeft.process(whiteLeft)
            let pinkR = pinkRight.process(whiteRight)
            var outLeft = bedLowLeft.lowpass(bedHighLeft.process(pinkL)) * gain
            var outRight = bedLowRight.lowpass(bedHighRight.process(pinkR)) * gain * tilt
            let rumbleLeft = rumbleLowLeft.process(pinkL) * 2.5
            let rumbleRight = rumbleLowRight.process(pinkR) * 2.5
            outLeft += rumbleLeft * rumbleLevel
            outRight += rumbleRight * rumbleLevel
            // Drops: classes 0-1 bright ticks, classes 2-3 duller splashes.
            let (envelopeLeft, envelopeRight) = drops.next(&random)
            let lowLeft = splitLeft.lowpass(whiteLeft)
            let lowRight = splitRight.lowpass(whiteRight)
            let brightLeft = whiteLeft - lowLeft
            let brightRight = whiteRight - lowRight
            let splashLeft = lowLeft - bodyLeft.lowpass(lowLeft)
            let splashRight = lowRight - bodyRight.lowpass(lowRight)
            outLeft +=
                dropLevel
                * ((envelopeLeft[0] + envelopeLeft[1]) * brightLeft
                    + (envelopeLeft[2] + envelopeLeft[3]) * splashLeft * 1.6)
            outRight +=
                dropLevel
                * ((envelopeRight[0] + envelopeRight[1]) * brightRight
                    + (envelopeRight[2] + envelopeRight[3]) * splashRight * 1.6)
            left[i] = outLeft
            right[i] = outRight
        }
        if dripRate > 0 { renderDrips(left, right) }
    }

    private mutating func renderDrips(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        for i in 0..<Block.frames {
            dripCountdown -= 1
            if dripCountdown <= 0 {
                dripCountdown = max(1, Int(random.exponential(mean: DSPMath.sampleRate / dripRate)))
                drips.start(
                    frequency: random.logUniform(1_300...3_600), glide: random.uniform(0.4...1.6),
                    decay: random.uniform(0.015...0.05), amplitude: random.uniform(0.08...0.3),
                    pan: random.uniform(0.1...0.9))
            }
            if drips.isSounding {
                let (dripLeft, dripRight) = drips.next()
                left[i] += dripLeft
                right[i] += dripRight
            }
        }
    }
}

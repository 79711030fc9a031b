import Foundation

/// Ocean waves: each wave swells (low-passed noise opening up as it rises), breaks, and washes back as bright foam;
/// waves overlap, vary in size, length and place, and a distant surf never stops.
struct OceanVoice: NoiseVoice {
    private struct Wave {
        var start: Double
        var length: Double
        var size: Double
        var pan: Double
    }

    private var random: RandomStream
    private var noiseLeft: RandomStream, noiseRight: RandomStream
    private var brownLeft = BrownFilter(), brownRight = BrownFilter()
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    private var surgeLeft: StateVariableFilter, surgeRight: StateVariableFilter
    private var foamLeft = Biquad.highpass(1_600), foamRight = Biquad.highpass(1_700)
    private var foamSoftLeft = OnePole(cutoff: 9_000), foamSoftRight = OnePole(cutoff: 9_000)
    private var distantLeft = Biquad.lowpass(320), distantRight = Biquad.lowpass(300)
    private var surgeGainLeft = Ramp(0), surgeGainRight = Ramp(0)
    private var foamGainLeft = Ramp(0), foamGainRight = Ramp(0)
    private var distant: Wander
    private var waves: [Wave] = []
    private var time: Double = 0
    private var nextWave: Double = 0
    private let period: Double
    private let surf: Double

    init(context: SynthesisContext) {
        random = context.random(30)
        noiseLeft = context.random(31)
        noiseRight = context.random(32)
        period = context["wavePeriod"]
        surf = context["surf"]
        surgeLeft = StateVariableFilter(cutoff: 300, q: 0.6)
        surgeRight = StateVariableFilter(cutoff: 300, q: 0.6)
        distant = Wander(mean: 0.22, deviation: 0.06, timeConstant: 6, random: &random)
        // Start in the middle of the sea: one wave already rolling.
        let length = period * random.uniform(0.8...1.25)
        waves.append(Wave(start: -length * random.uniform(0.2...0.7), length: length, size: 0.8, pan: 0.5))
        nextWave = waves[0].start + length * random.uniform(0.75...0.95)
    }

    /// Swell (0…1): rises slowly and faster towards the break at 45% of the wave, then drains.
    private static func swell(_ phase: Double) -> Double {
        if phase < 0 || phase > 1.6 { return 0 }
        if phase < 0.45 {
            let x = phase / 0.45
            return x * x * (3 - 2 * x) * (0.4 + 0.6 * x)
        }
        return exp(-(phase - 0.45) / 0.22)
    }

    /// Foam (0…1): bursts at the break, then hisses away as the water runs back.
    private static func foam(_ phase: Double) -> Double {
        if phase < 0.42 || phase > 1.8 { return 0 }
        let age = phase - 0.42
        let onset = min(age / 0.07, 1)
        return onset * onset * (3 - 2 * onset) * exp(-age / 0.3)
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        if time >= nextWave {
            let length = period * random.uniform(0.75...1.3)
            waves.append(
                Wave(start: time, length: length, size: random.uniform(0.55...1), pan: random.uniform(0.25...0.75)))
            nextWave = time + length * random.uniform(0.7...1.0)
        }
        var surgeL = 0.0, surgeR = 0.0, foamL = 0.0, foamR = 0.0
        for wave in waves {
            let phase = (time - wave.start) / wave.length
            let s = Self.swell(phase) * wave.size
            let f = Self.foam(phase) * wave.size
            surgeL += s * (1.2 - wave.pan * 0.4)
            surgeR += s * (0.8 + wave.pan * 0.4)
            foamL += f * cos(wave.pan * Double.pi / 2) * 1.414
            foamR += f * sin(wave.pan * Double.pi / 2) * 1.414
        }
        waves.removeAll { (time - $0.start) / $0.length > 1.8 }
        let surgeLevel = (surgeL + surgeR) / 2
        surgeLeft.set(cutoff: 180 + 2_400 * pow(min(surgeL, 1.4), 1.6), q: 0.65)
        surgeRight.set(cutoff: 180 + 2_400 * pow(min(surgeR, 1.4), 1.6), q: 0.65)
        surgeGainLeft.target(Float(0.05 + 0.95 * surgeL))
        surgeGainRight.target(Float(0.05 + 0.95 * surgeR))
        foamGainLeft.target(Float(foamL * (0.15 + 0.5 * surf) + 0.03 * surgeLevel))
        foamGainRight.target(Float(foamR * (0.15 + 0.5 * surf) + 0.03 * surgeLevel))
        let distantGain = Float(distant.step(&random))
        time += Double(Block.frames) / DSPMath.sampleRate
        for i in 0..<Block.frames {
            let whiteLeft = noiseLeft.bipolar()
            let whiteRight = noiseRight.bipolar()
            let brownL = brownLeft.process(whiteLeft)
            let brownR = brownRight.process(whiteRight)
            let pinkL = pinkLeft.process(whiteRight)
            let pinkR = pinkRight.process(whiteLeft)
            let waterLeft = surgeLeft.process(brownL * 0.6 + pinkL * 1.2).low * surgeGainLeft.next()
            let waterRight = surgeRight.process(brownR * 0.6 + pinkR * 1.2).low * surgeGainRight.next()
            let hissLeft = foamSoftLeft.lowpass(foamLeft.process(whiteLeft)) * foamGainLeft.next()
            let hissRight = foamSoftRight.lowpass(foamRight.process(whiteRight)) * foamGainRight.next()
            left[i] = waterLeft + hissLeft + distantLeft.process(brownL) * distantGain
            right[i] = waterRight + hissRight + distantRight.process(brownR) * distantGain
        }
    }
}

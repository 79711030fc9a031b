import Foundation

/// A café's murmur with no words: eight talkers (a buzzing voice source through a formant that moves from
/// syllable to syllable, in phrases and pauses, with falling intonation), far enough to blur, early room
/// reflections, a soft room tone, and cups and spoons now and then. The talkers run side by side in SIMD lanes.
struct CafeVoice: NoiseVoice {
    private var random: RandomStream
    private var noise: RandomStream
    // Talkers, one per lane.
    private var phase = SIMD8<Float>(repeating: 0)
    private var pitchStep = SIMD8<Float>(repeating: 0.003)
    private var level = SIMD8<Float>(repeating: 0)
    private var levelStep = SIMD8<Float>(repeating: 0)
    private var formantLow = SIMD8<Float>(repeating: 0)
    private var formantBand = SIMD8<Float>(repeating: 0)
    private var g = SIMD8<Float>(repeating: 0.05)
    private var a1 = SIMD8<Float>(repeating: 1)
    private var a2 = SIMD8<Float>(repeating: 0)
    private var a3 = SIMD8<Float>(repeating: 0)
    private let damping: SIMD8<Float> = SIMD8(repeating: 1 / 3.2)
    private var panLeft = SIMD8<Float>(repeating: 0.7)
    private var panRight = SIMD8<Float>(repeating: 0.7)
    private var talkers: [Talker] = []
    // Room.
    private var pinkLeft = EconomyPinkFilter(), pinkRight = EconomyPinkFilter()
    private var roomLeft = Biquad.lowpass(700), roomRight = Biquad.lowpass(650)
    private var distanceLeft = Biquad.lowpass(2_600), distanceRight = Biquad.lowpass(2_500)
    private var delay = [Float](repeating: 0, count: 4_096)
    private var delayIndex = 0
    private var clinks = ChirpVoices()
    private var clinkCountdown = 1
    private let clinkRate: Double
    private let pauseScale: Double

    private struct Talker {
        var basePitch: Double
        var pitch: Double
        var formant: Double
        var targetFormant: Double
        var syllableLeft: Double = 0
        var syllableLength: Double = 0.2
        var syllablesLeft: Int = 0
        var pause: Double
        var loudness: Double
    }

    private static let vowels: [Double] = [320, 420, 520, 640, 760, 880, 1_050, 1_250, 1_500, 1_900]

    init(context: SynthesisContext) {
        random = context.random(100)
        noise = context.random(101)
        let crowd = context["crowd"]
        clinkRate = 0.15 + 1.6 * context["clatter"]
        pauseScale = 2.4 - 1.6 * crowd
        for lane in 0..<8 {
            let voiceHigh = random.unitDouble() < 0.5
            let base = voiceHigh ? random.uniform(175...240) : random.uniform(95...140)
            talkers.append(
                Talker(
                    basePitch: base, pitch: base, formant: 600, targetFormant: 600,
                    pause: random.uniform(0...3), loudness: random.uniform(0.35...1)))
            let pan = random.uniform(0.1...0.9)
            panLeft[lane] = Float(cos(pan * Double.pi / 2))
            panRight[lane] = Float(sin(pan * Double.pi / 2))
        }
        clinkCountdown = Int(random.exponential(mean: DSPMath.sampleRate / clinkRate))
    }

    private mutating func updateTalkers() {
        let dt = Double(Block.frames) / DSPMath.sampleRate
        for lane in 0..<8 {
            var talker = talkers[lane]
            var target = 0.0
            if talker.pause > 0 {
                talker.pause -= dt
                if talker.pause <= 0 {
                    talker.syllablesLeft = 3 + Int(random.next() % 14)
                    talker.pitch = talker.basePitch * random.uniform(1.05...1.2)
                }
            } else if talker.syllableLeft <= 0 {
                if talker.syllablesLeft == 0 {
                    talker.pause = random.exponential(mean: pauseScale) + 0.3
                } else {
                    talker.syllablesLeft -= 1
                    talker.syllableLength = random.uniform(0.11...0.3)
                    talker.syllableLeft = talker.syllableLength
                    talker.targetFormant = Self.vowels[Int(random.next() % UInt64(Self.vowels.count))]
                    talker.pitch = talker.pitch * random.uniform(0.96...1.02)
                }
            }
            if talker.pause <= 0, talker.syllableLeft > 0 {
                let progress = 1 - talker.syllableLeft / talker.syllableLength
                target = talker.loudness * sin(Double.pi * progress) * (0.6 + 0.4 * sin(Double.pi * progress))
                talker.syllableLeft -= dt
            }
            talker.formant += (talker.targetFormant - talker.formant) * 0.08
            talkers[lane] = talker
            levelStep[lane] = (Float(target) - level[lane]) / Float(Block.frames)
            pitchStep[lane] = Float(talker.pitch / DSPMath.sampleRate)
            let gain = Float(tan(Double.pi * talker.formant / DSPMath.sampleRate))
            g[lane] = gain
            let a = 1 / (1 + gain * (gain + damping[lane]))
            a1[lane] = a
            a2[lane] = gain * a
            a3[lane] = gain * gain * a
        }
    }

    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>) {
        updateTalkers()
        for i in 0..<Block.frames {
            let breath = noise.bipolar()
            let white = noise.bipolar()
            phase += pitchStep
            phase.replace(with: phase - 1, where: phase .>= 1)
            level += levelStep
            // A buzzy glottal source (sawtooth with a little breath) into each talker's formant.
            let source = (phase * 2 - 1) + SIMD8<Float>(repeating: breath * 0.3)
            let v3 = source - formantLow
            let v1 = a1 * formantBand + a2 * v3
            let v2 = formantLow + a2 * formantBand + a3 * v3
            formantBand = 2 * v1 - formantBand
            formantLow = 2 * v2 - formantLow
            let voiced = v1 * level
            var outLeft = distanceLeft.process((voiced * panLeft).sum()) * 0.16
            var outRight = distanceRight.process((voiced * panRight).sum()) * 0.16
            // Early reflections: 19 ms and 31 ms, crossed.
            let early = delay[(delayIndex &- 912) & 4_095] * 0.35
            let late = delay[(delayIndex &- 1_488) & 4_095] * 0.25
            delay[delayIndex & 4_095] = (outLeft + outRight) * 0.5
            delayIndex &+= 1
            outLeft += early + late * 0.6
            outRight += late + early * 0.6
            clinkCountdown -= 1
            if clinkCountdown <= 0 {
                clinkCountdown = max(1, Int(random.exponential(mean: DSPMath.sampleRate / clinkRate)))
                let pitch = random.logUniform(2_200...4_800)
                let pan = random.uniform(0.15...0.85)
                let loudness = random.logUniform(0.01...0.045)
                clinks.start(
                    frequency: pitch, glide: 0, decay: random.uniform(0.06...0.16), amplitude: loudness, pan: pan)
                clinks.start(
                    frequency: pitch * 2.71, glide: 0, decay: 0.05, amplitude: loudness * 0.5, pan: pan)
            }
            let (clinkLeft, clinkRight) = clinks.next()
            left[i] = outLeft + roomLeft.process(pinkLeft.process(white)) * 0.12 + clinkLeft
            right[i] = outRight + roomRight.process(pinkRight.process(breath)) * 0.12 + clinkRight
        }
    }
}

import Foundation

/// The pattern of an alarm tone: how long it takes before it repeats.
extension GeneratorSpec {
    /// For alarm tones, the pattern's length in frames (a loop is a whole number of patterns); nil for ambient sounds.
    var patternFrames: Int? {
        let seconds: Double? =
            switch kind {
            case .beep: 1.4
            case .bell: 3
            case .siren: value("period")
            case .buzzer: 1.2
            case .chime: 4.5
            case .marimba: 16 * 30 / value("tempo")
            default: nil
            }
        return seconds.map { Int(($0 * DSPMath.sampleRate).rounded()) }
    }
}

/// Four quick beeps and a pause, like a digital alarm clock: a square-ish tone (odd harmonics, band-limited) with
/// 3 ms raised-cosine edges.
struct BeepLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let pattern = context.spec.patternFrames!
        let frequency = context["frequency"]
        let beep = Int(0.09 * DSPMath.sampleRate)
        let edge = Int(0.003 * DSPMath.sampleRate)
        let harmonics = [(1.0, 1.0), (3.0, 0.22), (5.0, 0.08)].filter { frequency * $0.0 < 16_000 }
        for repetition in 0..<(canvas.frames / pattern) {
            for index in 0..<4 {
                let start = repetition * pattern + index * 2 * beep
                var phasors = harmonics.map { Phasor(frequency: frequency * $0.0) }
                for offset in 0..<beep {
                    var sample: Float = 0
                    for (number, harmonic) in harmonics.enumerated() {
                        sample += phasors[number].next() * Float(harmonic.1)
                    }
                    let envelope = Float(edgeGain(offset, length: beep, edge: edge))
                    canvas.left[start + offset] += sample * envelope * 0.5
                    canvas.right[start + offset] += sample * envelope * 0.5
                }
            }
        }
    }
}

/// A raised-cosine gain for frame `offset` of a gate `length` frames long with edges of `edge` frames.
func edgeGain(_ offset: Int, length: Int, edge: Int) -> Double {
    let distance = min(offset, length - 1 - offset)
    guard distance < edge else { return 1 }
    return 0.5 - 0.5 * cos(Double.pi * Double(distance) / Double(edge))
}

/// A mechanical alarm clock: a hammer striking two small bells in turn eighteen times a second for two seconds,
/// then a breath; each bell has four inharmonic partials and the hammer clicks.
struct BellLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let pattern = context.spec.patternFrames!
        var random = RandomStream(seed: context.seed, stream: 110)
        var strikesA: [(frame: Int, amplitude: Double)] = []
        var strikesB: [(frame: Int, amplitude: Double)] = []
        let rate = 18.0
        for repetition in 0..<(canvas.frames / pattern) {
            for index in 0..<Int(2 * rate) {
                let frame = repetition * pattern + Int((Double(index) / rate * DSPMath.sampleRate).rounded())
                let amplitude = random.uniform(0.85...1.1)
                if index.isMultiple(of: 2) {
                    strikesA.append((frame, amplitude))
                } else {
                    strikesB.append((frame, amplitude))
                }
            }
        }
        let partials: [(ratio: Double, gain: Double, decay: Double)] = [
            (1, 1, 0.5), (2.16, 0.55, 0.3), (3.94, 0.3, 0.17), (5.82, 0.16, 0.1),
        ]
        var modes: [ModalBank.Mode] = []
        for partial in partials {
            modes.append(
                ModalBank.Mode(
                    frequency: 1_760 * partial.ratio, decay: partial.decay, pan: 0.4,
                    strikes: strikesA.map { ($0.frame, $0.amplitude * partial.gain * 0.05) }))
            modes.append(
                ModalBank.Mode(
                    frequency: 2_010 * partial.ratio, decay: partial.decay * 0.9, pan: 0.6,
                    strikes: strikesB.map { ($0.frame, $0.amplitude * partial.gain * 0.05) }))
        }
        canvas.addModes(modes)
        for strike in strikesA + strikesB {
            canvas.addNoiseBurst(
                at: strike.frame, decay: 0.0008, amplitude: 0.25 * strike.amplitude, pan: 0.5, lowpass: 9_000,
                highpass: 2_500, random: &random)
        }
    }
}

/// A wailing siren: a tone with a few harmonics gliding up and down once per period, its glide scaled so that each
/// period holds a whole number of cycles and the loop is seamless.
struct SirenLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let pattern = context.spec.patternFrames!
        // The glide, as a rotation step per block of the pattern.
        let blocks = (pattern + Block.frames - 1) / Block.frames
        var steps = (0..<blocks).map { block -> Double in
            let position = Double(block * Block.frames) / Double(pattern)
            let rise = 0.5 - 0.5 * cos(2 * Double.pi * position)
            return 2 * Double.pi * (620 + 660 * pow(rise, 0.8)) / DSPMath.sampleRate
        }
        var turns = 0.0
        for block in 0..<blocks { turns += steps[block] * Double(min(Block.frames, pattern - block * Block.frames)) }
        let scale = (turns / (2 * Double.pi)).rounded() / (turns / (2 * Double.pi))
        steps = steps.map { $0 * scale }
        var real = 1.0, imaginary = 0.0
        var stepReal = 1.0, stepImaginary = 0.0
        for frame in 0..<canvas.frames {
            let position = frame % pattern
            if position % Block.frames == 0 {
                let step = steps[position / Block.frames]
                stepReal = cos(step)
                stepImaginary = sin(step)
                let norm = 1 / (real * real + imaginary * imaginary).squareRoot()
                real *= norm
                imaginary *= norm
            }
            let s = imaginary, c = real
            let s2 = 2 * s * c
            let c2 = 1 - 2 * s * s
            let sample = s + 0.32 * s2 + 0.16 * (3 * s - 4 * s * s * s) + 0.06 * (2 * s2 * c2)
            canvas.left[frame] += Float(sample * 0.4)
            canvas.right[frame] += Float(sample * 0.4)
            let newReal = real * stepReal - imaginary * stepImaginary
            imaginary = real * stepImaginary + imaginary * stepReal
            real = newReal
        }
    }
}

/// A harsh buzzer: three bursts and a pause; the tone is a band-limited sawtooth at 222 Hz from a one-cycle table,
/// rattled at 50 Hz.
struct BuzzerLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let pattern = context.spec.patternFrames!
        let cycle = 216  // frames: 222.2 Hz
        var table = [Float](repeating: 0, count: cycle)
        let fundamental = DSPMath.sampleRate / Double(cycle)
        var harmonic = 1
        while fundamental * Double(harmonic) < 9_000 {
            let gain = 1 / Double(harmonic) * (harmonic.isMultiple(of: 2) ? 0.6 : 1)
            for index in 0..<cycle {
                table[index] += Float(gain * sin(2 * Double.pi * Double(harmonic * index) / Double(cycle)))
            }
            harmonic += 1
        }
        let burst = Int(0.26 * DSPMath.sampleRate)
        let gap = Int(0.1 * DSPMath.sampleRate)
        let edge = Int(0.004 * DSPMath.sampleRate)
        var rattle = Phasor(frequency: 50)
        var rattleValues = [Float](repeating: 0, count: canvas.frames)
        for frame in 0..<canvas.frames { rattleValues[frame] = rattle.next() }
        for repetition in 0..<(canvas.frames / pattern) {
            for index in 0..<3 {
                let start = repetition * pattern + index * (burst + gap)
                for offset in 0..<burst {
                    let frame = start + offset
                    let envelope = Float(edgeGain(offset, length: burst, edge: edge))
                    let sample = table[frame % cycle] * (0.8 + 0.2 * rattleValues[frame]) * envelope * 0.3
                    canvas.left[frame] += sample
                    canvas.right[frame] += sample
                }
            }
        }
    }
}

/// Notes of tuned, struck resonators (chime, marimba): partial ratios, gains and decays, with a soft onset.
struct StruckNotes {
    var partials: [(ratio: Double, gain: Double, decay: Double)]
    var attack: Double

    /// Modes for `notes` (MIDI number, frame, velocity, pan), one set per distinct pitch.
    func modes(for notes: [(midi: Int, frame: Int, velocity: Double, pan: Double)], decayScale: (Double) -> Double)
        -> [ModalBank.Mode]
    {
        var modes: [ModalBank.Mode] = []
        let byPitch = Dictionary(grouping: notes, by: \.midi)
        for midi in byPitch.keys.sorted() {
            let hits = byPitch[midi]!
            let frequency = 440 * pow(2, Double(midi - 69) / 12)
            let pan = hits.map(\.pan).reduce(0, +) / Double(hits.count)
            for partial in partials {
                modes += ModalBank.Mode(
                    frequency: frequency * partial.ratio, decay: partial.decay * decayScale(frequency), pan: pan,
                    strikes: hits.map { ($0.frame, $0.velocity * partial.gain) }
                ).softened(attack: attack)
            }
        }
        return modes
    }
}

/// A gentle chime: five notes rising in a major arpeggio, soft-onset glass-like tones that ring on, then rest.
struct ChimeLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let pattern = context.spec.patternFrames!
        let notes = [72, 76, 79, 84, 88]
        var events: [(midi: Int, frame: Int, velocity: Double, pan: Double)] = []
        for repetition in 0..<(canvas.frames / pattern) {
            for (index, midi) in notes.enumerated() {
                let frame = repetition * pattern + Int(Double(index) * 0.32 * DSPMath.sampleRate)
                events.append((midi, frame, 0.05 * (0.8 + 0.05 * Double(index)), 0.35 + 0.075 * Double(index)))
            }
        }
        let chime = StruckNotes(
            partials: [(1, 1, 1.6), (2.002, 0.28, 0.8), (3.01, 0.1, 0.45), (5.43, 0.04, 0.18)], attack: 0.006)
        canvas.addModes(chime.modes(for: events) { _ in 1 })
    }
}

/// A soft marimba melody: two bars of a pentatonic tune with a low note on each bar; tuned-bar partials (1 : 3.9 :
/// 9.2) that die fast, low notes ringing longer.
struct MarimbaLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let pattern = context.spec.patternFrames!
        let eighth = Double(pattern) / 16
        // C major pentatonic: (MIDI, eighth) — nil rests are simply absent.
        let melody: [(Int, Int)] = [
            (72, 0), (76, 1), (79, 2), (81, 3), (79, 4), (76, 5), (74, 6),
            (76, 8), (79, 9), (81, 10), (84, 11), (81, 12), (79, 13), (76, 14),
        ]
        let bass: [(Int, Int)] = [(60, 0), (55, 8)]
        var events: [(midi: Int, frame: Int, velocity: Double, pan: Double)] = []
        for repetition in 0..<(canvas.frames / pattern) {
            let start = repetition * pattern
            for (midi, step) in melody {
                let accent = step % 4 == 0 ? 1.0 : 0.8
                events.append((midi, start + Int(Double(step) * eighth), 0.06 * accent, 0.4 + Double(midi - 72) / 60))
            }
            for (midi, step) in bass {
                events.append((midi, start + Int(Double(step) * eighth), 0.05, 0.5))
            }
        }
        let marimba = StruckNotes(partials: [(1, 1, 0.5), (3.93, 0.16, 0.1), (9.2, 0.04, 0.03)], attack: 0.0025)
        canvas.addModes(marimba.modes(for: events) { frequency in pow(523 / frequency, 0.5) })
    }
}

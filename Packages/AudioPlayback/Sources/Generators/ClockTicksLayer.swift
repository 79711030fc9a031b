import Foundation

/// A mechanical clock: a tick and a slightly lower tock, one a second, each a sharp click that rings the
/// movement's metal and the wooden case, never quite the same twice.
struct ClockTicksLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        let interval = context.quantizedInterval(1)
        let count = Int((Double(canvas.frames) / DSPMath.sampleRate / interval).rounded())
        var random = RandomStream(seed: context.seed, stream: 80)
        var ticks: [(frame: Int, amplitude: Double)] = []
        var tocks: [(frame: Int, amplitude: Double)] = []
        for index in 0..<count {
            let time = Double(index) * interval + random.uniform(-0.0015...0.0015)
            let frame = Int((time * DSPMath.sampleRate).rounded())
            let amplitude = random.uniform(0.9...1.08)
            if index.isMultiple(of: 2) { ticks.append((frame, amplitude)) } else { tocks.append((frame, amplitude)) }
        }
        let parts: [(frequency: Double, decay: Double, gain: Double)] = [
            (4_650, 0.006, 0.35), (2_930, 0.011, 0.5), (1_720, 0.016, 0.35), (780, 0.03, 0.4), (310, 0.04, 0.3),
        ]
        var modes: [ModalBank.Mode] = []
        for part in parts {
            modes.append(
                ModalBank.Mode(
                    frequency: part.frequency, decay: part.decay, pan: 0.45,
                    strikes: ticks.map { ($0.frame, $0.amplitude * part.gain * 0.12) }))
            modes.append(
                ModalBank.Mode(
                    frequency: part.frequency * 0.87, decay: part.decay * 1.1, pan: 0.55,
                    strikes: tocks.map { ($0.frame, $0.amplitude * part.gain * 0.105) }))
        }
        canvas.addModes(modes)
        for tick in ticks + tocks {
            canvas.addNoiseBurst(
                at: tick.frame, decay: 0.0006, amplitude: 0.1 * tick.amplitude, pan: 0.5, lowpass: 12_000,
                highpass: 1_500, random: &random)
        }
    }
}

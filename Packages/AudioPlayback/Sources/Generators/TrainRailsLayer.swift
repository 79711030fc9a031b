import Foundation

/// The rails under a train: at every rail joint the wheels of two bogies cross it, "ta-tak … ta-tak", each hit a
/// thump of the car body, a knock and a short metallic ring; spaced by the speed and repeating with the loop.
struct TrainRailsLayer: PeriodicLayer {
    let context: SynthesisContext

    func render(into canvas: inout LoopCanvas) {
        var spans = SpanRecorder()
        render(into: &canvas, spans: &spans)
    }

    func render(into canvas: inout LoopCanvas, spans: inout SpanRecorder) {
        let speed = 16 + 22 * context["speed"]  // metres per second
        let joint = context.quantizedInterval(25 / speed)
        let axles = 2.6 / speed
        let bogies = 5.2 / speed
        let joints = Int((Double(canvas.frames) / DSPMath.sampleRate / joint).rounded())
        var random = RandomStream(seed: context.seed, stream: 70)
        var hits: [(frame: Int, amplitude: Double)] = []
        spans.measure("periodic: hits") {
            for index in 0..<joints {
                let start = Double(index) * joint
                let offsets = [0, axles, bogies, bogies + axles]
                let weights = [1.0, 0.8, 0.95, 0.75]
                for (offset, weight) in zip(offsets, weights) {
                    let jitter = random.uniform(-0.004...0.004)
                    let frame = Int(((start + offset + jitter) * DSPMath.sampleRate).rounded())
                    hits.append((frame, weight * random.uniform(0.8...1.15)))
                }
            }
        }
        let body: [(frequency: Double, decay: Double, gain: Double)] = [
            (62, 0.09, 1.0), (118, 0.05, 0.5), (260, 0.025, 0.25), (1_900, 0.02, 0.03), (3_150, 0.012, 0.02),
        ]
        spans.measure("periodic: modes") {
            canvas.addModes(
                body.flatMap { part in
                    ModalBank.Mode(
                        frequency: part.frequency, decay: part.decay, pan: 0.5,
                        strikes: hits.map { ($0.frame, $0.amplitude * part.gain * 0.5) }
                    ).softened(attack: 0.002)
                })
        }
        spans.measure("periodic: bursts") {
            for hit in hits {
                canvas.addNoiseBurst(
                    at: hit.frame, decay: 0.012, amplitude: 0.25 * hit.amplitude, pan: random.uniform(0.4...0.6),
                    lowpass: 1_800, highpass: 120, random: &random)
            }
        }
    }
}

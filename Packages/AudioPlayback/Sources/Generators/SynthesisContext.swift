import Foundation

/// What a generator needs to start: its parameters, its seed and the loop length it renders for.
struct SynthesisContext {
    /// The generator and its parameters.
    let spec: GeneratorSpec
    /// The seed of this rendering (each long-play segment has its own).
    let seed: UInt64
    /// Frames in one loop; periodic parts (hum, blade pulse, ticks) repeat a whole number of times in it.
    let loopFrames: Int

    /// A parameter's value.
    subscript(_ name: String) -> Double { spec.value(name) }

    /// An independent random stream for one layer or channel.
    func random(_ stream: UInt64) -> RandomStream { RandomStream(seed: seed, stream: stream) }

    /// The frequency nearest to `frequency` that completes a whole number of cycles in one loop.
    func quantized(_ frequency: Double) -> Double {
        let loopSeconds = Double(loopFrames) / DSPMath.sampleRate
        return max(1, (frequency * loopSeconds).rounded()) / loopSeconds
    }

    /// The interval nearest to `seconds` that fits a whole number of times in one loop.
    func quantizedInterval(_ seconds: Double) -> Double {
        let loopSeconds = Double(loopFrames) / DSPMath.sampleRate
        return loopSeconds / max(1, (loopSeconds / seconds).rounded())
    }
}

/// The ever-changing part of a sound, rendered as a stream in blocks of ``Block/frames`` frames.
protocol NoiseVoice {
    /// Writes the next block into `left` and `right` (each ``Block/frames`` long), replacing their contents.
    mutating func renderBlock(_ left: UnsafeMutablePointer<Float>, _ right: UnsafeMutablePointer<Float>)
}

/// The exactly periodic part of a sound (hum, ticks, rails, alarm patterns): it repeats with the loop, so it is
/// rendered once per loop and never crossfaded.
protocol PeriodicLayer {
    /// Adds one loop's worth of the layer to `canvas`.
    func render(into canvas: inout LoopCanvas)

    /// The same, timing its steps into `spans` (a layer without named steps is one span).
    func render(into canvas: inout LoopCanvas, spans: inout SpanRecorder)
}

extension PeriodicLayer {
    func render(into canvas: inout LoopCanvas, spans: inout SpanRecorder) {
        spans.measure("periodic") { render(into: &canvas) }
    }
}

/// A sine oscillator as a rotating complex number: cheap per sample, and exact over a loop when its frequency has
/// been quantized to it.
struct Phasor {
    private var real: Double = 1
    private var imaginary: Double = 0
    private let stepReal: Double
    private let stepImaginary: Double
    private var count = 0

    /// An oscillator at `frequency` hertz starting at phase 0.
    init(frequency: Double) {
        let angle = 2 * Double.pi * frequency / DSPMath.sampleRate
        stepReal = cos(angle)
        stepImaginary = sin(angle)
    }

    /// The sine of the current phase, then advances one frame.
    @inline(__always)
    mutating func next() -> Float {
        let sine = imaginary
        let newReal = real * stepReal - imaginary * stepImaginary
        imaginary = real * stepImaginary + imaginary * stepReal
        real = newReal
        count &+= 1
        if count & 4095 == 0 {
            let scale = 1 / (real * real + imaginary * imaginary).squareRoot()
            real *= scale
            imaginary *= scale
        }
        return Float(sine)
    }

    /// The cosine and sine of the current phase, then advances one frame.
    @inline(__always)
    mutating func nextPair() -> (cosine: Float, sine: Float) {
        let pair = (Float(real), Float(imaginary))
        _ = next()
        return pair
    }
}

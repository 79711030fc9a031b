import Foundation

/// Eight sine voices that glide in pitch and decay (bubbles, drips, clinks, pops), computed together with SIMD as
/// rotating complex numbers; the glide updates each voice's rotation once per ``Block/frames`` samples.
struct ChirpVoices {
    private var real = SIMD8<Float>(repeating: 1)
    private var imaginary = SIMD8<Float>(repeating: 0)
    private var stepReal = SIMD8<Float>(repeating: 1)
    private var stepImaginary = SIMD8<Float>(repeating: 0)
    private var amplitude = SIMD8<Float>(repeating: 0)
    private var decay = SIMD8<Float>(repeating: 0)
    private var gainLeft = SIMD8<Float>(repeating: 0)
    private var gainRight = SIMD8<Float>(repeating: 0)
    private var angle = SIMD8<Double>(repeating: 0)
    private var blockGrowth = SIMD8<Double>(repeating: 1)
    private var nextVoice = 0
    private var countdown = Block.frames
    private var active = false

    /// Starts a voice (stealing the oldest).
    /// - Parameters:
    ///   - frequency: Start frequency in hertz.
    ///   - glide: Relative pitch change per second (1 doubles the pitch in a second; negative falls).
    ///   - decay: Time constant in seconds.
    ///   - amplitude: Peak amplitude.
    ///   - pan: 0 left … 1 right.
    mutating func start(frequency: Double, glide: Double, decay seconds: Double, amplitude level: Double, pan: Double) {
        let voice = nextVoice
        nextVoice = (nextVoice + 1) & 7
        real[voice] = 1
        imaginary[voice] = 0
        angle[voice] = 2 * Double.pi * frequency / DSPMath.sampleRate
        blockGrowth[voice] = pow(max(1 + glide, 0.05), Double(Block.frames) / DSPMath.sampleRate)
        stepReal[voice] = Float(cos(angle[voice]))
        stepImaginary[voice] = Float(sin(angle[voice]))
        amplitude[voice] = Float(level)
        decay[voice] = DSPMath.decay(seconds: seconds)
        let panAngle = pan * Double.pi / 2
        gainLeft[voice] = Float(cos(panAngle))
        gainRight[voice] = Float(sin(panAngle))
        active = true
    }

    private mutating func glide() {
        active = amplitude.max() > 1e-5
        // Finished voices would sink into subnormal floats, which are very slow: make them zero.
        amplitude.replace(with: 0, where: amplitude .< 1e-6)
        for voice in 0..<8 where amplitude[voice] > 1e-5 && blockGrowth[voice] != 1 {
            angle[voice] = min(angle[voice] * blockGrowth[voice], Double.pi * 0.9)
            stepReal[voice] = Float(cos(angle[voice]))
            stepImaginary[voice] = Float(sin(angle[voice]))
        }
    }

    /// Whether any voice is still audible (above -100 dB); callers may skip ``next()`` when none is.
    var isSounding: Bool { active }

    /// The next stereo sample of all voices together.
    @inline(__always)
    mutating func next() -> (left: Float, right: Float) {
        guard active else { return (0, 0) }
        countdown -= 1
        if countdown == 0 {
            countdown = Block.frames
            glide()
        }
        let newReal = real * stepReal - imaginary * stepImaginary
        imaginary = real * stepImaginary + imaginary * stepReal
        real = newReal
        amplitude *= decay
        let voiced = imaginary * amplitude
        return ((voiced * gainLeft).sum(), (voiced * gainRight).sum())
    }
}

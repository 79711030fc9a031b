/// A change of gain over a number of frames, shaped by a curve: a fade-in, a fade-out or a crossfade.
///
/// The curve maps progress (0 at the start of a fade-in, 1 at its end) to a gain in 0…1. A fade-in at frame `k`
/// of `frames` has gain `curve(k / frames)`; a fade-out has gain `curve(1 − k / frames)`, the same curve run
/// backwards, so a perceptual curve (such as `AudioPlayback`'s) sounds even both ways. Gains outside 0…1 are
/// clamped. The speaker runs at 48 kHz, so one second is 48 000 frames.
public struct SpeakerFade: Sendable {
    /// The length of the fade in frames at 48 kHz; 0 means at once.
    public let frames: Int
    /// Gain (0…1) for a progress in 0…1.
    public let curve: @Sendable (Double) -> Double

    /// A fade over `frames` frames (negative counts as 0), linear unless a `curve` is given.
    public init(frames: Int, curve: @escaping @Sendable (Double) -> Double = { $0 }) {
        self.frames = max(0, frames)
        self.curve = curve
    }

    /// A fade over `seconds` (rounded to whole frames at 48 kHz), linear unless a `curve` is given.
    public init(seconds: Double, curve: @escaping @Sendable (Double) -> Double = { $0 }) {
        let frames = seconds.isFinite ? (seconds * Double(Speaker.sampleRate)).rounded() : 0
        self.init(frames: Int(max(0, min(frames, Double(Int32.max)))), curve: curve)
    }

    /// No fade: the sound starts or stops at full gain on the next frame the speaker writes.
    public static let immediate = SpeakerFade(frames: 0)

    /// A 50 ms linear ramp: short enough to feel instant, long enough that starting, stopping or changing a mix
    /// never clicks. The default of ``Speaker/play(_:fadeIn:)`` and ``Speaker/stop(fadeOut:)``.
    public static let clickFree = SpeakerFade(frames: 2_400)

    /// The gain of a fade-in `frame` frames after it started: 1 once it is over.
    func fadeInGain(atFrame frame: Int) -> Double {
        frame >= frames ? 1 : clamped(curve(Double(frame) / Double(frames)))
    }

    /// The gain of a fade-out `frame` frames after it started: 0 once it is over.
    func fadeOutGain(atFrame frame: Int) -> Double {
        frame >= frames ? 0 : clamped(curve(1 - Double(frame) / Double(frames)))
    }

    private func clamped(_ gain: Double) -> Double {
        gain.isNaN ? 0 : min(1, max(0, gain))
    }
}

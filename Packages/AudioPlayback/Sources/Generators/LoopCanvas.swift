import Foundation

/// One loop's worth of stereo samples that wraps around: whatever is written past the end continues at the start,
/// so events near the seam ring on across it.
struct LoopCanvas {
    var left: [Float]
    var right: [Float]
    let frames: Int

    init(frames: Int) {
        self.frames = frames
        left = [Float](repeating: 0, count: frames)
        right = [Float](repeating: 0, count: frames)
    }

    /// Adds a burst of filtered noise starting at `start` (any frame; wraps).
    mutating func addNoiseBurst(
        at start: Int, decay: Double, amplitude: Double, pan: Double, lowpass: Double, highpass: Double,
        random: inout RandomStream
    ) {
        let length = Int(decay * DSPMath.sampleRate * 9)
        var low = OnePole(cutoff: lowpass)
        var high = OnePole(cutoff: highpass)
        let factor = DSPMath.decay(seconds: decay)
        var envelope = Float(amplitude)
        let gainLeft = Float(cos(pan * Double.pi / 2)) * 1.414
        let gainRight = Float(sin(pan * Double.pi / 2)) * 1.414
        for offset in 0..<length {
            let sample = high.highpass(low.lowpass(random.bipolar())) * envelope
            envelope *= factor
            let index = Self.wrap(start + offset, frames)
            left[index] += sample * gainLeft
            right[index] += sample * gainRight
        }
    }

    /// Adds the periodic steady state of a set of struck modes (see ``ModalBank``).
    mutating func addModes(_ modes: [ModalBank.Mode]) {
        let count = frames
        left.withUnsafeMutableBufferPointer { leftBuffer in
            right.withUnsafeMutableBufferPointer { rightBuffer in
                ModalBank.render(modes, frames: count, left: leftBuffer.baseAddress!, right: rightBuffer.baseAddress!)
            }
        }
    }

    /// `index` wrapped into 0..<frames.
    @inline(__always)
    static func wrap(_ index: Int, _ frames: Int) -> Int {
        let remainder = index % frames
        return remainder < 0 ? remainder + frames : remainder
    }
}

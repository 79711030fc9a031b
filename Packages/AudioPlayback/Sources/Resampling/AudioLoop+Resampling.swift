import Foundation

extension AudioLoop {
    /// The loop at another sample rate (``Resampler``: band-limited, the seam kept seamless), dithered to nothing:
    /// samples are rounded to nearest and clipped to 16 bits. The loop itself when it is at `rate` already. Holds
    /// the input and the output only (no float copies); to play a loop at 48 kHz without holding its whole 48 kHz
    /// rendering, use ``ResampledLoopFeed``, which gives the same samples.
    ///
    /// - Parameter rate: The new frames per second (default 48,000, what the mixer and the speaker play).
    public func resampled(to rate: Int = RenderOptions.sampleRate) -> AudioLoop {
        guard rate != sampleRate, !samples.isEmpty else { return self }
        let resampler = Resampler(from: sampleRate, to: rate)
        let count = resampler.outputFrameCount(forInputFrames: frameCount)
        let channels = channelCount
        let output = [Int16](unsafeUninitializedCapacity: count * channels) { buffer, initialized in
            samples.withUnsafeBufferPointer { input in
                resampler.render(input, channelCount: channels, outputFrames: 0..<count, into: buffer)
            }
            initialized = count * channels
        }
        return AudioLoop(samples: output, channelCount: channels, sampleRate: rate)
    }
}

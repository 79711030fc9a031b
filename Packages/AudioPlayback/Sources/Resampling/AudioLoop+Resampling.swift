import Foundation

extension AudioLoop {
    /// The loop at another sample rate (``Resampler``: band-limited, the seam kept seamless), dithered to nothing:
    /// samples are rounded to nearest and clipped to 16 bits. The loop itself when it is at `rate` already.
    ///
    /// - Parameter rate: The new frames per second (default 48,000, what the mixer and the speaker play).
    public func resampled(to rate: Int = RenderOptions.sampleRate) -> AudioLoop {
        guard rate != sampleRate, !samples.isEmpty else { return self }
        let resampler = Resampler(from: sampleRate, to: rate)
        let input = samples.map { Float($0) }
        let output = resampler.resample(input, channelCount: channelCount)
        let quantized = output.map { Int16(max(-32_768, min(32_767, $0.rounded()))) }
        return AudioLoop(samples: quantized, channelCount: channelCount, sampleRate: rate)
    }
}

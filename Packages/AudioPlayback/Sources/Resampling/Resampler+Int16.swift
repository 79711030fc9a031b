import Foundation

extension Resampler {
    /// Output frames `range` (within `0 ..< outputFrameCount(forInputFrames:)`) of resampling the loop `input`,
    /// rounded to nearest and clipped to 16 bits, written to `output` (`range.count × channels` samples): the same
    /// values, bit for bit, as ``resample(_:channelCount:)`` gives for those frames of the whole loop converted to
    /// floats, with no float copy of the input and no buffer of the whole output.
    func render(
        _ input: UnsafeBufferPointer<Int16>, channelCount channels: Int, outputFrames range: Range<Int>,
        into output: UnsafeMutableBufferPointer<Int16>
    ) {
        forEachOutputFrame(input, channelCount: channels, outputFrames: range) { frame, sums in
            let base = (frame - range.lowerBound) * channels
            for channel in 0..<channels {
                output[base + channel] = Int16(max(-32_768, min(32_767, sums[channel].rounded())))
            }
        }
    }
}

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
        let frames = input.count / channels
        guard frames > 0 else { return }
        let width = 2 * halfWidth
        let table = table ?? []
        var computed = [Float](repeating: 0, count: width)
        var sums = [Float](repeating: 0, count: channels)
        table.withUnsafeBufferPointer { table in
            sums.withUnsafeMutableBufferPointer { sums in
                for frame in range {
                    let position = frame * down
                    let phase = position % up
                    let first = position / up - halfWidth + 1
                    if table.isEmpty {
                        computed = Self.taps(
                            fraction: Double(phase) / Double(up), halfWidth: halfWidth, cutoff: cutoff, beta: beta)
                    }
                    computed.withUnsafeBufferPointer { computed in
                        let taps =
                            table.isEmpty
                            ? computed : UnsafeBufferPointer(rebasing: table[(phase * width)..<(phase * width + width)])
                        Self.accumulate(input, frames: frames, channels: channels, first: first, taps: taps, sums)
                    }
                    let base = (frame - range.lowerBound) * channels
                    for channel in 0..<channels {
                        output[base + channel] = Int16(max(-32_768, min(32_767, sums[channel].rounded())))
                    }
                }
            }
        }
    }

    /// One output frame's sums, in the same order as ``resample(_:channelCount:)`` adds them.
    @inline(__always)
    private static func accumulate(
        _ input: UnsafeBufferPointer<Int16>, frames: Int, channels: Int, first: Int, taps: UnsafeBufferPointer<Float>,
        _ sums: UnsafeMutableBufferPointer<Float>
    ) {
        let width = taps.count
        for channel in 0..<channels { sums[channel] = 0 }
        if first >= 0, first + width <= frames {
            if channels == 1 {
                var sum: Float = 0
                for tap in 0..<width { sum += Float(input[first + tap]) * taps[tap] }
                sums[0] = sum
            } else if channels == 2 {
                var left: Float = 0
                var right: Float = 0
                var index = first * 2
                for tap in 0..<width {
                    left += Float(input[index]) * taps[tap]
                    right += Float(input[index + 1]) * taps[tap]
                    index += 2
                }
                sums[0] = left
                sums[1] = right
            } else {
                for tap in 0..<width {
                    let base = (first + tap) * channels
                    for channel in 0..<channels { sums[channel] += Float(input[base + channel]) * taps[tap] }
                }
            }
        } else {
            for tap in 0..<width {
                let base = wrap(first + tap, frames) * channels
                for channel in 0..<channels { sums[channel] += Float(input[base + channel]) * taps[tap] }
            }
        }
    }
}

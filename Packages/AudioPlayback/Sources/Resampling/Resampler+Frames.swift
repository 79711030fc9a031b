import Foundation

/// A sample the resampler reads: floats as they are, 16-bit integers converted on the fly.
protocol ResamplerSample {
    /// The sample as a float, on the scale the output keeps.
    var resamplerValue: Float { get }
}

extension Float: ResamplerSample {
    @inline(__always) var resamplerValue: Float { self }
}

extension Int16: ResamplerSample {
    @inline(__always) var resamplerValue: Float { Float(self) }
}

extension Resampler {
    /// Computes output frames `range` of resampling the loop `input` one frame at a time, handing each frame's index
    /// and its per-channel sums to `emit`: the one filter loop behind ``resample(_:channelCount:)`` and
    /// ``render(_:channelCount:outputFrames:into:)``, so both give the same values bit for bit.
    func forEachOutputFrame<Sample: ResamplerSample>(
        _ input: UnsafeBufferPointer<Sample>, channelCount channels: Int, outputFrames range: Range<Int>,
        _ emit: (Int, UnsafeMutableBufferPointer<Float>) -> Void
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
                    emit(frame, sums)
                }
            }
        }
    }

    /// One output frame's sums: the taps times the input frames from `first`, reading around the loop's ends.
    @inline(__always)
    private static func accumulate<Sample: ResamplerSample>(
        _ input: UnsafeBufferPointer<Sample>, frames: Int, channels: Int, first: Int,
        taps: UnsafeBufferPointer<Float>, _ sums: UnsafeMutableBufferPointer<Float>
    ) {
        let width = taps.count
        for channel in 0..<channels { sums[channel] = 0 }
        if first >= 0, first + width <= frames {
            // Inside the loop: contiguous frames, no wrapping.
            if channels == 1 {
                var sum: Float = 0
                for tap in 0..<width { sum += input[first + tap].resamplerValue * taps[tap] }
                sums[0] = sum
            } else if channels == 2 {
                var left: Float = 0
                var right: Float = 0
                var index = first * 2
                for tap in 0..<width {
                    left += input[index].resamplerValue * taps[tap]
                    right += input[index + 1].resamplerValue * taps[tap]
                    index += 2
                }
                sums[0] = left
                sums[1] = right
            } else {
                for tap in 0..<width {
                    let base = (first + tap) * channels
                    for channel in 0..<channels { sums[channel] += input[base + channel].resamplerValue * taps[tap] }
                }
            }
        } else {
            // Near an end: the taps read around the loop.
            for tap in 0..<width {
                let base = wrap(first + tap, frames) * channels
                for channel in 0..<channels { sums[channel] += input[base + channel].resamplerValue * taps[tap] }
            }
        }
    }
}

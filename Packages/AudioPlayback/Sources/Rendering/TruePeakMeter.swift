import Foundation

/// A true-peak meter in the manner of ITU-R BS.1770-4 Annex 2: the signal is oversampled 4× by a polyphase FIR
/// interpolator and the largest absolute value of the oversampled signal is its true peak, the peak a DAC's
/// reconstruction reaches between samples (which a sample-peak meter misses).
///
/// The interpolator's taps are a Kaiser-windowed sinc (β 7) cut off at the signal's Nyquist frequency, 32 taps per
/// phase (128 in all). Phase 0 falls on the samples and is the samples themselves, so the true peak is never below
/// the sample peak; phases 1-3 are the points ¼, ½ and ¾ of the way to the next sample. Gain in the passband is 1
/// (each phase's taps sum to one).
///
/// ```swift
/// let meter = TruePeakMeter()
/// let peak = meter.truePeakDecibels(channels: [left, right], wrapping: true)  // dBTP; a loop wraps around
/// ```
public struct TruePeakMeter: Sendable {
    /// Oversampling factor (4: BS.1770-4's factor for 48 kHz).
    public static let oversampling = 4
    /// Taps per phase either side of the interpolated point.
    static let halfWidth = 16
    /// The Kaiser window's β (about 70 dB of stop-band attenuation).
    static let beta = 7.0

    /// The taps of phases 1…3 (¼, ½, ¾): tap `k` weighs input frame `n - halfWidth + 1 + k` for the point after `n`.
    private let phases: [[Float]]

    /// Creates a meter (its taps are computed once).
    public init() {
        phases = (1..<Self.oversampling).map { phase in
            Resampler.taps(
                fraction: Double(phase) / Double(Self.oversampling), halfWidth: Self.halfWidth, cutoff: 0.5,
                beta: Self.beta)
        }
    }

    /// The true peak of one channel of floats (1.0 is full scale), as a linear amplitude.
    ///
    /// - Parameters:
    ///   - samples: The channel.
    ///   - wrapping: True for a loop (the points near its end are interpolated with its start, as it plays), false
    ///     for a clip with silence before and after.
    /// - Returns: The largest absolute value of the 4× oversampled signal.
    public func truePeak(_ samples: [Float], wrapping: Bool) -> Float {
        let count = samples.count
        guard count > 0 else { return 0 }
        let width = 2 * Self.halfWidth
        // The channel with `halfWidth` frames of context either side (the loop's other end, or silence).
        var padded = [Float](repeating: 0, count: count + width)
        for index in 0..<padded.count {
            let source = index - Self.halfWidth
            if source >= 0, source < count {
                padded[index] = samples[source]
            } else if wrapping {
                padded[index] = samples[((source % count) + count) % count]
            }
        }
        // An interpolated point is at most the sum of its taps' magnitudes times the largest sample they weigh: points
        // whose bound cannot beat the peak found so far are skipped (exactly, not by a guess), which is most of them.
        let bounds = phases.map { $0.reduce(Float(0)) { $0 + abs($1) } }
        let blockSize = width
        var blockPeaks = [Float](repeating: 0, count: padded.count / blockSize + 2)
        for (index, sample) in padded.enumerated() {
            blockPeaks[index / blockSize] = max(blockPeaks[index / blockSize], abs(sample))
        }
        var peak: Float = 0
        padded.withUnsafeBufferPointer { input in
            for sample in samples { peak = max(peak, abs(sample)) }
            for (taps, bound) in zip(phases, bounds) {
                taps.withUnsafeBufferPointer { taps in
                    // The point after frame n uses padded[n + 1 ... n + width] (frame n sits at n + halfWidth).
                    let first = wrapping ? 0 : -Self.halfWidth
                    let last = wrapping ? count : count + Self.halfWidth - 1
                    for frame in first..<last {
                        let start = frame + 1
                        guard start >= 0, start + width <= input.count else { continue }
                        // The span lies in two blocks at most.
                        let local = max(blockPeaks[start / blockSize], blockPeaks[(start + width - 1) / blockSize])
                        guard local * bound > peak else { continue }
                        var sum: Float = 0
                        for tap in 0..<width { sum += taps[tap] * input[start + tap] }
                        peak = max(peak, abs(sum))
                    }
                }
            }
        }
        return peak
    }

    /// The true peak of several channels in dBTP (decibels relative to full scale, true peak).
    ///
    /// - Parameters:
    ///   - channels: The channels (1.0 is full scale).
    ///   - wrapping: True for a loop, false for a clip.
    /// - Returns: The largest channel's true peak in dBTP (−∞ is never returned: silence reads −240).
    public func truePeakDecibels(channels: [[Float]], wrapping: Bool) -> Double {
        let peak = channels.map { truePeak($0, wrapping: wrapping) }.max() ?? 0
        return 20 * log10(max(Double(peak), 1e-12))
    }
}

extension AudioLoop {
    /// The true peak in dBTP (ITU-R BS.1770-4, 4× oversampled; ``TruePeakMeter``), the loop played looped: the
    /// points across its seam count too.
    public var truePeakDecibels: Double {
        TruePeakMeter().truePeakDecibels(channels: (0..<channelCount).map(channel), wrapping: true)
    }
}

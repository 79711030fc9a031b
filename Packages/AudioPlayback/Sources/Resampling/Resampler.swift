import Foundation

/// A band-limited sample-rate converter, Foundation only: a polyphase FIR whose taps are a Kaiser-windowed sinc.
///
/// The ratio is reduced to `up / down` (44,100 → 48,000 is 160 / 147); output frame `n` sits at input position
/// `n × down / up`, and its taps are the prototype filter's phase `(n × down) mod up`. The filter passes
/// everything below 90 % of the lower Nyquist frequency (flat within ±0.01 dB) and stops everything above that
/// Nyquist frequency by at least ``stopBandAttenuation`` dB: images when raising the rate, aliases when lowering it.
/// Each phase's taps are normalized to sum to one, so silence stays silence and DC passes unchanged.
///
/// The input is treated as one period of a loop (the taps read around its end), so a seamless loop stays seamless.
/// The output has exactly ``outputFrameCount(forInputFrames:)`` frames. Same input, same output, bit for bit.
///
/// ```swift
/// let resampler = Resampler(from: 44_100, to: 48_000)
/// let output = resampler.resample(samples, channelCount: 2)   // interleaved floats at 48 kHz
/// let loop48k = try AudioLoop(wavData: upload).resampled(to: 48_000)
/// ```
public struct Resampler: Sendable {
    /// The input's frames per second.
    public let inputRate: Int
    /// The output's frames per second.
    public let outputRate: Int
    /// The ratio's numerator: the number of filter phases.
    public let up: Int
    /// The ratio's denominator: input frames advanced per `up` output frames.
    public let down: Int
    /// The stop band's attenuation the filter is designed for, in dB.
    public static let stopBandAttenuation = 100.0
    /// The pass band's edge as a fraction of the lower Nyquist frequency.
    public static let passBandFraction = 0.9
    /// The taps on each side of an output frame, in input frames.
    public let halfWidth: Int
    /// The taps per phase (`2 × halfWidth`), phase after phase; nil when there are too many phases to keep.
    let table: [Float]?
    let cutoff: Double
    let beta: Double

    /// The most phases kept in a table; rarer ratios compute their taps as they go.
    static let maximumTabulatedPhases = 4_096

    /// Creates a converter.
    ///
    /// - Parameters:
    ///   - inputRate: The input's frames per second (positive).
    ///   - outputRate: The output's frames per second (positive).
    public init(from inputRate: Int, to outputRate: Int) {
        self.inputRate = max(1, inputRate)
        self.outputRate = max(1, outputRate)
        let divisor = Self.gcd(self.inputRate, self.outputRate)
        up = self.outputRate / divisor
        down = self.inputRate / divisor
        // In cycles per input frame: the lower Nyquist frequency is the stop band's start.
        let stopEdge = 0.5 * Double(min(self.inputRate, self.outputRate)) / Double(self.inputRate)
        let passEdge = stopEdge * Self.passBandFraction
        cutoff = (stopEdge + passEdge) / 2
        let attenuation = Self.stopBandAttenuation
        beta = 0.1102 * (attenuation - 8.7)
        // Kaiser's estimate of the length for this transition band (in input frames), rounded up to even.
        let taps = (attenuation - 7.95) / (2.285 * 2 * Double.pi * (stopEdge - passEdge))
        halfWidth = max(2, Int(taps.rounded(.up)) / 2 + 1)
        if up <= Self.maximumTabulatedPhases {
            var table = [Float](repeating: 0, count: up * 2 * halfWidth)
            for phase in 0..<up {
                let taps = Self.taps(
                    fraction: Double(phase) / Double(up), halfWidth: halfWidth, cutoff: cutoff, beta: beta)
                for index in taps.indices { table[phase * 2 * halfWidth + index] = taps[index] }
            }
            self.table = table
        } else {
            table = nil
        }
    }

    /// The output's length for an input of `frames` frames: `frames × outputRate / inputRate`, rounded to nearest.
    public func outputFrameCount(forInputFrames frames: Int) -> Int {
        (frames * up + down / 2) / down
    }

    /// Converts interleaved samples.
    ///
    /// - Parameters:
    ///   - samples: Interleaved samples at ``inputRate``, a whole number of frames (extra samples are ignored).
    ///   - channelCount: Channels per frame (1 or more).
    /// - Returns: Interleaved samples at ``outputRate``: ``outputFrameCount(forInputFrames:)`` frames.
    public func resample(_ samples: [Float], channelCount: Int) -> [Float] {
        let channels = max(1, channelCount)
        let frames = samples.count / channels
        guard frames > 0 else { return [] }
        let count = outputFrameCount(forInputFrames: frames)
        var output = [Float](repeating: 0, count: count * channels)
        samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                forEachOutputFrame(input, channelCount: channels, outputFrames: 0..<count) { frame, sums in
                    for channel in 0..<channels { output[frame * channels + channel] = sums[channel] }
                }
            }
        }
        return output
    }

    /// The taps for an output frame `fraction` (0 ..< 1) of an input frame after input frame `base`: tap `k` weighs
    /// input frame `base - halfWidth + 1 + k`. Normalized to sum to one.
    static func taps(fraction: Double, halfWidth: Int, cutoff: Double, beta: Double) -> [Float] {
        let width = 2 * halfWidth
        var taps = [Double](repeating: 0, count: width)
        let span = Double(halfWidth)
        for tap in 0..<width {
            let distance = Double(halfWidth - 1 - tap) + fraction  // output position minus the input frame's
            let x = distance / span
            guard abs(x) < 1 else { continue }
            let window = besselI0(beta * (1 - x * x).squareRoot()) / besselI0(beta)
            let argument = 2 * cutoff * distance
            let sinc = argument == 0 ? 1 : sin(Double.pi * argument) / (Double.pi * argument)
            taps[tap] = 2 * cutoff * sinc * window
        }
        let sum = taps.reduce(0, +)
        return taps.map { Float($0 / sum) }
    }

    /// The zeroth-order modified Bessel function of the first kind (its power series).
    static func besselI0(_ x: Double) -> Double {
        var sum = 1.0
        var term = 1.0
        let half = x / 2
        for k in 1..<64 {
            term *= (half / Double(k)) * (half / Double(k))
            sum += term
            if term < sum * 1e-17 { break }
        }
        return sum
    }

    @inline(__always)
    static func wrap(_ index: Int, _ count: Int) -> Int {
        let value = index % count
        return value < 0 ? value + count : value
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

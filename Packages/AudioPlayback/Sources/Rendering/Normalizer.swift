import Foundation

/// Brings a rendering to its loudness target without exceeding -1 dBFS or -1 dBTP: removes DC, applies one gain, and
/// rounds the rare peaks above -4.4 dBFS with a smooth, memoryless soft knee towards a -1.1 dBFS ceiling (a knee
/// never widens a step between samples, so a seamless loop stays seamless). When the loop's true peak
/// (``TruePeakMeter``, the loop played looped) is still above -1.1 dBTP, the knee and its ceiling are lowered together
/// by the excess (and loudness corrected again), up to three times; whatever excess is left then is taken off with
/// one gain.
struct Normalizer {
    /// Where the soft knee begins (-4.4 dBFS).
    static let knee: Float = 0.6
    /// The ceiling the knee approaches (-1.1 dBFS), below the -1 dBFS limit even after rounding.
    static let ceiling: Float = 0.88
    /// The highest true peak a rendering may have (-1.1 dBTP): under the -1 dBTP limit after rounding to 16 bits and
    /// when measured with another interpolator.
    static let truePeakLimit: Float = 0.881

    /// The gain before the knee.
    let gain: Float
    let offsets: [Float]
    /// The knee and its ceiling, times this (1 unless the true peak needed less).
    let kneeScale: Float
    /// The gain after the knee (1 unless lowering the knee was not enough).
    let outputGain: Float

    /// Measures `channels` (a loop) and finds the DC offsets, gains and knee that bring them to `target` LUFS with
    /// sample peaks at or below -1.1 dBFS and the true peak at or below -1.1 dBTP.
    init(channels: [[Float]], target: Double) {
        let offsets = channels.map { channel in
            Float(channel.reduce(0.0) { $0 + Double($1) } / Double(max(channel.count, 1)))
        }
        self.offsets = offsets
        let centred = zip(channels, offsets).map { channel, offset in channel.map { $0 - offset } }
        let measured = LoudnessMeter.integratedLoudness(channels: centred, sampleRate: DSPMath.sampleRate)
        guard measured.isFinite else {
            (gain, kneeScale, outputGain) = (1, 1, 1)
            return
        }
        var scale: Float = 1
        var gain = Self.loudnessGain(centred, measured: measured, target: target, kneeScale: scale)
        let meter = TruePeakMeter()
        func truePeak() -> Float {
            let shaped = centred.map { $0.map { Normalizer.shape($0 * gain, kneeScale: scale) } }
            return shaped.map { meter.truePeak($0, wrapping: true) }.max() ?? 0
        }
        var peak = truePeak()
        for _ in 0..<3 where peak > Self.truePeakLimit {
            scale *= Self.truePeakLimit / peak
            gain = Self.loudnessGain(centred, measured: measured, target: target, kneeScale: scale)
            peak = truePeak()
        }
        self.gain = gain
        kneeScale = scale
        outputGain = peak > Self.truePeakLimit ? Self.truePeakLimit / peak : 1
    }

    /// The gain that brings `centred` to `target` LUFS through a knee scaled by `kneeScale`: one gain from the
    /// measurement, then corrected (twice at most) for the loudness the knee takes off.
    private static func loudnessGain(
        _ centred: [[Float]], measured: Double, target: Double, kneeScale: Float
    ) -> Float {
        var gain = Float(DSPMath.amplitude(decibels: target - measured))
        let peak = centred.map { $0.reduce(Float(0)) { max($0, abs($1)) } }.max() ?? 0
        guard peak * gain > knee * kneeScale else { return gain }
        for _ in 0..<2 {
            let limited = centred.map { $0.map { Normalizer.shape($0 * gain, kneeScale: kneeScale) } }
            let actual = LoudnessMeter.integratedLoudness(channels: limited, sampleRate: DSPMath.sampleRate)
            if abs(actual - target) < 0.05 { break }
            gain *= Float(DSPMath.amplitude(decibels: target - actual))
        }
        return gain
    }

    /// The soft knee: identity up to ``knee`` × `kneeScale`, then a tanh curve approaching ``ceiling`` × `kneeScale`.
    @inline(__always)
    static func shape(_ value: Float, kneeScale: Float = 1) -> Float {
        let magnitude = abs(value)
        let knee = knee * kneeScale
        guard magnitude > knee else { return value }
        let room = ceiling * kneeScale - knee
        let shaped = knee + room * Float(tanh(Double((magnitude - knee) / room)))
        return value < 0 ? -shaped : shaped
    }

    /// Applies offsets, gains and knee, and interleaves as 16-bit samples.
    func interleave(_ channels: [[Float]]) -> [Int16] {
        let count = channels.first?.count ?? 0
        let channelCount = channels.count
        var samples = [Int16](repeating: 0, count: count * channelCount)
        for (channelIndex, channel) in channels.enumerated() {
            let offset = offsets[channelIndex]
            for frame in 0..<count {
                let value =
                    Normalizer.shape((channel[frame] - offset) * gain, kneeScale: kneeScale) * outputGain * 32_768
                let rounded = Int32(value + (value < 0 ? -0.5 : 0.5))
                samples[frame * channelCount + channelIndex] = Int16(max(-32_768, min(32_767, rounded)))
            }
        }
        return samples
    }
}

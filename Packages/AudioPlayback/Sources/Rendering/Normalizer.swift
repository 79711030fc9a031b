import Foundation

/// Brings a rendering to its loudness target without exceeding -1 dBFS: removes DC, applies one gain, and rounds
/// the rare peaks above -4.4 dBFS with a smooth, memoryless soft knee towards a -1.1 dBFS ceiling (a knee never
/// widens a step between samples, so a seamless loop stays seamless).
struct Normalizer {
    /// Where the soft knee begins (-4.4 dBFS).
    static let knee: Float = 0.6
    /// The ceiling the knee approaches (-1.1 dBFS), below the -1 dBFS limit even after rounding.
    static let ceiling: Float = 0.88

    let gain: Float
    let offsets: [Float]

    /// Measures `channels` and finds the gain and DC offsets that bring them to `target` LUFS.
    init(channels: [[Float]], target: Double) {
        offsets = channels.map { channel in
            Float(channel.reduce(0.0) { $0 + Double($1) } / Double(max(channel.count, 1)))
        }
        let centred = zip(channels, offsets).map { channel, offset in channel.map { $0 - offset } }
        let measured = LoudnessMeter.integratedLoudness(channels: centred, sampleRate: DSPMath.sampleRate)
        guard measured.isFinite else {
            gain = 1
            return
        }
        var gain = Float(DSPMath.amplitude(decibels: target - measured))
        let peak = centred.map { $0.reduce(Float(0)) { max($0, abs($1)) } }.max() ?? 0
        if peak * gain > Normalizer.knee {
            // The knee lowers loudness a little: measure again and correct, twice at most.
            for _ in 0..<2 {
                let limited = centred.map { $0.map { Normalizer.shape($0 * gain) } }
                let actual = LoudnessMeter.integratedLoudness(channels: limited, sampleRate: DSPMath.sampleRate)
                if abs(actual - target) < 0.05 { break }
                gain *= Float(DSPMath.amplitude(decibels: target - actual))
            }
        }
        self.gain = gain
    }

    /// The soft knee: identity up to ``knee``, then a tanh curve approaching ``ceiling``.
    @inline(__always)
    static func shape(_ value: Float) -> Float {
        let magnitude = abs(value)
        guard magnitude > knee else { return value }
        let room = ceiling - knee
        let shaped = knee + room * Float(tanh(Double((magnitude - knee) / room)))
        return value < 0 ? -shaped : shaped
    }

    /// Applies offsets, gain and knee, and interleaves as 16-bit samples.
    func interleave(_ channels: [[Float]]) -> [Int16] {
        let count = channels.first?.count ?? 0
        let channelCount = channels.count
        var samples = [Int16](repeating: 0, count: count * channelCount)
        for (channelIndex, channel) in channels.enumerated() {
            let offset = offsets[channelIndex]
            for frame in 0..<count {
                let value = Normalizer.shape((channel[frame] - offset) * gain) * 32_768
                let rounded = Int32(value + (value < 0 ? -0.5 : 0.5))
                samples[frame * channelCount + channelIndex] = Int16(max(-32_768, min(32_767, rounded)))
            }
        }
        return samples
    }
}

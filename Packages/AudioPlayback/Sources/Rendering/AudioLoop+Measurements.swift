import Foundation

extension AudioLoop {
    /// The largest absolute sample, in dBFS (0 is full scale, 32,768).
    public var peakDecibels: Double {
        let peak = samples.reduce(0) { max($0, abs(Int($1))) }
        return 20 * log10(max(Double(peak), 1e-9) / 32_768)
    }

    /// Integrated loudness per ITU-R BS.1770-4 (K-weighting, 400 ms blocks, absolute and relative gates), in LUFS.
    public var integratedLoudness: Double {
        LoudnessMeter.integratedLoudness(channels: (0..<channelCount).map(channel), sampleRate: Double(sampleRate))
    }

    /// The mean of each channel as a fraction of full scale (a DC offset).
    public var dcOffset: [Double] {
        (0..<channelCount).map { index in
            var sum = 0.0
            for position in stride(from: index, to: samples.count, by: channelCount) {
                sum += Double(samples[position])
            }
            return sum / Double(max(frameCount, 1)) / 32_768
        }
    }
}

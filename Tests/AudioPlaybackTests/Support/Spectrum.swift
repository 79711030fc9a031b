import Foundation

/// A small radix-2 FFT and a Welch power-spectrum estimate, for checking noise slopes.
enum Spectrum {
    /// In-place iterative radix-2 FFT; `real.count` must be a power of two.
    static func fft(real: inout [Double], imaginary: inout [Double]) {
        let count = real.count
        var j = 0
        for i in 1..<count {
            var bit = count >> 1
            while j & bit != 0 {
                j ^= bit
                bit >>= 1
            }
            j |= bit
            if i < j {
                real.swapAt(i, j)
                imaginary.swapAt(i, j)
            }
        }
        var length = 2
        while length <= count {
            let angle = -2 * Double.pi / Double(length)
            let stepReal = cos(angle), stepImaginary = sin(angle)
            for start in stride(from: 0, to: count, by: length) {
                var wr = 1.0, wi = 0.0
                for k in 0..<(length / 2) {
                    let a = start + k, b = a + length / 2
                    let tr = real[b] * wr - imaginary[b] * wi
                    let ti = real[b] * wi + imaginary[b] * wr
                    real[b] = real[a] - tr
                    imaginary[b] = imaginary[a] - ti
                    real[a] += tr
                    imaginary[a] += ti
                    let next = wr * stepReal - wi * stepImaginary
                    wi = wr * stepImaginary + wi * stepReal
                    wr = next
                }
            }
            length <<= 1
        }
    }

    /// Welch's averaged periodogram (Hann window, 50% overlap): power per bin for bins 0…size/2.
    static func powerSpectrum(_ samples: [Float], size: Int = 4_096) -> [Double] {
        let window = (0..<size).map { 0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(size)) }
        var power = [Double](repeating: 0, count: size / 2 + 1)
        var segments = 0
        var start = 0
        while start + size <= samples.count {
            var real = (0..<size).map { Double(samples[start + $0]) * window[$0] }
            var imaginary = [Double](repeating: 0, count: size)
            fft(real: &real, imaginary: &imaginary)
            for bin in 0...(size / 2) { power[bin] += real[bin] * real[bin] + imaginary[bin] * imaginary[bin] }
            segments += 1
            start += size / 2
        }
        return power.map { $0 / Double(max(segments, 1)) }
    }

    /// The mean power spectral density in each octave band centred on `centres` (edges at centre/√2 … centre·√2),
    /// in decibels.
    static func octaveBandLevels(_ samples: [Float], centres: [Double], sampleRate: Double = 48_000) -> [Double] {
        let size = 4_096
        let power = powerSpectrum(samples, size: size)
        let resolution = sampleRate / Double(size)
        return centres.map { centre in
            let low = centre / 2.0.squareRoot(), high = centre * 2.0.squareRoot()
            let bins = power.indices.filter { Double($0) * resolution >= low && Double($0) * resolution < high }
            return 10 * log10(bins.map { power[$0] }.reduce(0, +) / Double(bins.count))
        }
    }

    /// The octave centres from 125 Hz to 8 kHz.
    static let octaves: [Double] = [125, 250, 500, 1_000, 2_000, 4_000, 8_000]
}

import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

@Suite(.offPool) struct NoiseSpectrumTests {
    /// The slopes between adjacent octave bands (125 Hz … 8 kHz) of each colour's 4-second loop, left channel.
    private static let slopes: [GeneratorKind: [Double]] = {
        var slopes: [GeneratorKind: [Double]] = [:]
        for kind in [GeneratorKind.whiteNoise, .pinkNoise, .brownNoise] {
            let loop = try! GeneratorSpec(kind).renderLoop(options: RenderOptions(duration: 4, crossfade: 1, seed: 5))
            let levels = Spectrum.octaveBandLevels(loop.channel(0), centres: Spectrum.octaves)
            slopes[kind] = zip(levels.dropFirst(), levels).map { $0 - $1 }
        }
        return slopes
    }()

    private func octaveSlopes(_ kind: GeneratorKind) -> [Double] { Self.slopes[kind]! }

    @Test func whiteNoiseIsFlatWithinOneDecibelPerOctave() {
        // Given white noise
        // When its power density is measured per octave from 125 Hz to 8 kHz
        let slopes = octaveSlopes(.whiteNoise)
        // Then every octave step is 0 dB within ±1 dB
        #expect(slopes.count == 6)
        for slope in slopes { #expect(abs(slope) <= 1, "slope \(slope) dB/octave") }
    }

    @Test func pinkNoiseFallsThreeDecibelsPerOctave() {
        // Given pink noise
        // When its power density is measured per octave
        let slopes = octaveSlopes(.pinkNoise)
        // Then every octave step is -3 dB within ±1 dB
        for slope in slopes { #expect(abs(slope + 3) <= 1, "slope \(slope) dB/octave") }
    }

    @Test func brownNoiseFallsSixDecibelsPerOctave() {
        // Given brown noise
        // When its power density is measured per octave
        let slopes = octaveSlopes(.brownNoise)
        // Then every octave step is -6 dB within ±1 dB
        for slope in slopes { #expect(abs(slope + 6) <= 1, "slope \(slope) dB/octave") }
    }

    @Test func theSpectrumCheckTellsTheColoursApart() {
        // Given the measurement used above
        let white = octaveSlopes(.whiteNoise)
        let pink = octaveSlopes(.pinkNoise)
        // Then white noise fails the pink criterion and pink fails the white one (the check can fail)
        #expect(white.contains { abs($0 + 3) > 1 })
        #expect(pink.contains { abs($0) > 1 })
    }

    @Test func fftFindsASineInItsBin() {
        // Given a 1 kHz sine at 48 kHz
        let samples = (0..<16_384).map { Float(sin(2 * Double.pi * 1_000 * Double($0) / 48_000)) }
        // When its spectrum is estimated with 4,096-point segments
        let power = Spectrum.powerSpectrum(samples)
        // Then the peak is in the bin of 1 kHz (1000 / 11.72 ≈ 85)
        let peak = power.indices.max { power[$0] < power[$1] }!
        #expect(peak == Int((1_000.0 / (48_000.0 / 4_096)).rounded()))
    }
}

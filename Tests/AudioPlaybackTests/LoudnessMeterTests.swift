import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

@Suite(.offPool) struct LoudnessMeterTests {
    private func sine(amplitude: Double, seconds: Double, frequency: Double = 997) -> [Float] {
        (0..<Int(seconds * 48_000)).map { Float(amplitude * sin(2 * Double.pi * frequency * Double($0) / 48_000)) }
    }

    @Test func fullScaleSineInOneChannelReadsMinusThree() {
        // Given BS.1770's calibration signal: a 997 Hz sine at 0 dBFS in one channel
        let loudness = LoudnessMeter.integratedLoudness(channels: [sine(amplitude: 1, seconds: 3)], sampleRate: 48_000)
        // Then it reads -3.01 LUFS
        #expect(abs(loudness + 3.01) < 0.05, "\(loudness)")
    }

    @Test func twoChannelsAddTheirPower() {
        // Given the same sine at -20 dBFS in both channels
        let tone = sine(amplitude: 0.1, seconds: 3)
        let loudness = LoudnessMeter.integratedLoudness(channels: [tone, tone], sampleRate: 48_000)
        // Then it reads 3 dB above one channel's -23.01
        #expect(abs(loudness + 20) < 0.05, "\(loudness)")
    }

    @Test func kWeightingFavoursHighsOverLows() {
        // Given equal sines at 50 Hz, 1 kHz and 4 kHz
        let levels = [50.0, 1_000, 4_000].map {
            LoudnessMeter.integratedLoudness(
                channels: [sine(amplitude: 0.5, seconds: 2, frequency: $0)], sampleRate: 48_000)
        }
        // Then the low one reads lower (the RLB high-pass) and the high one higher (the +4 dB shelf)
        #expect(levels[0] < levels[1] - 1)
        #expect(levels[2] > levels[1] + 2)
    }

    @Test func silenceIsGatedOut() {
        // Given 3 s of a tone followed by 3 s of silence
        let tone = sine(amplitude: 0.5, seconds: 3)
        let withSilence = tone + [Float](repeating: 0, count: 144_000)
        // Then only the three 400 ms blocks that straddle the end count besides the 27 blocks of tone (the silent ones
        // fall under the -70 LUFS gate): 28.5 blocks' worth of power over 30, not over 57
        let alone = LoudnessMeter.integratedLoudness(channels: [tone], sampleRate: 48_000)
        let gated = LoudnessMeter.integratedLoudness(channels: [withSilence], sampleRate: 48_000)
        #expect(abs(gated - (alone + 10 * log10(28.5 / 30))) < 0.01)
        // And silence alone is -infinity
        #expect(
            LoudnessMeter.integratedLoudness(channels: [[Float](repeating: 0, count: 48_000)], sampleRate: 48_000)
                == -.infinity)
    }

    @Test func quietPassagesBelowTheRelativeGateAreIgnored() {
        // Given 3 s at -6 dBFS then 3 s 30 dB quieter
        let loud = sine(amplitude: 0.5, seconds: 3)
        let quiet = sine(amplitude: 0.5 / 31.6, seconds: 3)
        // Then the quiet blocks, more than 10 LU below, do not count: only the three straddling blocks join the loud ones
        let both = LoudnessMeter.integratedLoudness(channels: [loud + quiet], sampleRate: 48_000)
        let loudOnly = LoudnessMeter.integratedLoudness(channels: [loud], sampleRate: 48_000)
        #expect(abs(both - (loudOnly + 10 * log10(28.5 / 30))) < 0.01)
    }
}

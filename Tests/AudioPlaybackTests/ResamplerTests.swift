import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

/// The band-limited resampler: flat pass band, attenuated images and aliases, exact length, the seam, determinism.
@Suite(.offPool) struct ResamplerTests {
    /// One second of tones (integer Hz, so each is periodic in the second) at `rate`, `amplitude` each.
    static func tones(_ frequencies: [Int], rate: Int, amplitude: Double = 0.1) -> [Float] {
        (0..<rate).map { frame in
            let t = Double(frame) / Double(rate)
            return Float(frequencies.reduce(0.0) { $0 + amplitude * sin(2 * Double.pi * Double($1) * t) })
        }
    }

    /// The amplitude of the `frequency` Hz component of one second of mono samples (one DFT bin, exact for a
    /// periodic signal).
    static func amplitude(of frequency: Int, in samples: [Float]) -> Double {
        let count = samples.count
        var real = 0.0
        var imaginary = 0.0
        for (index, sample) in samples.enumerated() {
            let angle = 2 * Double.pi * Double(frequency) * Double(index) / Double(count)
            real += Double(sample) * cos(angle)
            imaginary -= Double(sample) * sin(angle)
        }
        return 2 * (real * real + imaginary * imaginary).squareRoot() / Double(count)
    }

    static func decibels(_ ratio: Double) -> Double { 20 * log10(ratio) }

    @Test(arguments: [(44_100, 48_000), (22_050, 48_000), (96_000, 48_000), (32_000, 48_000)])
    func thePassBandIsFlat(inputRate: Int, outputRate: Int) {
        // Given tones across the pass band (up to 90 % of the lower Nyquist frequency)
        let nyquist = min(inputRate, outputRate) / 2
        let frequencies = [50, 1_000, nyquist / 4, nyquist / 2, nyquist * 3 / 4, nyquist * 88 / 100]
        let input = Self.tones(frequencies, rate: inputRate)
        // When they are resampled
        let output = Resampler(from: inputRate, to: outputRate).resample(input, channelCount: 1)
        // Then each keeps its amplitude within ±0.01 dB
        #expect(output.count == outputRate)
        for frequency in frequencies {
            let gain = Self.decibels(Self.amplitude(of: frequency, in: output) / 0.1)
            #expect(abs(gain) < 0.01, "\(frequency) Hz: \(gain) dB")
        }
    }

    @Test func raisingTheRateLeavesNoImages() {
        // Given 44.1 kHz tones near its Nyquist frequency, whose images would land at 44.1 kHz - f (folded at 24 kHz)
        let input = Self.tones([19_000, 20_000, 21_000], rate: 44_100, amplitude: 0.3)
        // When raised to 48 kHz
        let output = Resampler(from: 44_100, to: 48_000).resample(input, channelCount: 1)
        // Then the images (25.1, 24.1, 23.1 kHz, heard at 22.9, 23.9, 23.1 kHz) are at least 90 dB down
        for (tone, image) in [(19_000, 22_900), (20_000, 23_900), (21_000, 23_100)] {
            let level = Self.decibels(Self.amplitude(of: image, in: output) / Self.amplitude(of: tone, in: output))
            #expect(level < -90, "image of \(tone) Hz: \(level) dB")
        }
    }

    @Test func loweringTheRateLeavesNoAliases() {
        // Given a 96 kHz file with tones above 24 kHz (the new Nyquist frequency) and one below
        let input = Self.tones([10_000, 25_000, 30_000, 40_000], rate: 96_000, amplitude: 0.2)
        // When lowered to 48 kHz
        let output = Resampler(from: 96_000, to: 48_000).resample(input, channelCount: 1)
        // Then the tone below passes and the aliases (23, 18, 8 kHz) are at least 90 dB below it
        let kept = Self.amplitude(of: 10_000, in: output)
        #expect(abs(Self.decibels(kept / 0.2)) < 0.01)
        for alias in [23_000, 18_000, 8_000] {
            let level = Self.decibels(Self.amplitude(of: alias, in: output) / kept)
            #expect(level < -90, "alias at \(alias) Hz: \(level) dB")
        }
    }

    @Test(arguments: [
        (44_100, 48_000, 1_000, 1_088), (44_100, 48_000, 147, 160), (22_050, 48_000, 7, 15),
        (96_000, 48_000, 5, 3), (48_000, 44_100, 160, 147), (8_000, 48_000, 3, 18), (11_025, 48_000, 44_100, 192_000),
        (44_056, 48_000, 1_000, 1_090),
    ])
    func theLengthIsExact(inputRate: Int, outputRate: Int, frames: Int, expected: Int) {
        // Given a stereo input of `frames` frames
        let resampler = Resampler(from: inputRate, to: outputRate)
        let input = [Float](repeating: 0.25, count: frames * 2)
        // When it is resampled
        let output = resampler.resample(input, channelCount: 2)
        // Then it has frames × out / in frames (rounded), and a constant stays that constant
        #expect(resampler.outputFrameCount(forInputFrames: frames) == expected)
        #expect(output.count == expected * 2)
        #expect(output.allSatisfy { abs($0 - 0.25) < 1e-6 })
    }

    @Test func channelsStayApartAndSilenceStaysSilent() {
        // Given stereo: a tone on the left, silence on the right
        let tone = Self.tones([1_000], rate: 44_100, amplitude: 0.5)
        let stereo = tone.flatMap { sample -> [Float] in [sample, 0] }
        // When resampled
        let output = Resampler(from: 44_100, to: 48_000).resample(stereo, channelCount: 2)
        let left = stride(from: 0, to: output.count, by: 2).map { output[$0] }
        let right = stride(from: 1, to: output.count, by: 2).map { output[$0] }
        // Then the right stays exactly silent and the left keeps its tone
        #expect(right.allSatisfy { $0 == 0 })
        #expect(abs(Self.decibels(Self.amplitude(of: 1_000, in: left) / 0.5)) < 0.01)
    }

    @Test func theLoopSeamStaysSeamless() {
        // Given a seamless 16-bit loop at 44.1 kHz (a whole number of cycles of two tones)
        let tones = Self.tones([441, 3_000], rate: 44_100, amplitude: 0.4)
        let loop = AudioLoop(samples: tones.map { Int16(($0 * 32_767).rounded()) }, channelCount: 1, sampleRate: 44_100)
        // When it is resampled to 48 kHz
        let resampled = loop.resampled()
        // Then it is a 48 kHz loop of the same length in time, and its end joins its start with no larger step than
        // its ordinary ones
        #expect(resampled.sampleRate == 48_000)
        #expect(resampled.channelCount == 1)
        #expect(resampled.frameCount == 48_000)
        let samples = resampled.samples.map { Int($0) }
        let largest = zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max()!
        #expect(abs(samples[0] - samples[samples.count - 1]) <= largest)
        #expect(largest > 1_000)
    }

    @Test func itIsDeterministic() {
        // Given noise-like stereo 44.1 kHz samples
        var state: UInt32 = 12_345
        let input = (0..<20_000).map { _ -> Float in
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(Int32(bitPattern: state)) / Float(Int32.max) * 0.5
        }
        // When two resamplers convert them
        let first = Resampler(from: 44_100, to: 48_000).resample(input, channelCount: 2)
        let second = Resampler(from: 44_100, to: 48_000).resample(input, channelCount: 2)
        // Then the outputs are identical, bit for bit
        #expect(first.count == 10_884 * 2)
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
    }

    @Test(arguments: [8, 16, 24, 32])
    func aWAVFileAtAnyDepthBecomesA48kHzLoop(bits: Int) throws {
        // Given a 44.1 kHz stereo WAV file with `bits`-bit samples (a 1 kHz tone at half scale)
        let frames = 4_410
        var body: [UInt8] = []
        for frame in 0..<frames {
            let value = 0.5 * sin(2 * Double.pi * 1_000 * Double(frame) / 44_100)
            for _ in 0..<2 {
                switch bits {
                case 8: body.append(UInt8(Int((value * 127).rounded()) + 128))
                default:
                    let scaled = Int64((value * Double((1 << (bits - 1)) - 1)).rounded())
                    for byte in 0..<(bits / 8) { body.append(UInt8(truncatingIfNeeded: scaled >> (8 * byte))) }
                }
            }
        }
        let wav = Self.wavFile(body, bits: bits, channels: 2, rate: 44_100)
        // When it is decoded and resampled for the speaker
        let loop = try AudioLoop(wavData: wav).resampled()
        // Then it is 48 kHz stereo, 4,800 frames, and the tone is still at half scale
        #expect(loop.sampleRate == 48_000)
        #expect(loop.channelCount == 2)
        #expect(loop.frameCount == 4_800)
        let left = loop.channel(0)
        let tenths = Array(left.prefix(4_800))
        let amplitude = Self.amplitude(of: 100, in: tenths)  // 1 kHz is bin 100 of these 0.1 s
        #expect(abs(Self.decibels(amplitude / 0.5)) < 0.1, "\(bits)-bit: \(amplitude)")
    }

    static func wavFile(_ body: [UInt8], bits: Int, channels: Int, rate: Int) -> Data {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let align = channels * bits / 8
        var bytes = Array("RIFF".utf8) + le32(36 + body.count) + Array("WAVEfmt ".utf8) + le32(16) + le16(1)
        bytes += le16(channels) + le32(rate) + le32(rate * align) + le16(align) + le16(bits)
        bytes += Array("data".utf8) + le32(body.count) + body
        return Data(bytes)
    }

    @Test func theReadmeResamplingExampleRuns() throws {
        // Given what the README's resampling example starts from: floats and a 44.1 kHz WAV upload
        let interleavedFloats = Self.tones([1_000], rate: 44_100).flatMap { sample -> [Float] in [sample, sample] }
        let upload = Self.wavFile([UInt8](repeating: 0, count: 4 * 441), bits: 16, channels: 2, rate: 44_100)
        // When its lines run
        let resampler = Resampler(from: 44_100, to: 48_000)
        let floats48k = resampler.resample(interleavedFloats, channelCount: 2)
        let loop48k = try AudioLoop(wavData: upload).resampled()  // 16-bit, rounded and clipped
        // Then they give 48 kHz audio
        #expect(floats48k.count == 96_000)
        #expect(loop48k.sampleRate == 48_000 && loop48k.frameCount == 480)
    }

    @Test func aLoopAtTheRateAlreadyIsLeftAsItIs() {
        let loop = AudioLoop(samples: [1, 2, 3, 4], channelCount: 2, sampleRate: 48_000)
        #expect(loop.resampled() == loop)
    }
}

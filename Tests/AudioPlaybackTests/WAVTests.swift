import AudioPlayback
import Foundation
import Testing

@Suite struct WAVTests {
    @Test func headerBytesAreACanonicalPCMHeader() {
        // Given 3 stereo frames at 48 kHz
        // When the header is written
        let header = WAVEncoder.header(frameCount: 3, channelCount: 2, sampleRate: 48_000)
        // Then it is the 44-byte RIFF/WAVE header with little-endian fields
        let expected: [UInt8] = [
            0x52, 0x49, 0x46, 0x46, 0x30, 0x00, 0x00, 0x00,  // "RIFF", 36 + 12
            0x57, 0x41, 0x56, 0x45, 0x66, 0x6D, 0x74, 0x20,  // "WAVE" "fmt "
            0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x02, 0x00,  // 16, PCM, 2 channels
            0x80, 0xBB, 0x00, 0x00, 0x00, 0xEE, 0x02, 0x00,  // 48,000 Hz, 192,000 bytes/s
            0x04, 0x00, 0x10, 0x00, 0x64, 0x61, 0x74, 0x61,  // block 4, 16 bits, "data"
            0x0C, 0x00, 0x00, 0x00,  // 12 bytes
        ]
        #expect([UInt8](header) == expected)
    }

    @Test func samplesFollowLittleEndian() {
        // Given two mono samples
        let loop = AudioLoop(samples: [1, -2], channelCount: 1)
        // When encoded
        let data = loop.wavData()
        // Then they follow the header, low byte first, and the size is announced
        #expect([UInt8](data.suffix(4)) == [0x01, 0x00, 0xFE, 0xFF])
        #expect(data.count == 48)
        #expect(loop.wavByteCount == 48)
    }

    @Test func renderedLoopRoundTripsThroughWAV() throws {
        // Given a rendered loop
        let loop = try GeneratorSpec(.pinkNoise).renderLoop(options: RenderOptions(duration: 0.5, seed: 3))
        // When it is encoded and decoded
        let decoded = try AudioLoop(wavData: loop.wavData())
        // Then nothing changed, and the file inspects as 16-bit stereo 48 kHz WAV
        let same = decoded == loop
        #expect(same)
        let info = try AudioFileInfo(inspecting: loop.wavData())
        #expect(
            info
                == AudioFileInfo(
                    format: .wav, channelCount: 2, sampleRate: 48_000, bitsPerSample: 16, frameCount: 24_000))
    }

    @Test(arguments: [(8, 1, [0x80, 0xFF]), (24, 1, [0x00, 0x34, 0x12]), (32, 1, [0x00, 0x00, 0x34, 0x12])])
    func decodesOtherIntegerSizes(bits: Int, encoding: Int, bytes: [UInt8]) throws {
        // Given a one-channel PCM WAV file whose first sample is 0x1234-ish at that size
        let data = WAVFixtures.wav(encoding: encoding, channels: 1, rate: 44_100, bits: bits, payload: bytes)
        // When decoded
        let loop = try AudioLoop(wavData: data)
        // Then samples are scaled to 16 bits
        let expected: [Int16] = bits == 8 ? [0, 127 << 8] : [0x1234]
        #expect(loop.samples == expected)
        #expect(loop.sampleRate == 44_100)
    }

    @Test func decodesFloatSamples() throws {
        // Given a float WAV holding 0.5 and -1.0
        let payload = [Float(0.5), -1].flatMap { value -> [UInt8] in
            let bits = value.bitPattern
            return [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        }
        // When decoded
        let loop = try AudioLoop(
            wavData: WAVFixtures.wav(encoding: 3, channels: 1, rate: 48_000, bits: 32, payload: payload))
        // Then they become 16,384 and -32,768
        #expect(loop.samples == [16_384, -32_768])
    }
}

/// Hand-made WAV files.
enum WAVFixtures {
    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
    static func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8(value >> (8 * $0) & 0xFF) } }

    /// A WAV file with a `fmt ` chunk and a `data` chunk; `declaredData` overrides the data size field.
    static func wav(
        encoding: Int, channels: Int, rate: Int, bits: Int, payload: [UInt8], declaredData: Int? = nil,
        blockAlign: Int? = nil
    ) -> Data {
        let align = blockAlign ?? channels * bits / 8
        var bytes = Array("RIFF".utf8) + le32(36 + payload.count) + Array("WAVEfmt ".utf8) + le32(16)
        bytes += le16(encoding) + le16(channels) + le32(rate) + le32(rate * align) + le16(align) + le16(bits)
        bytes += Array("data".utf8) + le32(declaredData ?? payload.count) + payload
        return Data(bytes)
    }
}

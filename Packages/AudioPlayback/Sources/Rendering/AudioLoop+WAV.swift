import Foundation

extension AudioLoop {
    /// The loop as a complete 16-bit PCM WAV file (44-byte header, then the samples, little-endian).
    public func wavData() -> Data {
        WAVEncoder.encode(samples: samples, channelCount: channelCount, sampleRate: sampleRate)
    }

    /// The size of ``wavData()`` in bytes, without encoding it.
    public var wavByteCount: Int { WAVEncoder.headerLength + samples.count * 2 }
}

extension AudioLoop {
    /// Decodes a WAV file (PCM 8/16/24/32-bit or float 32/64, any channel count and sample rate) to 16-bit samples,
    /// for playing an uploaded sound on the speaker. Samples are not resampled: check ``sampleRate``.
    ///
    /// - Parameters:
    ///   - data: The whole file.
    ///   - limit: The most 16-bit PCM it may decode to (default ``AudioFileInfo/decodedLimit``), checked before any
    ///     sample is held.
    /// - Throws: ``AudioFileError`` when it is not a complete, supported WAV file, or is over `limit`.
    public init(wavData data: Data, limit: Int = AudioFileInfo.decodedLimit) throws(AudioFileError) {
        guard !data.isEmpty else { throw .empty }
        let bytes = ByteReader(data)
        guard bytes.matches("RIFF", at: 0) else {
            throw bytes.count < 4 ? .truncated(.wav, "no RIFF header") : .unrecognized
        }
        let layout = try AudioFileInfo.wavLayout(bytes)
        let width = layout.bits / 8
        let count = layout.dataLength / width
        try AudioFileInfo.checkDecodedSize(
            frames: count / layout.channels, channels: layout.channels, sampleRate: layout.sampleRate, limit: limit)
        var samples = [Int16](repeating: 0, count: count)
        let raw = bytes.bytes
        for index in 0..<count {
            let at = layout.dataOffset + index * width
            samples[index] = AudioLoop.sample(raw, at: at, bits: layout.bits, float: layout.encoding == 3)
        }
        self.init(samples: samples, channelCount: layout.channels, sampleRate: layout.sampleRate)
    }

    private static func sample(_ raw: [UInt8], at offset: Int, bits: Int, float: Bool) -> Int16 {
        func fromUnit(_ value: Double) -> Int16 {
            Int16(max(-32_768, min(32_767, (value * 32_768).rounded())))
        }
        switch (bits, float) {
        case (8, false):
            return Int16(Int(raw[offset]) - 128) << 8
        case (16, false):
            return Int16(bitPattern: UInt16(raw[offset]) | UInt16(raw[offset + 1]) << 8)
        case (24, false):
            let value = Int32(
                bitPattern: UInt32(raw[offset]) << 8 | UInt32(raw[offset + 1]) << 16 | UInt32(raw[offset + 2]) << 24)
            return Int16(truncatingIfNeeded: value >> 16)
        case (32, false):
            let value = Int32(
                bitPattern: UInt32(raw[offset]) | UInt32(raw[offset + 1]) << 8 | UInt32(raw[offset + 2]) << 16
                    | UInt32(raw[offset + 3]) << 24)
            return Int16(truncatingIfNeeded: value >> 16)
        case (32, true):
            let pattern =
                UInt32(raw[offset]) | UInt32(raw[offset + 1]) << 8 | UInt32(raw[offset + 2]) << 16
                | UInt32(raw[offset + 3]) << 24
            return fromUnit(Double(Float(bitPattern: pattern)))
        default:
            var pattern: UInt64 = 0
            for byte in 0..<8 { pattern |= UInt64(raw[offset + byte]) << (8 * byte) }
            return fromUnit(Double(bitPattern: pattern))
        }
    }
}

extension AudioFileInfo {
    /// The position and layout of a WAV file's samples.
    struct WAVLayout {
        var encoding: Int  // 1 PCM, 3 IEEE float (after resolving WAVE_FORMAT_EXTENSIBLE)
        var channels: Int
        var sampleRate: Int
        var bits: Int
        var dataOffset: Int
        var dataLength: Int
    }

    /// RIFF/WAVE: the `fmt ` chunk (PCM 8/16/24/32-bit or float 32/64), then a `data` chunk that fits in the file.
    static func inspectWAV(_ bytes: ByteReader) throws(AudioFileError) -> AudioFileInfo {
        let layout = try wavLayout(bytes)
        return AudioFileInfo(
            format: .wav, channelCount: layout.channels, sampleRate: layout.sampleRate, bitsPerSample: layout.bits,
            frameCount: layout.dataLength / (layout.channels * layout.bits / 8))
    }

    static func wavLayout(_ bytes: ByteReader) throws(AudioFileError) -> WAVLayout {
        guard bytes.has(12, at: 0) else {
            throw .truncated(.wav, "the RIFF header needs 12 bytes, the file has \(bytes.count)")
        }
        guard bytes.matches("WAVE", at: 8) else { throw .invalidHeader(.wav, "a RIFF file, but not WAVE") }
        var offset = 12
        var format: (encoding: Int, channels: Int, rate: Int, bits: Int, blockAlign: Int)?
        while true {
            guard bytes.has(8, at: offset) else {
                throw .truncated(
                    .wav, format == nil ? "no \"fmt \" chunk before the end" : "no \"data\" chunk before the end")
            }
            let size = bytes.uint32LE(offset + 4)
            let body = offset + 8
            if bytes.matches("fmt ", at: offset) {
                guard size >= 16 else {
                    throw .invalidHeader(.wav, "the \"fmt \" chunk is \(size) bytes, at least 16 needed")
                }
                guard bytes.has(size, at: body) else { throw .truncated(.wav, "the \"fmt \" chunk is cut short") }
                var encoding = bytes.uint16LE(body)
                if encoding == 0xFFFE, size >= 40 { encoding = bytes.uint16LE(body + 24) }
                format = (
                    encoding, bytes.uint16LE(body + 2), bytes.uint32LE(body + 4), bytes.uint16LE(body + 14),
                    bytes.uint16LE(body + 12)
                )
            } else if bytes.matches("data", at: offset) {
                guard let format else { throw .invalidHeader(.wav, "the \"data\" chunk comes before \"fmt \"") }
                try checkWAVFormat(format)
                let available = bytes.count - body
                guard size <= available else {
                    throw .truncated(.wav, "the \"data\" chunk declares \(size) bytes but only \(available) follow")
                }
                guard size >= format.blockAlign else {
                    throw .truncated(.wav, "the \"data\" chunk holds no complete frame")
                }
                return WAVLayout(
                    encoding: format.encoding, channels: format.channels, sampleRate: format.rate, bits: format.bits,
                    dataOffset: body, dataLength: size - size % format.blockAlign)
            }
            offset = body + size + (size & 1)
        }
    }

    private static func checkWAVFormat(_ format: (encoding: Int, channels: Int, rate: Int, bits: Int, blockAlign: Int))
        throws(AudioFileError)
    {
        switch (format.encoding, format.bits) {
        case (1, 8), (1, 16), (1, 24), (1, 32), (3, 32), (3, 64): break
        case (1, _), (3, _): throw .unsupported(.wav, "\(format.bits)-bit samples")
        default: throw .unsupported(.wav, "codec 0x\(String(format.encoding, radix: 16)) (only PCM and float play)")
        }
        guard (1...8).contains(format.channels) else { throw .invalidHeader(.wav, "\(format.channels) channels") }
        guard (1_000...384_000).contains(format.rate) else {
            throw .invalidHeader(.wav, "sample rate \(format.rate) Hz")
        }
        guard format.blockAlign == format.channels * format.bits / 8 else {
            throw .invalidHeader(
                .wav, "block align \(format.blockAlign) does not match \(format.channels) × \(format.bits) bits")
        }
    }
}

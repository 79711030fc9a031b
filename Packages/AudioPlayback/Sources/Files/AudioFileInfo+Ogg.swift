extension AudioFileInfo {
    /// Ogg: every page (`OggS`, version 0, its segment table and body) must be complete with a correct checksum, the
    /// first marked beginning-of-stream with a Vorbis, Opus or FLAC identification header, the last end-of-stream.
    static func inspectOgg(_ bytes: ByteReader) throws(AudioFileError) -> AudioFileInfo {
        var offset = 0
        var info: AudioFileInfo?
        var sawEnd = false
        var lastGranule = 0
        while offset < bytes.count {
            guard bytes.has(27, at: offset) else { throw .truncated(.ogg, "the file ends inside a page header") }
            guard bytes.matches("OggS", at: offset) else {
                throw .invalidHeader(.ogg, "lost page sync at byte \(offset)")
            }
            guard bytes.uint8(offset + 4) == 0 else {
                throw .invalidHeader(.ogg, "unknown version \(bytes.uint8(offset + 4))")
            }
            let flags = bytes.uint8(offset + 5)
            let segments = bytes.uint8(offset + 26)
            guard bytes.has(segments, at: offset + 27) else {
                throw .truncated(.ogg, "the file ends inside a segment table")
            }
            var bodyLength = 0
            for index in 0..<segments { bodyLength += bytes.uint8(offset + 27 + index) }
            let body = offset + 27 + segments
            guard bytes.has(bodyLength, at: body) else { throw .truncated(.ogg, "the file ends inside a page") }
            guard OggChecksum.isValid(bytes.bytes, page: offset, length: 27 + segments + bodyLength) else {
                throw .invalidHeader(.ogg, "page checksum mismatch at byte \(offset)")
            }
            if offset == 0 {
                guard flags & 0x02 != 0 else { throw .invalidHeader(.ogg, "the first page does not begin a stream") }
                info = try identify(bytes, at: body, length: bodyLength)
            }
            var granule = 0
            for index in 0..<6 { granule |= bytes.uint8(offset + 6 + index) << (8 * index) }
            if granule > 0 { lastGranule = granule }
            if flags & 0x04 != 0 { sawEnd = true }
            offset = body + bodyLength
        }
        guard sawEnd, var info else { throw .truncated(.ogg, "no end-of-stream page") }
        if info.codec == "opus" { info.sampleRate = 48_000 }
        if lastGranule > 0 { info.frameCount = lastGranule }
        return info
    }

    private static func identify(_ bytes: ByteReader, at body: Int, length: Int) throws(AudioFileError) -> AudioFileInfo
    {
        if length >= 30, bytes.uint8(body) == 1, bytes.matches("vorbis", at: body + 1) {
            return AudioFileInfo(
                format: .ogg, codec: "vorbis", channelCount: bytes.uint8(body + 11),
                sampleRate: bytes.uint32LE(body + 12))
        }
        if length >= 19, bytes.matches("OpusHead", at: body) {
            return AudioFileInfo(format: .ogg, codec: "opus", channelCount: bytes.uint8(body + 9))
        }
        if length >= 13, bytes.uint8(body) == 0x7F, bytes.matches("FLAC", at: body + 1) {
            return AudioFileInfo(format: .ogg, codec: "flac")
        }
        throw .unsupported(.ogg, "the stream is not Vorbis, Opus or FLAC audio")
    }
}

/// The Ogg page checksum: CRC-32 with polynomial 0x04C11DB7, no reflection, computed with the checksum field zeroed.
enum OggChecksum {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index) << 24
        for _ in 0..<8 { value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
        return value
    }

    static func isValid(_ bytes: [UInt8], page: Int, length: Int) -> Bool {
        var crc: UInt32 = 0
        for index in 0..<length {
            let byte = (22..<26).contains(index) ? 0 : bytes[page + index]
            crc = (crc << 8) ^ table[Int((crc >> 24) ^ UInt32(byte))]
        }
        let stored =
            UInt32(bytes[page + 22]) | UInt32(bytes[page + 23]) << 8 | UInt32(bytes[page + 24]) << 16
            | UInt32(bytes[page + 25]) << 24
        return crc == stored
    }
}

extension AudioFileInfo {
    /// Native FLAC: `fLaC`, a STREAMINFO block first, metadata blocks up to the one marked last, then a frame sync.
    static func inspectFLAC(_ bytes: ByteReader) throws(AudioFileError) -> AudioFileInfo {
        guard bytes.has(8, at: 0) else { throw .truncated(.flac, "the file ends inside the first metadata header") }
        let first = bytes.uint8(4)
        guard first & 0x7F == 0 else { throw .invalidHeader(.flac, "the first metadata block is not STREAMINFO") }
        guard bytes.uint24BE(5) == 34 else {
            throw .invalidHeader(.flac, "STREAMINFO is \(bytes.uint24BE(5)) bytes, not 34")
        }
        guard bytes.has(34, at: 8) else { throw .truncated(.flac, "the file ends inside STREAMINFO") }
        let info = 8
        let sampleRate = bytes.uint8(info + 10) << 12 | bytes.uint8(info + 11) << 4 | bytes.uint8(info + 12) >> 4
        let channels = (bytes.uint8(info + 12) >> 1 & 0x07) + 1
        let bits = ((bytes.uint8(info + 12) & 0x01) << 4 | bytes.uint8(info + 13) >> 4) + 1
        var total = bytes.uint8(info + 13) & 0x0F
        for index in 14..<18 { total = total << 8 | bytes.uint8(info + index) }
        guard sampleRate > 0 else { throw .invalidHeader(.flac, "sample rate 0") }
        var offset = 42
        var last = first & 0x80 != 0
        while !last {
            guard bytes.has(4, at: offset) else { throw .truncated(.flac, "the file ends inside the metadata") }
            last = bytes.uint8(offset) & 0x80 != 0
            let length = bytes.uint24BE(offset + 1)
            guard bytes.has(length, at: offset + 4) else {
                throw .truncated(.flac, "the file ends inside a metadata block")
            }
            offset += 4 + length
        }
        guard bytes.has(2, at: offset) else { throw .truncated(.flac, "no audio frames after the metadata") }
        guard bytes.uint8(offset) == 0xFF, bytes.uint8(offset + 1) & 0xFE == 0xF8 else {
            throw .invalidHeader(.flac, "no frame sync after the metadata")
        }
        return AudioFileInfo(
            format: .flac, channelCount: channels, sampleRate: sampleRate, bitsPerSample: bits,
            frameCount: total > 0 ? total : nil)
    }
}

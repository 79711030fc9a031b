extension AudioFileInfo {
    /// MP3: an optional ID3v2 tag, then MPEG-1/2/2.5 layer III frames, each header valid and each frame complete
    /// (walked to the end; trailing ID3v1/APE tags and junk after at least two frames are tolerated).
    static func inspectMP3(_ bytes: ByteReader) throws(AudioFileError) -> AudioFileInfo {
        var offset = 0
        if bytes.matches("ID3", at: 0) {
            guard bytes.has(10, at: 0) else { throw .truncated(.mp3, "the file ends inside the ID3 header") }
            var size = 0
            for index in 6..<10 {
                let byte = bytes.uint8(index)
                guard byte & 0x80 == 0 else { throw .invalidHeader(.mp3, "the ID3 tag size is not sync-safe") }
                size = size << 7 | byte
            }
            offset = 10 + size + (bytes.uint8(5) & 0x10 != 0 ? 10 : 0)
            guard offset <= bytes.count else { throw .truncated(.mp3, "the file ends inside the ID3 tag") }
            // Some encoders pad after the tag.
            while offset < bytes.count, bytes.uint8(offset) == 0 { offset += 1 }
            guard offset < bytes.count else { throw .truncated(.mp3, "no audio frames after the ID3 tag") }
        }
        guard let first = try frame(bytes, at: offset) else {
            throw .invalidHeader(.mp3, "no MPEG frame header at byte \(offset)")
        }
        var frames = 0
        var samples = 0
        var position = offset
        while position < bytes.count {
            guard let header = try frame(bytes, at: position) else {
                if frames >= 2 { break }  // tags (TAG, APETAGEX) or junk after the audio
                throw .invalidHeader(.mp3, "lost frame sync at byte \(position)")
            }
            guard bytes.has(header.length, at: position) else {
                throw .truncated(.mp3, "the last frame needs \(header.length) bytes, \(bytes.count - position) remain")
            }
            frames += 1
            samples += header.samples
            position += header.length
        }
        return AudioFileInfo(
            format: .mp3, channelCount: first.channels, sampleRate: first.sampleRate, frameCount: samples)
    }

    private static let bitrates: [[Int]] = [
        [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],  // MPEG-1 layer III
        [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],  // MPEG-2/2.5 layer III
    ]

    /// The frame header at `offset`, nil when there is no sync there.
    private static func frame(_ bytes: ByteReader, at offset: Int) throws(AudioFileError)
        -> (length: Int, samples: Int, sampleRate: Int, channels: Int)?
    {
        guard bytes.isMPEGSync(at: offset) else { return nil }
        guard bytes.has(4, at: offset) else { throw .truncated(.mp3, "the file ends inside a frame header") }
        let versionBits = bytes.uint8(offset + 1) >> 3 & 0x03
        let layerBits = bytes.uint8(offset + 1) >> 1 & 0x03
        let bitrateIndex = bytes.uint8(offset + 2) >> 4
        let rateIndex = bytes.uint8(offset + 2) >> 2 & 0x03
        let padding = bytes.uint8(offset + 2) >> 1 & 0x01
        let mono = bytes.uint8(offset + 3) >> 6 == 3
        guard versionBits != 1 else { throw .invalidHeader(.mp3, "reserved MPEG version at byte \(offset)") }
        guard layerBits == 1 else {
            if layerBits == 0 { throw .invalidHeader(.mp3, "reserved layer at byte \(offset)") }
            throw .unsupported(.mp3, "MPEG layer \(4 - layerBits), not layer III")
        }
        guard bitrateIndex != 15 else { throw .invalidHeader(.mp3, "bad bitrate index at byte \(offset)") }
        guard bitrateIndex != 0 else { throw .unsupported(.mp3, "free-format bitrate") }
        guard rateIndex != 3 else { throw .invalidHeader(.mp3, "reserved sample rate at byte \(offset)") }
        let mpeg1 = versionBits == 3
        let baseRates = [44_100, 48_000, 32_000]
        let sampleRate = baseRates[rateIndex] / (mpeg1 ? 1 : versionBits == 2 ? 2 : 4)
        let bitrate = bitrates[mpeg1 ? 0 : 1][bitrateIndex] * 1_000
        let samples = mpeg1 ? 1_152 : 576
        let length = samples / 8 * bitrate / sampleRate + padding
        return (length, samples, sampleRate, mono ? 1 : 2)
    }
}

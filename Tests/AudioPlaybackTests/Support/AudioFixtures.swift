import Foundation

/// Hand-made FLAC, Ogg and MP3 headers (the shortest files the inspector accepts), and their broken variants.
enum AudioFixtures {
    /// `fLaC`, a last-and-only STREAMINFO (48 kHz, 2 channels, 16 bits, 48,000 frames), then a frame sync.
    static func flac(lastFlag: Bool = true, extraBlock: [UInt8]? = nil) -> Data {
        var info = [UInt8](repeating: 0, count: 34)
        info[0] = 0x10  // min block size 4096
        info[2] = 0x10  // max block size 4096
        // 48,000 Hz (20 bits) | channels - 1 = 1 (3 bits) | bits - 1 = 15 (5 bits) | total 48,000 (36 bits)
        info[10] = 0x0B
        info[11] = 0xB8
        info[12] = 0x02 | 0x00
        info[13] = 0xF0
        info[16] = 0xBB
        info[17] = 0x80
        var bytes = Array("fLaC".utf8)
        let onlyBlock = lastFlag && extraBlock == nil
        bytes += [onlyBlock ? 0x80 : 0x00, 0x00, 0x00, 34] + info
        if let extraBlock {
            bytes += [0x81, 0x00, 0x00, UInt8(extraBlock.count)] + extraBlock
        }
        return Data(bytes + [0xFF, 0xF8, 0x69, 0x08])
    }

    /// One Ogg page with a correct checksum.
    static func oggPage(flags: UInt8, granule: UInt64, sequence: UInt32, body: [UInt8], corrupt: Bool = false)
        -> [UInt8]
    {
        var page = Array("OggS".utf8) + [0, flags]
        page += (0..<8).map { UInt8(granule >> (8 * UInt64($0)) & 0xFF) }
        page += [0x01, 0x02, 0x03, 0x04]  // serial
        page += (0..<4).map { UInt8(sequence >> (8 * UInt32($0)) & 0xFF) }
        page += [0, 0, 0, 0]  // checksum, filled below
        var lacing: [UInt8] = []
        var remaining = body.count
        repeat {
            lacing.append(UInt8(min(remaining, 255)))
            remaining -= 255
        } while remaining >= 0
        page += [UInt8(lacing.count)] + lacing + body
        var crc: UInt32 = 0
        for byte in page {
            crc ^= UInt32(byte) << 24
            for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
        }
        if corrupt { crc ^= 1 }
        page[22] = UInt8(crc & 0xFF)
        page[23] = UInt8(crc >> 8 & 0xFF)
        page[24] = UInt8(crc >> 16 & 0xFF)
        page[25] = UInt8(crc >> 24)
        return page
    }

    /// A Vorbis identification packet: 2 channels, 44.1 kHz.
    static let vorbisHeader: [UInt8] =
        [0x01] + Array("vorbis".utf8) + [0, 0, 0, 0, 2, 0x44, 0xAC, 0, 0] + [UInt8](repeating: 0, count: 12) + [
            0xB8, 0x01,
        ]

    /// An Opus head: 1 channel.
    static let opusHeader: [UInt8] = Array("OpusHead".utf8) + [1, 1, 0x38, 0x01, 0x80, 0xBB, 0, 0, 0, 0, 0]

    /// A three-page Ogg Vorbis stream (identification, data, end of stream at granule 44,100).
    static func ogg(first: [UInt8] = vorbisHeader, endOfStream: Bool = true, corruptSecond: Bool = false) -> Data {
        var bytes = oggPage(flags: 0x02, granule: 0, sequence: 0, body: first)
        bytes += oggPage(
            flags: 0, granule: 22_050, sequence: 1, body: [UInt8](repeating: 7, count: 300), corrupt: corruptSecond)
        bytes += oggPage(flags: endOfStream ? 0x04 : 0, granule: 44_100, sequence: 2, body: [1, 2, 3])
        return Data(bytes)
    }

    /// An MPEG-1 layer III frame header: 128 kbit/s, 44.1 kHz, joint stereo; frames are 417 bytes.
    static let mp3Header: [UInt8] = [0xFF, 0xFB, 0x90, 0x64]

    /// `frames` MP3 frames, optionally behind an ID3v2 tag of `tag` bytes.
    static func mp3(frames: Int, tag: Int? = nil) -> Data {
        var bytes: [UInt8] = []
        if let tag {
            bytes += Array("ID3".utf8) + [4, 0, 0]
            bytes += [UInt8(tag >> 21 & 0x7F), UInt8(tag >> 14 & 0x7F), UInt8(tag >> 7 & 0x7F), UInt8(tag & 0x7F)]
            bytes += [UInt8](repeating: 0x41, count: tag)
        }
        for _ in 0..<frames { bytes += mp3Header + [UInt8](repeating: 0x55, count: 413) }
        return Data(bytes)
    }
}

/// One FLAC frame: its header, one subframe per channel, the stereo decorrelation and the CRCs.
enum FLACFrame {
    /// Decodes the frame at `offset`. Its block size is checked against STREAMINFO's maximum before any sample is
    /// decoded, so a frame holds at most that many samples per channel.
    /// - Returns: Each channel's samples and where the next frame starts.
    static func decode(
        _ bytes: [UInt8], at offset: Int, index: Int, stream: FLACStreamInfo, statistics: inout FLACStatistics
    ) throws(AudioFileError) -> (channels: [[Int64]], next: Int) {
        func damaged(_ reason: String) -> AudioFileError {
            .corrupt(.flac, "frame \(index) (byte \(offset)): \(reason)")
        }
        var reader = BitReader(bytes, byteOffset: offset, format: .flac)
        guard try reader.bits(14) == 0x3FFE else { throw damaged("no frame sync") }
        guard try reader.bits(1) == 0 else { throw damaged("reserved bit set") }
        _ = try reader.bits(1)  // fixed or variable block size: the header says the size either way
        let blockCode = Int(try reader.bits(4))
        let rateCode = Int(try reader.bits(4))
        let channelCode = Int(try reader.bits(4))
        let sizeCode = Int(try reader.bits(3))
        guard try reader.bits(1) == 0 else { throw damaged("reserved bit set") }
        // The frame or sample number, UTF-8 coded: only its length matters here.
        let first = try reader.bits(8)
        if first & 0x80 != 0 {
            let length = (UInt8(first) ^ 0xFF).leadingZeroBitCount
            guard (2...7).contains(length) else { throw damaged("bad frame number") }
            for _ in 1..<length {
                guard try reader.bits(8) & 0xC0 == 0x80 else { throw damaged("bad frame number") }
            }
        }
        let blockSize: Int
        switch blockCode {
        case 0: throw damaged("reserved block size")
        case 1: blockSize = 192
        case 2...5: blockSize = 576 << (blockCode - 2)
        case 6: blockSize = Int(try reader.bits(8)) + 1
        case 7: blockSize = Int(try reader.bits(16)) + 1
        default: blockSize = 256 << (blockCode - 8)
        }
        guard blockSize <= stream.maximumBlockSize else {
            throw damaged("block size \(blockSize) is above STREAMINFO's maximum of \(stream.maximumBlockSize)")
        }
        switch rateCode {
        case 12: _ = try reader.bits(8)
        case 13, 14: _ = try reader.bits(16)
        case 15: throw damaged("invalid sample rate code")
        default: break
        }
        let headerEnd = reader.byteOffset
        guard try reader.bits(8) == UInt64(FLACCRC.crc8(bytes[offset..<headerEnd])) else {
            throw damaged("the header fails its CRC-8 check")
        }
        let channels: Int
        switch channelCode {
        case 0...7: channels = channelCode + 1
        case 8...10: channels = 2
        default: throw damaged("reserved channel assignment")
        }
        guard channels == stream.channels else {
            throw damaged("\(channels) channels where STREAMINFO says \(stream.channels)")
        }
        let bits: Int
        switch sizeCode {
        case 0: bits = stream.bitsPerSample
        case 1: bits = 8
        case 2: bits = 12
        case 4: bits = 16
        case 5: bits = 20
        case 6: bits = 24
        case 7: bits = 32
        default: throw damaged("reserved sample size")
        }
        var decoded: [[Int64]] = []
        for channel in 0..<channels {
            let isSide =
                (channelCode == 8 && channel == 1) || (channelCode == 9 && channel == 0)
                || (channelCode == 10 && channel == 1)
            decoded.append(
                try FLACSubframe.decode(
                    &reader, blockSize: blockSize, bits: bits + (isSide ? 1 : 0), statistics: &statistics,
                    damaged: damaged))
        }
        switch channelCode {
        case 8:
            statistics.leftSide += 1
            for i in 0..<blockSize { decoded[1][i] = decoded[0][i] &- decoded[1][i] }
        case 9:
            statistics.rightSide += 1
            for i in 0..<blockSize { decoded[0][i] = decoded[0][i] &+ decoded[1][i] }
        case 10:
            statistics.midSide += 1
            for i in 0..<blockSize {
                let side = decoded[1][i]
                let mid = decoded[0][i] << 1 | (side & 1)
                decoded[0][i] = (mid &+ side) >> 1
                decoded[1][i] = (mid &- side) >> 1
            }
        default: statistics.independent += 1
        }
        reader.alignToByte()
        let end = reader.byteOffset
        guard try reader.bits(16) == UInt64(FLACCRC.crc16(bytes[offset..<end])) else {
            throw damaged("the frame fails its CRC-16 check")
        }
        return (decoded, reader.byteOffset)
    }
}

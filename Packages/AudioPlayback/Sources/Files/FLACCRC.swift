/// FLAC's checksums: CRC-8 (polynomial 0x07) over each frame header, CRC-16 (0x8005) over each whole frame.
enum FLACCRC {
    private static let table8: [UInt8] = (0..<256).map { byte in
        var crc = UInt8(byte)
        for _ in 0..<8 { crc = crc & 0x80 != 0 ? crc << 1 ^ 0x07 : crc << 1 }
        return crc
    }

    private static let table16: [UInt16] = (0..<256).map { byte in
        var crc = UInt16(byte) << 8
        for _ in 0..<8 { crc = crc & 0x8000 != 0 ? crc << 1 ^ 0x8005 : crc << 1 }
        return crc
    }

    static func crc8(_ bytes: ArraySlice<UInt8>) -> UInt8 {
        bytes.reduce(0) { table8[Int($0 ^ $1)] }
    }

    static func crc16(_ bytes: ArraySlice<UInt8>) -> UInt16 {
        bytes.reduce(0) { crc, byte in crc << 8 ^ table16[Int(UInt8(crc >> 8) ^ byte)] }
    }
}

/// Reads a byte array bit by bit, most significant bit first (FLAC's order). Every read checks the end and throws
/// ``AudioFileError/truncated(_:_:)`` past it.
struct BitReader {
    let bytes: [UInt8]
    /// The absolute position, in bits.
    private(set) var bitPosition: Int
    private let format: AudioFileFormat

    init(_ bytes: [UInt8], byteOffset: Int, format: AudioFileFormat) {
        self.bytes = bytes
        bitPosition = byteOffset * 8
        self.format = format
    }

    /// The byte the next read starts in.
    var byteOffset: Int { bitPosition >> 3 }

    /// Whether any bits remain.
    var isAtEnd: Bool { bitPosition >= bytes.count * 8 }

    /// Skips to the next byte boundary.
    mutating func alignToByte() {
        bitPosition = (bitPosition + 7) & ~7
    }

    /// `count` bits (0…64) as an unsigned number.
    mutating func bits(_ count: Int) throws(AudioFileError) -> UInt64 {
        guard count > 0 else { return 0 }
        guard bitPosition + count <= bytes.count * 8 else { throw .truncated(format, "the file ends inside a frame") }
        var value: UInt64 = 0
        var remaining = count
        while remaining > 0 {
            let offset = bitPosition & 7
            let available = 8 - offset
            let take = min(available, remaining)
            let byte = UInt64(bytes[bitPosition >> 3])
            value = value << UInt64(take) | (byte >> UInt64(available - take)) & ((1 << UInt64(take)) - 1)
            remaining -= take
            bitPosition += take
        }
        return value
    }

    /// `count` bits (1…64) as a two's complement number.
    mutating func signed(_ count: Int) throws(AudioFileError) -> Int64 {
        guard count > 0 else { return 0 }
        let raw = try bits(count)
        let shift = UInt64(64 - count)
        return Int64(bitPattern: raw << shift) >> Int64(shift)
    }

    /// The number of 0 bits before the next 1 bit (which is consumed too).
    mutating func unary() throws(AudioFileError) -> Int {
        var zeros = 0
        while true {
            guard !isAtEnd else { throw .truncated(format, "the file ends inside a frame") }
            let offset = bitPosition & 7
            let byte = bytes[bitPosition >> 3] << UInt8(offset)
            if byte == 0 {
                zeros += 8 - offset
                bitPosition += 8 - offset
                continue
            }
            let leading = byte.leadingZeroBitCount
            zeros += leading
            bitPosition += leading + 1
            return zeros
        }
    }
}

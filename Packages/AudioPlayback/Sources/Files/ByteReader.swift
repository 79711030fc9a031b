import Foundation

/// Bounds-checked reads of little- and big-endian integers from file bytes.
struct ByteReader {
    let bytes: [UInt8]

    init(_ data: Data) { bytes = [UInt8](data) }

    var count: Int { bytes.count }

    func has(_ length: Int, at offset: Int) -> Bool { offset >= 0 && length >= 0 && offset + length <= bytes.count }

    func matches(_ text: String, at offset: Int) -> Bool {
        let expected = Array(text.utf8)
        return has(expected.count, at: offset) && Array(bytes[offset..<(offset + expected.count)]) == expected
    }

    /// Whether all the bytes there are form the start of `text` (a file cut inside its magic number).
    func isPrefix(of text: String) -> Bool {
        let expected = Array(text.utf8)
        return bytes.count < expected.count && Array(expected.prefix(bytes.count)) == bytes
    }

    func uint8(_ offset: Int) -> Int { Int(bytes[offset]) }

    func uint16LE(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }

    func uint32LE(_ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }

    func uint24BE(_ offset: Int) -> Int {
        Int(bytes[offset]) << 16 | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2])
    }

    /// The 11-bit MPEG audio frame sync (0xFFE) at `offset`.
    func isMPEGSync(at offset: Int) -> Bool {
        has(2, at: offset) && bytes[offset] == 0xFF && bytes[offset + 1] & 0xE0 == 0xE0
    }
}

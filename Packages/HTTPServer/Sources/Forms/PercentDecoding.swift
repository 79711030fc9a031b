/// Strict percent-decoding (RFC 3986 §2.1) of bytes.
public enum PercentDecoding {
    /// Why decoding failed.
    public enum Error: Swift.Error, Sendable, Equatable {
        /// A `%` not followed by two hex digits.
        case badEscape
        /// The decoded bytes are not valid UTF-8 (including overlong forms and surrogates).
        case invalidUTF8
    }

    /// Decodes `%XX` escapes; with `plusAsSpace`, `+` becomes a space (form and query encoding).
    /// - Parameters:
    ///   - bytes: The encoded bytes.
    ///   - plusAsSpace: Whether `+` means a space.
    /// - Returns: The decoded bytes.
    /// - Throws: `Error.badEscape`.
    public static func decodeBytes<C: Collection<UInt8>>(_ bytes: C, plusAsSpace: Bool) throws(Error) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let first = bytes.index(after: index)
                guard first != bytes.endIndex else { throw .badEscape }
                let second = bytes.index(after: first)
                guard second != bytes.endIndex, let high = hexValue(bytes[first]), let low = hexValue(bytes[second])
                else { throw .badEscape }
                output.append(high << 4 | low)
                index = bytes.index(after: second)
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = bytes.index(after: index)
            }
        }
        return output
    }

    /// Decodes `%XX` escapes and requires valid UTF-8.
    /// - Parameters:
    ///   - bytes: The encoded bytes.
    ///   - plusAsSpace: Whether `+` means a space.
    /// - Returns: The decoded string.
    /// - Throws: `Error.badEscape` or `Error.invalidUTF8`.
    public static func decode<C: Collection<UInt8>>(_ bytes: C, plusAsSpace: Bool) throws(Error) -> String {
        try string(fromUTF8: decodeBytes(bytes, plusAsSpace: plusAsSpace))
    }

    /// Validates UTF-8 strictly (the standard library rejects overlong forms, surrogates and values above U+10FFFF).
    /// - Parameter bytes: The bytes.
    /// - Returns: The string.
    /// - Throws: `Error.invalidUTF8`.
    public static func string<C: Collection<UInt8>>(fromUTF8 bytes: C) throws(Error) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// An sRGB colour with 8-bit channels and alpha, parsed from and formatted as CSS hex.
///
/// ```swift
/// let ember = try RGBColor(hex: "#b5490f")
/// ember.contrastRatio(on: .white)  // ≈ 5.35
/// ```
public struct RGBColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from 8-bit channels.
    /// - Parameters:
    ///   - red: red, 0–255.
    ///   - green: green, 0–255.
    ///   - blue: blue, 0–255.
    ///   - alpha: alpha, 0–255; opaque by default.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a `0xRRGGBB` integer, as in `RGBColor(rgb: 0xB5490F)`.
    /// - Parameters:
    ///   - rgb: red, green and blue in the low 24 bits; higher bits are ignored.
    ///   - alpha: alpha, 0–255; opaque by default.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Parses a CSS hex colour: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, case-insensitive, `#` optional,
    /// surrounding whitespace ignored.
    /// - Parameter hex: the text to parse.
    /// - Throws: ``HexColorError`` when the text is empty, has a wrong length or a non-hex character.
    public init(hex: String) throws(HexColorError) {
        let trimmed = hex.trimmingWhitespace()
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty else { throw .empty }
        var values: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw .invalidCharacter(character, in: hex)
            }
            values.append(UInt8(value))
        }
        switch values.count {
        case 3, 4:
            let channels = values.map { $0 << 4 | $0 }
            self.init(
                red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
        case 6, 8:
            let channels = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            self.init(
                red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
        default:
            throw .invalidLength(hex)
        }
    }

    /// Opaque black.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { alpha == 255 }

    /// Lower-case CSS hex: `#rrggbb` when opaque, `#rrggbbaa` otherwise.
    public var hexString: String {
        let channels = isOpaque ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + channels.map { channel in
                let digits = String(channel, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// The ``hexString``.
    public var description: String { hexString }

    /// Encodes the colour as its ``hexString``.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }

    /// Decodes a colour from a hex string.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a valid hex colour.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(hex: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}

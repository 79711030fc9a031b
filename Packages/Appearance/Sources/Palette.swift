/// The colours of one variant of a theme: a value for each ``ColorToken`` (some may be missing in a custom theme).
///
/// Encodes as a JSON object from token name to hex, e.g. `{"label": "#2a211c", "accent": "#b5490f"}`.
public struct Palette: Hashable, Sendable, Codable {
    /// The colours by token.
    public var colors: [ColorToken: RGBColor]

    /// Creates a palette from colours by token.
    /// - Parameter colors: the defined colours; tokens left out are missing.
    public init(_ colors: [ColorToken: RGBColor] = [:]) {
        self.colors = colors
    }

    /// The colour of a token, or `nil` if it is missing; setting `nil` removes it.
    /// - Parameter token: the token to read or write.
    public subscript(token: ColorToken) -> RGBColor? {
        get { colors[token] }
        set { colors[token] = newValue }
    }

    /// The tokens without a colour, in declaration order.
    public var missingTokens: [ColorToken] {
        ColorToken.allCases.filter { colors[$0] == nil }
    }

    /// The defined colours in declaration order.
    public var orderedColors: [(token: ColorToken, color: RGBColor)] {
        ColorToken.allCases.compactMap { token in colors[token].map { (token: token, color: $0) } }
    }

    /// Encodes the palette as an object from token name to hex string, in declaration order.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TokenKey.self)
        for (token, color) in orderedColors {
            try container.encode(color, forKey: TokenKey(token))
        }
    }

    /// Decodes a palette from an object from token name to hex string.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` for an unknown token name or an invalid hex colour.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TokenKey.self)
        var colors: [ColorToken: RGBColor] = [:]
        for key in container.allKeys {
            guard let token = ColorToken(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "unknown colour token \"\(key.stringValue)\"")
            }
            colors[token] = try container.decode(RGBColor.self, forKey: key)
        }
        self.init(colors)
    }

    private struct TokenKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ token: ColorToken) { stringValue = token.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

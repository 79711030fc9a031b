/// A value that JSON carries as one string: its `description`, read back with `init?(_:)`. Conforming gives the
/// `Codable` conformance; a string that does not parse is refused with `DecodingError.dataCorrupted`, which says
/// the form expected and quotes (the start of) what came.
///
/// ```swift
/// extension TimeOfDay: StringCodable {
///     public static let expectedForm = "a time as HH:mm"
/// }
/// ```
public protocol StringCodable: Codable, CustomStringConvertible {
    /// What a decoded string must be, for the error: "a date as YYYY-MM-DD" ("Expected a date as YYYY-MM-DD, got …").
    static var expectedForm: String { get }

    /// The value a string names, or nil when it names none.
    ///
    /// - Parameter description: The string, as `description` writes it.
    init?(_ description: String)
}

extension StringCodable {
    /// Decodes the string form.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not in the expected form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected \(Self.expectedForm), got \"\(text.prefix(40))\".")
        }
        self = value
    }

    /// Encodes the string form, `description`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

import Foundation

/// Why a provider's answer could not be read into a ``Forecast`` or a list of places.
public enum WeatherParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The body is not JSON of the provider's documented shape; the text says where it went wrong.
    case malformed(String)
    /// The body is well formed but lacks something a forecast needs (for example no hour at or after now).
    case incomplete(String)
    /// The provider answered with its own error object, for example Open-Meteo's `{"error":true,"reason":"…"}`.
    case provider(String)

    /// A line for the log.
    public var description: String {
        switch self {
        case .malformed(let detail): "malformed answer: \(detail)"
        case .incomplete(let detail): "incomplete answer: \(detail)"
        case .provider(let reason): "provider error: \(reason)"
        }
    }

    /// Decodes `body` as `T`, turning a decoding failure into ``malformed(_:)``.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(WeatherParseError) -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .malformed("missing \(path(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .malformed("wrong type at \(path(context.codingPath))")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .malformed("null at \(path(context.codingPath))")
        } catch {
            throw .malformed("not JSON")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}

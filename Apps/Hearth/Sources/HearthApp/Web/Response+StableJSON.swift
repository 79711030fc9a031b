import Foundation
import HTTPServer

extension Response {
    /// The encoder of every JSON answer and event: sorted keys, so identical requests give identical bytes.
    static func stableEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// An `application/json` answer with sorted keys (use this, never `Response.json`, in the app); a value that
    /// cannot be encoded (a bug) answers 500.
    static func stableJSON(_ value: some Encodable, status: HTTPStatus = .ok) -> Response {
        do {
            return try .json(value, status: status, encoder: stableEncoder())
        } catch {
            return .text("The answer could not be encoded.", status: .internalServerError)
        }
    }

    /// The bytes of `value` as sorted-keys JSON.
    /// - Throws: The encoder's error.
    static func stableJSONBytes(_ value: some Encodable) throws -> [UInt8] {
        Array(try stableEncoder().encode(value))
    }
}

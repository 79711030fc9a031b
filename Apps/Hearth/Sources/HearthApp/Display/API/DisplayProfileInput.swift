import DisplayCore
import Foundation
import HTTPServer
import HearthBasics

/// The body of `POST`/`PUT /api/v1/display-profiles…`: `{"name": …, "style": {…}}`. The style is a patch
/// decoded by DisplayCore over a base (the default style for a new profile, the current one for an update), so
/// `{"style": {"glow": 0}}` changes only the glow; every bad field is reported with its path (`style.glow`).
struct DisplayProfileInput {
    var name: String?
    var style: DisplayStyle

    /// Reads the body.
    /// - Throws: `HTTPError` 415/400 for a body that is not a JSON object, `DisplayError.invalid` for bad fields.
    init(_ request: Request, over base: DisplayStyle) throws {
        guard request.headers["Content-Type"]?.lowercased().hasPrefix("application/json") == true else {
            throw HTTPError(
                .unsupportedMediaType, code: "unsupported_media_type",
                message: "Expected Content-Type: application/json.")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any] else {
            throw HTTPError(.badRequest, code: "malformed_json", message: "The body is not a JSON object.")
        }
        var issues: [DisplayValidationIssue] = []
        for key in object.keys.sorted() where key != "name" && key != "style" {
            issues.append(
                .init(field: key, reason: .unknownField, message: "“\(key)” is not a field of a display profile."))
        }
        if let value = object["name"], !(value is String) {
            issues.append(.init(field: "name", reason: .wrongType, message: "A name is a string."))
        }
        name = object["name"] as? String
        var style = base
        if let value = object["style"] {
            do {
                guard value is [String: Any] else {
                    throw DisplayValidationError(issues: [
                        .init(field: "", reason: .wrongType, message: "A style is a JSON object.")
                    ])
                }
                style = try DisplayStyle.decode(json: try JSONSerialization.data(withJSONObject: value), over: base)
            } catch let error as DisplayValidationError {
                issues += error.issues.map {
                    .init(
                        field: $0.field.isEmpty ? "style" : "style." + $0.field, reason: $0.reason, message: $0.message)
                }
            }
        }
        guard issues.isEmpty else { throw DisplayError.invalid(DisplayValidationError(issues: issues)) }
        self.style = style
    }
}

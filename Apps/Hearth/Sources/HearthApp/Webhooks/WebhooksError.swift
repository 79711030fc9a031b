import HTTPServer

/// Why a webhook change was refused; nothing changed. Renders itself (the API's JSON error naming the field).
enum WebhooksError: ResponseError, Equatable {
    /// One problem of a webhook's values.
    struct Issue: Equatable, Sendable {
        var field: String
        /// `required`, `invalid`, `tooLong`, `length`, `range`, `unknown`.
        var reason: String
        var message: String
    }

    /// No webhook has this id.
    case notFound
    /// The values break the rules (every problem listed).
    case invalid([Issue])
    /// The most webhooks are configured.
    case tooMany(limit: Int)
    /// A body that is not the expected JSON.
    case malformed(String)

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .invalid: .unprocessableContent
        case .tooMany: .conflict
        case .malformed: .badRequest
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .invalid(let issues): issues.first?.reason == "unknown" ? "unknown_field" : "invalid_field"
        case .tooMany: "limit_reached"
        case .malformed: "malformed_json"
        }
    }

    var message: String {
        switch self {
        case .notFound: "No webhook has this id."
        case .invalid(let issues): issues.map(\.message).joined(separator: " ")
        case .tooMany(let limit): "Hearth keeps at most \(limit) webhooks."
        case .malformed(let message): message
        }
    }

    var field: String? {
        if case .invalid(let issues) = self { return issues.first?.field }
        return nil
    }

    var issues: [ErrorBody.Issue] {
        guard case .invalid(let issues) = self else { return [] }
        return issues.map { ErrorBody.Issue(field: $0.field, reason: $0.reason, message: $0.message) }
    }
}

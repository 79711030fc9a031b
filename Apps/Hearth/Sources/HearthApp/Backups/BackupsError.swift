import HTTPServer

/// Why a backup or restore request was refused; nothing changed.
enum BackupsError: ResponseError, Equatable {
    /// No backup has this name (only names the list shows are served).
    case notFound
    /// The file cannot be restored (damaged, not Hearth's, made by a newer Hearth); `field` is the request's part
    /// that named it (`name` or `file`).
    case unrestorable(field: String, reason: String)
    /// A restore is under way: writes wait until the server is back.
    case restoring
    /// The upload is not sent as a database file.
    case unsupportedMediaType

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .unrestorable: .unprocessableContent
        case .restoring: .serviceUnavailable
        case .unsupportedMediaType: .unsupportedMediaType
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .unrestorable: "invalid_field"
        case .restoring: "restoring"
        case .unsupportedMediaType: "unsupported_media_type"
        }
    }

    var message: String {
        switch self {
        case .notFound: "No backup has this name."
        case .unrestorable(_, let reason): reason
        case .restoring: "A backup is being restored; try again in a few seconds."
        case .unsupportedMediaType: "Send the backup as Content-Type: application/vnd.sqlite3."
        }
    }

    var field: String? {
        if case .unrestorable(let field, _) = self { return field }
        return nil
    }

    var headers: HTTPHeaders { self == .restoring ? ["Retry-After": "2"] : [:] }
}

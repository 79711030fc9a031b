import DisplayCore
import HTTPServer
import HearthBasics

/// Why a display profile change was refused; nothing changed.
enum DisplayError: ResponseError, Equatable {
    /// No profile has this id.
    case notFound
    /// The name or style breaks DisplayCore's rules (every issue, each naming its field).
    case invalid(DisplayValidationError)
    /// Another profile already has a name with the same key.
    case duplicateName(String)
    /// The last profile cannot be deleted: a display always has one to show.
    case lastProfile

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .invalid: .unprocessableContent
        case .duplicateName, .lastProfile: .conflict
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .invalid: "invalid_field"
        case .duplicateName: "duplicate_name"
        case .lastProfile: "last_profile"
        }
    }

    var field: String? {
        switch self {
        case .notFound, .lastProfile: nil
        case .invalid(let error): error.fields.first
        case .duplicateName: "name"
        }
    }

    var message: String {
        switch self {
        case .notFound: "There is no display profile with this id."
        case .invalid(let error): error.description
        case .duplicateName(let name): "Another display profile is already named “\(name)”."
        case .lastProfile: "The last display profile cannot be deleted."
        }
    }

    var issues: [ErrorBody.Issue] {
        guard case .invalid(let error) = self, error.issues.count > 1 else { return [] }
        return error.issues.map { ErrorBody.Issue(field: $0.field, reason: $0.reason.rawValue, message: $0.message) }
    }
}

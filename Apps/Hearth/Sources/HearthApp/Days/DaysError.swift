import DaysCore
import Foundation
import HTTPServer
import HearthBasics

/// Why the days feature refused a request; nothing was written. Renders itself (`ResponseError`): the API's JSON
/// error, the localized error page, and `formIssues` for the fields of a form.
enum DaysError: ResponseError, Equatable {
    /// No day or category has this id.
    case notFound
    /// The values break DaysCore's rules (every problem listed).
    case invalid(DaysValidationError)
    /// The day names a category that does not exist.
    case unknownCategory(UUID)
    /// The built-in "Uncategorized" category cannot be deleted.
    case protectedCategory
    /// The category still holds this many days and no choice was made about them.
    case categoryNotEmpty(Int)
    /// The category to move days to does not exist (or is the one being deleted).
    case invalidMoveTarget
    /// A query parameter that is not one of its choices.
    case invalidParameter(name: String, message: String)
    /// An import file that cannot be read at all (every problem listed); nothing was imported.
    case invalidImport(ImportError)

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .invalid, .unknownCategory, .invalidMoveTarget, .invalidImport: .unprocessableContent
        case .protectedCategory, .categoryNotEmpty: .conflict
        case .invalidParameter: .badRequest
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .invalid, .unknownCategory, .invalidMoveTarget: "invalid_field"
        case .protectedCategory: "category_protected"
        case .categoryNotEmpty: "category_not_empty"
        case .invalidParameter: "invalid_parameter"
        case .invalidImport: "invalid_import"
        }
    }

    var message: String {
        switch self {
        case .notFound: "Nothing has this id."
        case .invalid(let error): error.issues.map(\.description).joined(separator: " ")
        case .unknownCategory: "No category has this id."
        case .protectedCategory: "The Uncategorized category always exists; it can be renamed but not deleted."
        case .categoryNotEmpty(let count):
            "The category holds \(count) day\(count == 1 ? "" : "s"): add ?moveTo=<category id> to move them "
                + "or ?deleteDays=true to delete them."
        case .invalidMoveTarget: "moveTo must be the id of another existing category."
        case .invalidParameter(_, let message): message
        case .invalidImport(let error):
            "The file cannot be read (\(error.issues.count) problem\(error.issues.count == 1 ? "" : "s")); "
                + "nothing was imported."
        }
    }

    var field: String? {
        switch self {
        case .invalid(let error): error.issues.first?.field
        case .unknownCategory: "categoryId"
        case .invalidMoveTarget: "moveTo"
        case .invalidParameter(let name, _): name
        default: nil
        }
    }

    var issues: [ErrorBody.Issue] {
        switch self {
        case .invalid(let error):
            error.issues.map {
                ErrorBody.Issue(field: $0.field, reason: $0.reason.rawValue, message: $0.message)
            }
        case .invalidImport(let error):
            error.issues.map {
                ErrorBody.Issue(
                    line: $0.line, path: $0.path, field: $0.field, reason: "invalid", code: $0.code.name,
                    message: $0.description)
            }
        default: []
        }
    }

    /// The problems to show beside a form's fields, when the error is about the values typed.
    var formIssues: [DaysValidationIssue]? {
        switch self {
        case .invalid(let error): error.issues
        case .unknownCategory:
            [DaysValidationIssue(field: "categoryId", reason: .unknownValue, message: "No category has this id.")]
        default: nil
        }
    }
}

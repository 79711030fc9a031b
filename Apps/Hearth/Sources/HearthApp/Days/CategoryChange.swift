import DaysCore
import Foundation
import HearthBasics

/// New values for a category, from a form (the name) or the API's JSON (`{"name", "color", "sortOrder"}`), not
/// yet checked. A JSON value of the wrong type is an issue, not a decoding failure.
struct CategoryChange: Decodable, Sendable {
    var name: String?
    /// The colour: `nil` keeps the current one, `.some(nil)` clears it.
    var color: String??
    var sortOrder: Int?
    var issues: [DaysValidationIssue] = []

    private enum CodingKeys: String, CodingKey {
        case name, color, sortOrder
    }

    /// A change of name only (the forms).
    init(name: String) {
        self.name = name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func isNull(_ key: CodingKeys) -> Bool { (try? container.decodeNil(forKey: key)) ?? false }
        if container.contains(.name), !isNull(.name) {
            name = try? container.decode(String.self, forKey: .name)
            if name == nil { issues.append(.init(field: "name", reason: .wrongType, message: "name is a string.")) }
        }
        if container.contains(.color) {
            if isNull(.color) {
                color = .some(nil)
            } else if let text = try? container.decode(String.self, forKey: .color) {
                color = .some(text)
            } else {
                issues.append(.init(field: "color", reason: .wrongType, message: "color is a string or null."))
            }
        }
        if container.contains(.sortOrder), !isNull(.sortOrder) {
            sortOrder = try? container.decode(Int.self, forKey: .sortOrder)
            if sortOrder == nil {
                issues.append(.init(field: "sortOrder", reason: .wrongType, message: "sortOrder is an integer."))
            }
        }
    }

    /// The category with these values over `base` (the name trimmed; absent colour and sort order keep the base's).
    /// - Throws: `DaysError.invalid` with every problem.
    func applied(to base: DaysCore.Category) throws(DaysError) -> DaysCore.Category {
        var category = base
        category.name = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if let color { category.color = (color?.isEmpty ?? true) ? nil : color }
        if let sortOrder { category.sortOrder = sortOrder }
        let all = issues + category.validationIssues().filter { issue in !issues.contains { $0.field == issue.field } }
        if !all.isEmpty { throw .invalid(DaysValidationError(issues: all)) }
        return category
    }
}

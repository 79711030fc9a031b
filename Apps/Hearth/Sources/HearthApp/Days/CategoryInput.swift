import DaysCore
import Foundation

/// A category as sent to the API (`{"name", "color", "sortOrder"}`), not yet checked. A value of the wrong JSON
/// type is an issue, not a decoding failure.
struct CategoryInput: Decodable {
    var name: String?
    var color: String?
    var hasColor = false
    var sortOrder: Int?
    var issues: [ValidationIssue] = []

    private enum CodingKeys: String, CodingKey {
        case name, color, sortOrder
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func isNull(_ key: CodingKeys) -> Bool { (try? container.decodeNil(forKey: key)) ?? false }
        if container.contains(.name), !isNull(.name) {
            name = try? container.decode(String.self, forKey: .name)
            if name == nil { issues.append(.init(field: "name", reason: .wrongType, message: "name is a string.")) }
        }
        if container.contains(.color) {
            hasColor = true
            if !isNull(.color) {
                color = try? container.decode(String.self, forKey: .color)
                if color == nil {
                    issues.append(.init(field: "color", reason: .wrongType, message: "color is a string or null."))
                }
            }
        }
        if container.contains(.sortOrder), !isNull(.sortOrder) {
            sortOrder = try? container.decode(Int.self, forKey: .sortOrder)
            if sortOrder == nil {
                issues.append(.init(field: "sortOrder", reason: .wrongType, message: "sortOrder is an integer."))
            }
        }
    }

    /// The category with these values over `base` (absent colour and sort order keep the base's).
    /// - Throws: `DaysValidationError` with every problem.
    func applied(to base: DaysCore.Category) throws(DaysValidationError) -> DaysCore.Category {
        var category = base
        category.name = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if hasColor { category.color = (color?.isEmpty ?? true) ? nil : color }
        if let sortOrder { category.sortOrder = sortOrder }
        let all = issues + category.validationIssues().filter { issue in !issues.contains { $0.field == issue.field } }
        if !all.isEmpty { throw DaysValidationError(issues: all) }
        return category
    }
}

import Foundation
import HearthBasics

/// A group of days ("Family", "Work"), with an optional colour and a place in the category list.
///
/// JSON: `{"id": "…", "name": "Family", "color": "#E4572E", "sortOrder": 0}`.
public struct Category: Identifiable, Hashable, Sendable {
    /// The longest name, in characters after trimming.
    public static let maximumNameLength = 60

    /// The stable identity.
    public var id: UUID
    /// The name, 1–60 characters after trimming.
    public var name: String
    /// The colour as `#RRGGBB`, or `nil`.
    public var color: String?
    /// Position in the category list; lower first.
    public var sortOrder: Int

    /// Creates a category.
    ///
    /// - Parameters:
    ///   - id: The identity; a new one by default.
    ///   - name: The name.
    ///   - color: `#RRGGBB` or `nil`.
    ///   - sortOrder: Position in the list.
    public init(id: UUID = UUID(), name: String, color: String? = nil, sortOrder: Int = 0) {
        self.id = id
        self.name = name
        self.color = color
        self.sortOrder = sortOrder
    }

    /// Every problem with this category's values; empty when valid.
    ///
    /// - Returns: Issues for `name` (required, at most 60 characters after trimming, no control characters) and
    ///   `color` (`#RRGGBB`).
    public func validationIssues() -> [DaysValidationIssue] {
        var issues: [DaysValidationIssue] = []
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            issues.append(.init(field: "name", reason: .required, message: "A name is required."))
        } else if trimmed.count > Category.maximumNameLength {
            issues.append(.init(field: "name", reason: .tooLong, message: "The name is longer than 60 characters."))
        }
        if trimmed.hasForbiddenControlCharacters {
            issues.append(.init(field: "name", reason: .invalidFormat, message: Day.controlCharacterMessage("name")))
        }
        if let color, !Day.isValidColor(color) {
            issues.append(.init(field: "color", reason: .invalidFormat, message: "A colour is written #RRGGBB."))
        }
        return issues
    }

    /// Throws every problem at once when the category is not valid.
    ///
    /// - Throws: ``DaysValidationError`` listing every issue.
    public func validate() throws(DaysValidationError) {
        let issues = validationIssues()
        if !issues.isEmpty { throw DaysValidationError(issues: issues) }
    }
}

extension Category: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, color, sortOrder
    }

    /// Decodes and validates a category; `sortOrder` defaults to 0 and `color` to `nil`.
    ///
    /// - Throws: ``DaysValidationError`` listing every problem, or `DecodingError` when it is not a JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var issues: [DaysValidationIssue] = []
        let idText = try? container.decode(String.self, forKey: .id)
        let id = idText.flatMap(UUID.init(uuidString:))
        if id == nil {
            issues.append(
                .init(
                    field: "id", reason: container.contains(.id) ? .invalidFormat : .required,
                    message: "An id is a UUID."))
        }
        let name = try? container.decode(String.self, forKey: .name)
        if name == nil, container.contains(.name), (try? container.decodeNil(forKey: .name)) == false {
            issues.append(.init(field: "name", reason: .wrongType, message: "name is a string."))
        }
        let color = try? container.decodeIfPresent(String.self, forKey: .color)
        if color == nil, container.contains(.color), (try? container.decodeNil(forKey: .color)) == false {
            issues.append(.init(field: "color", reason: .wrongType, message: "color is a string."))
        }
        let sortOrder = try? container.decodeIfPresent(Int.self, forKey: .sortOrder)
        if sortOrder == nil, container.contains(.sortOrder), (try? container.decodeNil(forKey: .sortOrder)) == false {
            issues.append(.init(field: "sortOrder", reason: .wrongType, message: "sortOrder is an integer."))
        }
        let category = Category(
            id: id ?? UUID(), name: (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
            color: (color ?? nil).flatMap { $0.isEmpty ? nil : $0 }, sortOrder: (sortOrder ?? nil) ?? 0)
        issues += category.validationIssues().filter { issue in !issues.contains { $0.field == issue.field } }
        if !issues.isEmpty { throw DaysValidationError(issues: issues) }
        self = category
    }

    /// Encodes `id`, `name`, `color` (`null` when absent) and `sortOrder`.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.uuidString.lowercased(), forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(color, forKey: .color)
        try container.encode(sortOrder, forKey: .sortOrder)
    }
}

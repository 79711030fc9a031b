import Foundation
import HearthBasics

extension Day: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, date, kind, calendar, lunar, notes, categoryId, color, icon, pinned, reminders
        case includeStartDay, leapDayRule, createdAt, updatedAt
        case repeatRule = "repeat"
    }

    /// Decodes a day from its JSON (the fields of ``DayDraft`` plus `id`, `createdAt`, `updatedAt`) and validates it.
    ///
    /// - Throws: ``DaysValidationError`` listing every problem (including a missing or malformed `id`, `createdAt`
    ///   or `updatedAt`), or `DecodingError` when the value is not a JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var draft = try DayDraft(from: decoder)
        var id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        if let text = try? container.decode(String.self, forKey: .id), let value = UUID(uuidString: text) {
            id = value
        } else {
            draft.decodingIssues.append(
                .init(
                    field: "id", reason: container.contains(.id) ? .invalidFormat : .required,
                    message: "An id is a UUID."))
        }
        func instant(_ key: CodingKeys) -> Date {
            if let text = try? container.decode(String.self, forKey: key), let date = InstantFormat.date(from: text) {
                return date
            }
            draft.decodingIssues.append(
                .init(
                    field: key.stringValue, reason: container.contains(key) ? .invalidFormat : .required,
                    message: "\(key.stringValue) is an ISO 8601 instant."))
            return Date(timeIntervalSince1970: 0)
        }
        let createdAt = instant(.createdAt)
        let updatedAt = instant(.updatedAt)
        self = try draft.validated(id: id, createdAt: createdAt, updatedAt: updatedAt)
    }

    /// Encodes every stored field with the JSON names (`repeat`, `pinned`; `lunar`, `categoryId` and `color` are
    /// `null` when absent; instants in ISO 8601 UTC with milliseconds).
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.uuidString.lowercased(), forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(date, forKey: .date)
        try container.encode(kind, forKey: .kind)
        try container.encode(calendar, forKey: .calendar)
        try container.encode(lunar, forKey: .lunar)
        try container.encode(repeatRule, forKey: .repeatRule)
        try container.encode(notes, forKey: .notes)
        try container.encode(categoryId?.uuidString.lowercased(), forKey: .categoryId)
        try container.encode(color, forKey: .color)
        try container.encode(icon, forKey: .icon)
        try container.encode(isPinned, forKey: .pinned)
        try container.encode(reminders, forKey: .reminders)
        try container.encode(includeStartDay, forKey: .includeStartDay)
        try container.encode(leapDayRule, forKey: .leapDayRule)
        try container.encode(InstantFormat.string(from: createdAt, style: .milliseconds), forKey: .createdAt)
        try container.encode(InstantFormat.string(from: updatedAt, style: .milliseconds), forKey: .updatedAt)
    }
}

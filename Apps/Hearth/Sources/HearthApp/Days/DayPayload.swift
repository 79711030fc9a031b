import DaysCore
import Foundation

/// A day's API JSON: its stored fields plus the read-only `nextOccurrence`, `daysUntil`, `daysSince` and
/// `ordinal` on a given date.
struct DayPayload: Encodable {
    var day: Day
    var status: DayStatus

    init(_ day: Day, today: CalendarDate) {
        self.day = day
        status = day.status(on: today)
    }

    private enum ComputedKeys: String, CodingKey {
        case nextOccurrence, daysUntil, daysSince, ordinal
    }

    func encode(to encoder: any Encoder) throws {
        try day.encode(to: encoder)
        var container = encoder.container(keyedBy: ComputedKeys.self)
        try container.encode(status.nextOccurrence?.description, forKey: .nextOccurrence)
        try container.encode(status.daysUntil, forKey: .daysUntil)
        try container.encode(status.daysSince, forKey: .daysSince)
        try container.encode(status.ordinal?.number, forKey: .ordinal)
    }
}

/// A category's API JSON: its stored fields plus the read-only `dayCount`.
struct CategoryPayload: Encodable {
    var category: DaysCore.Category
    var dayCount: Int

    private enum ComputedKeys: String, CodingKey {
        case dayCount
    }

    func encode(to encoder: any Encoder) throws {
        try category.encode(to: encoder)
        var container = encoder.container(keyedBy: ComputedKeys.self)
        try container.encode(dayCount, forKey: .dayCount)
    }
}

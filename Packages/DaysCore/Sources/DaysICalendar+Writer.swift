import Foundation
import HearthBasics

extension DaysICalendar {
    /// Writes the iCalendar text a part at a time (``DaysExportWriter``): the `VCALENDAR`'s properties, one
    /// `VEVENT` per day, then `END:VCALENDAR`; CRLF line ends, folded at 75 octets.
    public struct Writer: DaysExportWriter {
        private let categories: [UUID: Category]
        private let today: LocalDate
        private let now: Date
        private let calendarName: String
        private let lunarOccurrences: Int

        /// Creates a writer.
        ///
        /// - Parameters:
        ///   - categories: The categories, for each day's `CATEGORIES` (its name) and `X-HEARTH-CATEGORY-COLOR`.
        ///   - today: Today in the server's time zone (lunar days are exported from their next occurrence on or
        ///     after it).
        ///   - now: The `DTSTAMP` of every event.
        ///   - calendarName: The calendar's display name (`X-WR-CALNAME`).
        ///   - lunarOccurrences: How many occurrences of a yearly lunar day to list (at least 1).
        public init(
            categories: [Category], today: LocalDate, now: Date, calendarName: String = "Hearth Days",
            lunarOccurrences: Int = 10
        ) {
            self.categories = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            self.today = today
            self.now = now
            self.calendarName = calendarName
            self.lunarOccurrences = max(1, lunarOccurrences)
        }

        /// `BEGIN:VCALENDAR` and the calendar's properties.
        public mutating func start() -> Data {
            var writer = ICalendarWriter()
            writer.add("BEGIN", "VCALENDAR")
            writer.add("VERSION", "2.0")
            writer.add("PRODID", "-//Hearth//DaysCore//EN")
            writer.add("CALSCALE", "GREGORIAN")
            writer.add("METHOD", "PUBLISH")
            writer.addText("X-WR-CALNAME", calendarName)
            writer.add("REFRESH-INTERVAL", "PT1H", parameters: ";VALUE=DURATION")
            writer.add("X-PUBLISHED-TTL", "PT1H")
            return Data(writer.text.utf8)
        }

        /// One `VEVENT` per day.
        public mutating func write(_ days: [Day]) -> Data {
            var writer = ICalendarWriter()
            for day in days {
                DaysICalendar.writeEvent(
                    day, category: categories[day.resolvedCategoryId], to: &writer, today: today, now: now,
                    lunarOccurrences: lunarOccurrences)
            }
            return Data(writer.text.utf8)
        }

        /// `END:VCALENDAR`.
        public mutating func finish() -> Data { Data("END:VCALENDAR\r\n".utf8) }
    }
}

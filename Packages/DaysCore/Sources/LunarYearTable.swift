/// The months of one Chinese lunar year, as day numbers: built once from ICU, then used for pure arithmetic.
struct LunarYearTable: Sendable {
    struct Month: Sendable {
        var month: Int
        var isLeap: Bool
        /// The first day, as days since 1970-01-01.
        var firstDay: Int
        var length: Int
    }

    /// The Gregorian year in which the lunar year begins.
    var year: Int
    var months: [Month]

    var firstDay: Int { months[0].firstDay }

    /// The day after the last day.
    var endDay: Int { months[months.count - 1].firstDay + months[months.count - 1].length }

    var leapMonth: Int? { months.first(where: \.isLeap)?.month }

    func month(_ month: Int, isLeap: Bool) -> Month? {
        months.first { $0.month == month && $0.isLeap == isLeap }
    }

    func lunarDate(forDay day: Int) -> LunarDate? {
        guard day >= firstDay, day < endDay else { return nil }
        for entry in months where day < entry.firstDay + entry.length {
            return LunarDate(year: year, month: entry.month, day: day - entry.firstDay + 1, isLeapMonth: entry.isLeap)
        }
        return nil
    }
}

import DaysCore
import HearthBasics

/// The published 1900–2100 lunar table from `Fixtures/lunar-info-1900-2100.txt`, decoded independently of ICU.
struct LunarInfoTable {
    struct Month: Equatable {
        var month: Int
        var isLeap: Bool
        var length: Int
        var firstDay: LocalDate
    }

    /// Lunar year (the Gregorian year it begins in) → its months in order.
    var years: [Int: [Month]] = [:]

    init() throws {
        var start = d("1900-01-31")
        for line in try fixture("lunar-info-1900-2100.txt").split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let year = Int(parts[0]), let info = Int(parts[1].dropFirst(2), radix: 16) else {
                continue
            }
            let leap = info & 0xf
            var months: [Month] = []
            for month in 1...12 {
                let length = info & (0x10000 >> month) != 0 ? 30 : 29
                months.append(Month(month: month, isLeap: false, length: length, firstDay: start))
                start = start.adding(days: length)
                if month == leap {
                    let leapLength = info & 0x10000 != 0 ? 30 : 29
                    months.append(Month(month: month, isLeap: true, length: leapLength, firstDay: start))
                    start = start.adding(days: leapLength)
                }
            }
            years[year] = months
        }
    }

    func month(_ month: Int, isLeap: Bool = false, in year: Int) -> Month? {
        years[year]?.first { $0.month == month && $0.isLeap == isLeap }
    }

    func leapMonth(in year: Int) -> Int? {
        years[year]?.first(where: \.isLeap)?.month
    }

    /// The Gregorian day of a lunar date per the table.
    func date(year: Int, month: Int, day: Int, isLeap: Bool = false) -> LocalDate? {
        guard let entry = self.month(month, isLeap: isLeap, in: year), day <= entry.length else { return nil }
        return entry.firstDay.adding(days: day - 1)
    }
}

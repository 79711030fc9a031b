// Micro benchmarks of the core modules: sorting and searching 10,000 days, 10,000 lunar conversions, the theme
// stylesheet. Run with `swift run -c release --package-path bench/micro core-benchmarks` (make bench does).
import Appearance
import Benchmark
import DaysCore
import Foundation
import HearthBasics

/// 10,000 days like bench/days/seed.py makes: mixed titles (Latin and Chinese), kinds, calendars and repeats.
let days: [Day] = {
    let words = ["Mum", "Trip", "奶奶生日", "Exam", "结婚纪念日", "Quit smoking", "Café opening", "Rent", "张三", "Bins"]
    let kinds: [DayKind] = [.countdown, .countUp, .birthday, .anniversary, .custom]
    let repeats: [RepeatRule] = [.none, .weekly, .monthly, .yearly]
    return (0..<10_000).map { index in
        let date = LocalDate(daysSince1970: -8_000 + (index * 7_919) % 35_000)
        let lunar = index % 10 == 0
        return Day(
            title: "\(words[index % words.count]) \(index)", date: date, kind: kinds[index % kinds.count],
            calendar: lunar ? .chineseLunar : .gregorian,
            lunar: lunar ? ChineseLunarCalendar.lunarDate(for: date).monthDay : nil,
            repeatRule: lunar ? .yearly : repeats[index % repeats.count],
            notes: index % 3 == 0 ? "Some notes about day \(index)" : "")
    }
}()
/// Keeps a result alive so the optimiser cannot drop the work.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

let today = LocalDate(year: 2026, month: 11, day: 22)!
let dates = (0..<10_000).map { LocalDate(daysSince1970: -8_000 + $0 * 3) }

benchmark("days: sort 10,000 by proximity") { blackHole(days.sorted(by: .proximity, on: today)) }
benchmark("days: sort 10,000 by title") { blackHole(days.sorted(by: .title, on: today)) }
benchmark("days: search 10,000 for \"cafe\"") { blackHole(days.matching("cafe")) }
benchmark("days: query 10,000 (search + sort)") {
    blackHole(DayQuery(search: "mum", sort: .proximity).apply(to: days, on: today))
}
benchmark("lunar: 10,000 conversions to lunar dates") {
    for date in dates { blackHole(ChineseLunarCalendar.lunarDate(for: date)) }
}
benchmark("theme: generate the stylesheet") { blackHole(Theme.hearth.stylesheet()) }

Benchmark.main()

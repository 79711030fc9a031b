// local-date DATE [--add-months N] [--add-days N] [--until DATE]: calendar-day arithmetic on HearthBasics'
// LocalDate, a date with no time and no zone. Months are added first (a day past the month's end is clamped to its
// last day: 2026-01-31 plus one month is 2026-02-28), then days. Prints "2026-02-28 Saturday day 59", or with
// --until the number of days from DATE to the other date.
// The HearthBasics Getting Started article (Packages/HearthBasics/Sources/Docs.docc/GettingStarted.md) shows this code.
import ExampleArguments
import Foundation
import HearthBasics

let usage = "usage: local-date YYYY-MM-DD [--add-months N] [--add-days N] [--until YYYY-MM-DD]\n"
var arguments = ExampleArguments(program: "local-date", usage: usage)
@MainActor func number(_ name: String) -> Int {
    guard let text = arguments.option(name) else { return 0 }
    guard let value = Int(text) else { arguments.fail("\(name) takes a whole number, not \"\(text)\"") }
    return value
}
let months = number("--add-months")
let days = number("--add-days")
let untilText = arguments.option("--until")
guard arguments.count == 1 else { arguments.fail("give one date") }

// The snippet: parse a date, move it by months and days, and read its calendar facts.
guard let start = LocalDate(arguments[0]) else { arguments.fail("\"\(arguments[0])\" is not a date (YYYY-MM-DD)") }
let moved = start.adding(months: months).adding(days: days)
let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
// moved.weekday runs from 1 (Sunday) to 7 (Saturday), as Foundation's Calendar numbers it.

if let untilText {
    guard let other = LocalDate(untilText) else {
        arguments.fail("--until: \"\(untilText)\" is not a date (YYYY-MM-DD)")
    }
    print(moved.days(until: other))
} else {
    print("\(moved) \(weekdays[moved.weekday - 1]) day \(moved.dayOfYear)")
}

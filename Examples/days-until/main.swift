// days-until DATE [--lunar] [--today DATE] [--time-zone ZONE]: how many days until DATE comes round (DaysCore).
// With --lunar, DATE's Chinese lunar month and day recur each lunar year, as a lunar birthday does.
// The DaysCore Getting Started article (Packages/DaysCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import DaysCore
import ExampleArguments
import Foundation
import HearthBasics

var arguments = ExampleArguments(
    program: "days-until", usage: "usage: days-until YYYY-MM-DD [--lunar] [--today YYYY-MM-DD]\n")
let zone = arguments.timeZone("--time-zone") ?? .current
let todayText = arguments.option("--today")
let lunar = arguments.flag("--lunar")
guard arguments.count == 1, let date = LocalDate(arguments[0]) else { arguments.fail("give one date (YYYY-MM-DD)") }

// The snippet: a day, and its status on a given date.
let today = todayText.flatMap { LocalDate($0) } ?? LocalDate(Date(), in: zone)
let day = Day(
    title: "until", date: date, kind: lunar ? .anniversary : .countdown,
    calendar: lunar ? .chineseLunar : .gregorian)
let status = day.status(on: today)
// status.daysUntil is nil once a countdown's date has passed; status.nextOccurrence is the date it counts to.

guard let days = status.daysUntil, let next = status.nextOccurrence else {
    print("\(date) was \(status.headline.number) days ago")
    exit(0)
}
var line = "\(days) days until \(next)"
if let monthDay = day.lunar { line += " (lunar \(monthDay.month)/\(monthDay.day) \(monthDay.chineseName))" }
print(line)

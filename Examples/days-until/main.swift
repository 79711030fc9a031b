// days-until DATE [--lunar] [--today DATE] [--time-zone ZONE]: how many days until DATE comes round (DaysCore).
// With --lunar, DATE's Chinese lunar month and day recur each lunar year, as a lunar birthday does.
// The DaysCore Getting Started article (Packages/DaysCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import DaysCore
import Foundation
import HearthBasics

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
let zone = option("--time-zone", in: &arguments).flatMap(TimeZone.init(identifier:)) ?? .current
let todayText = option("--today", in: &arguments)
let lunar = arguments.contains("--lunar")
arguments.removeAll { $0 == "--lunar" }
guard arguments.count == 1, let date = LocalDate(arguments[0]) else {
    FileHandle.standardError.write(Data("usage: days-until YYYY-MM-DD [--lunar] [--today YYYY-MM-DD]\n".utf8))
    exit(2)
}

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

// next-alarm HH:MM [--days mon-fri|mon,wed,sat] [--tz ZONE] [--now ISO8601]: when an alarm rings next
// (AlarmKitCore), daylight-saving changes included. Prints the instant in ISO 8601 with the zone's offset.
// The AlarmKitCore Getting Started article (Packages/AlarmKitCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import AlarmKitCore
import Foundation
import HearthBasics

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("next-alarm: \(message)\n".utf8))
    exit(2)
}

/// The days of "mon-fri" (a range, wrapping past Sunday) or "mon,wed,sat"; empty for a one-off alarm.
func weekdays(_ text: String) -> Set<Weekday>? {
    let order = Weekday.allCases
    var days: Set<Weekday> = []
    for part in text.split(separator: ",") {
        let ends = part.split(separator: "-").map { Weekday(rawValue: String($0)) }
        guard ends.count == 1 || ends.count == 2, let first = ends.first!, let last = ends.last! else { return nil }
        var index = order.firstIndex(of: first)!
        days.insert(first)
        while order[index] != last {
            index = (index + 1) % order.count
            days.insert(order[index])
        }
    }
    return days
}

let zoneName = option("--tz", in: &arguments) ?? TimeZone.current.identifier
guard let zone = TimeZone(identifier: zoneName) else { fail("unknown time zone \(zoneName)") }
let daysText = option("--days", in: &arguments)
let nowText = option("--now", in: &arguments)
guard let repeatDays = daysText.map(weekdays) ?? [] else { fail("--days: use mon-fri or mon,wed,sat") }
guard let now = nowText.map(InstantFormat.date(from:)) ?? Date() else { fail("--now: use an ISO 8601 instant") }
guard arguments.count == 1, let time = TimeOfDay(arguments[0]) else {
    fail("usage: next-alarm HH:MM [--days mon-fri] [--tz ZONE] [--now ISO8601]")
}

// The snippet: an alarm, validated, and its next ring after an instant in a time zone.
let alarm = Alarm(time: time, label: "next-alarm", repeatDays: repeatDays)
try alarm.validate()
guard let next = alarm.nextTrigger(after: now, in: zone) else { fail("it never rings") }

let format = ISO8601DateFormatter()
format.timeZone = zone
print(format.string(from: next.instant))

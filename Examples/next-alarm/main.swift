// next-alarm HH:MM [--days mon-fri|mon,wed,sat] [--tz ZONE] [--now ISO8601]: when an alarm rings next
// (AlarmKitCore), daylight-saving changes included. Prints the instant in ISO 8601 with the zone's offset.
// The AlarmKitCore Getting Started article (Packages/AlarmKitCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import AlarmKitCore
import ExampleArguments
import Foundation
import HearthBasics

var arguments = ExampleArguments(
    program: "next-alarm", usage: "usage: next-alarm HH:MM [--days mon-fri] [--tz ZONE] [--now ISO8601]\n")

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

let zone = arguments.timeZone("--tz") ?? .current
let daysText = arguments.option("--days")
let now = arguments.instant("--now") ?? Date()
guard let repeatDays = daysText.map(weekdays) ?? [] else { arguments.fail("--days: use mon-fri or mon,wed,sat") }
guard arguments.count == 1, let time = TimeOfDay(arguments[0]) else { arguments.fail("give one time (HH:MM)") }

// The snippet: an alarm, validated, and its next ring after an instant in a time zone.
let alarm = Alarm(time: time, label: "next-alarm", repeatDays: repeatDays)
try alarm.validate()
guard let next = alarm.nextTrigger(after: now, in: zone) else { arguments.fail("it never rings") }

let format = ISO8601DateFormatter()
format.timeZone = zone
print(format.string(from: next.instant))

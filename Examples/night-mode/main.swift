// night-mode (--between HH:MM-HH:MM | --sun LAT,LON) [--now INSTANT] [--tz ZONE]: whether a Hearth display is in
// night mode at an instant (DisplayCore), and when that next changes. --between is a nightly window on ZONE's wall
// clock (across midnight when it starts later than it ends); --sun is from sunset to sunrise at a place.
// Prints "night until 2026-11-27T07:00:00+01:00" or "day until …" ("… for good" when it never changes).
// The DisplayCore Getting Started article (Packages/DisplayCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import DisplayCore
import ExampleArguments
import Foundation
import HearthBasics

let usage = "usage: night-mode (--between HH:MM-HH:MM | --sun LAT,LON) [--now INSTANT] [--tz ZONE]\n"
var arguments = ExampleArguments(program: "night-mode", usage: usage)
let between = arguments.option("--between")
let sun = arguments.option("--sun")
let now = arguments.instant("--now")
let zone = arguments.timeZone("--tz")
guard arguments.isEmpty, (between == nil) != (sun == nil) else { arguments.fail("give one of --between and --sun") }

// The snippet: night settings, and their state at an instant in the display's zone.
var settings = NightSettings()
if let between {
    let times = between.split(separator: "-").compactMap { TimeOfDay($0) }
    guard times.count == 2 else { arguments.fail("--between: \"\(between)\" is not two times, as in 22:00-07:00") }
    settings.mode = .betweenTimes
    (settings.start, settings.end) = (times[0], times[1])
} else if let sun {
    let degrees = sun.split(separator: ",").compactMap { Double($0) }
    guard degrees.count == 2, abs(degrees[0]) <= 90, abs(degrees[1]) <= 180 else {
        arguments.fail("--sun: \"\(sun)\" is not a latitude and longitude, as in 52.52,13.405")
    }
    settings.mode = .sunsetToSunrise
    (settings.latitude, settings.longitude) = (degrees[0], degrees[1])
}
let displayZone = zone ?? .current
let state = settings.state(at: now ?? Date(), in: displayZone)
// state.isNight picks the night palette; state.nextChange is when to look again (nil: never).

let change = state.nextChange.map { "until " + InstantFormat.string(from: $0, in: displayZone, style: .wholeSeconds) }
print("\(state.isNight ? "night" : "day") \(change ?? "for good")")

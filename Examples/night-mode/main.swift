// night-mode (--between HH:MM-HH:MM | --sun LAT,LON) [--now INSTANT] [--tz ZONE]: whether a Hearth display is in
// night mode at an instant (DisplayCore), and when that next changes. --between is a nightly window on ZONE's wall
// clock (across midnight when it starts later than it ends); --sun is from sunset to sunrise at a place.
// Prints "night until 2026-11-27T07:00:00+01:00" or "day until …" ("… for good" when it never changes).
// The DisplayCore Getting Started article (Packages/DisplayCore/Sources/Docs.docc/GettingStarted.md) shows this code.
import DisplayCore
import Foundation
import HearthBasics

let usage = "usage: night-mode (--between HH:MM-HH:MM | --sun LAT,LON) [--now INSTANT] [--tz ZONE]\n"
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
@MainActor func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("night-mode: \(message)\n\(usage)".utf8))
    exit(2)
}
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value") }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
let between = option("--between")
let sun = option("--sun")
let nowText = option("--now")
let now = nowText.flatMap(InstantFormat.date(from:))
if let nowText, now == nil { fail("--now: \"\(nowText)\" is not an instant, as in 2026-11-26T08:00:00Z") }
let zoneName = option("--tz")
let zone = zoneName.flatMap(TimeZone.init(identifier:))
if let zoneName, zone == nil { fail("--tz: \"\(zoneName)\" is not a time zone") }
guard arguments.isEmpty, (between == nil) != (sun == nil) else { fail("give one of --between and --sun") }

// The snippet: night settings, and their state at an instant in the display's zone.
var settings = NightSettings()
if let between {
    let times = between.split(separator: "-").compactMap { TimeOfDay($0) }
    guard times.count == 2 else { fail("--between: \"\(between)\" is not two times, as in 22:00-07:00") }
    settings.mode = .betweenTimes
    (settings.start, settings.end) = (times[0], times[1])
} else if let sun {
    let degrees = sun.split(separator: ",").compactMap { Double($0) }
    guard degrees.count == 2, abs(degrees[0]) <= 90, abs(degrees[1]) <= 180 else {
        fail("--sun: \"\(sun)\" is not a latitude and longitude, as in 52.52,13.405")
    }
    settings.mode = .sunsetToSunrise
    (settings.latitude, settings.longitude) = (degrees[0], degrees[1])
}
let displayZone = zone ?? .current
let state = settings.state(at: now ?? Date(), in: displayZone)
// state.isNight picks the night palette; state.nextChange is when to look again (nil: never).

let change = state.nextChange.map { "until " + InstantFormat.string(from: $0, in: displayZone, style: .wholeSeconds) }
print("\(state.isNight ? "night" : "day") \(change ?? "for good")")

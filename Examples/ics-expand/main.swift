// ics-expand FILE --from YYYY-MM-DD --to YYYY-MM-DD [--tz ZONE]: every occurrence of every event in an iCalendar
// file whose start falls on a date from --from up to, not including, --to (ICalendar): recurrence rules, extra
// and excluded dates and moved instances applied, cancelled instances left out. One line per occurrence, in start
// order: the start (a date for an all-day event, else the instant on ZONE's clock with its offset), a tab, the
// summary. Dates and floating times are read in ZONE (the machine's zone without --tz).
// The ICalendar Getting Started article (Packages/ICalendar/Sources/Docs.docc/GettingStarted.md) shows this code.
import Foundation
import HearthBasics
import ICalendar

let usage = "usage: ics-expand FILE --from YYYY-MM-DD --to YYYY-MM-DD [--tz ZONE]\n"
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
@MainActor func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ics-expand: \(message)\n\(usage)".utf8))
    exit(2)
}
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value") }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
@MainActor func date(_ name: String) -> LocalDate {
    guard let text = option(name) else { fail("\(name) is required") }
    guard let value = LocalDate(text) else { fail("\(name): \"\(text)\" is not a date (YYYY-MM-DD)") }
    return value
}
let from = date("--from")
let to = date("--to")
let zoneName = option("--tz")
let zone = zoneName.flatMap(TimeZone.init(identifier:))
if let zoneName, zone == nil { fail("--tz: \"\(zoneName)\" is not a time zone") }
guard arguments.count == 1 else { fail("give one .ics file") }
guard from < to else { fail("--to must be after --from") }
guard let data = FileManager.default.contents(atPath: arguments[0]) else { fail("cannot read \(arguments[0])") }

// The snippet: read the file, and expand its events over a range of dates.
let household = zone ?? .current
let occurrences: [EventOccurrence]
do {
    let document = try ICalendarDocument(String(decoding: data, as: UTF8.self))
    occurrences = try document.occurrences(startingOn: from, before: to, floatingIn: household)
} catch {
    // An ICalendarError names the line it stopped at; the process exits 1.
    FileHandle.standardError.write(Data("ics-expand: \(error)\n".utf8))
    exit(1)
}
for occurrence in occurrences where !occurrence.isCancelled {
    let start =
        occurrence.start.isDate
        ? occurrence.start.wall.date.description
        : InstantFormat.string(from: occurrence.start.instant(floatingIn: household), in: household)
    print("\(start)\t\(occurrence.event.summary)")
}

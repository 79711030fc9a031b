// ics-expand FILE --from YYYY-MM-DD --to YYYY-MM-DD [--tz ZONE]: every occurrence of every event in an iCalendar
// file whose start falls on a date from --from up to, not including, --to (ICalendar): recurrence rules, extra
// and excluded dates and moved instances applied, cancelled instances left out. One line per occurrence, in start
// order: the start (a date for an all-day event, else the instant on ZONE's clock with its offset), a tab, the
// summary. Dates and floating times are read in ZONE (the machine's zone without --tz).
// The ICalendar Getting Started article (Packages/ICalendar/Sources/Docs.docc/GettingStarted.md) shows this code.
import ExampleArguments
import Foundation
import HearthBasics
import ICalendar

let usage = "usage: ics-expand FILE --from YYYY-MM-DD --to YYYY-MM-DD [--tz ZONE]\n"
var arguments = ExampleArguments(program: "ics-expand", usage: usage)
@MainActor func date(_ name: String) -> LocalDate {
    guard let text = arguments.option(name) else { arguments.fail("\(name) is required") }
    guard let value = LocalDate(text) else { arguments.fail("\(name): \"\(text)\" is not a date (YYYY-MM-DD)") }
    return value
}
let from = date("--from")
let to = date("--to")
let zone = arguments.timeZone("--tz")
guard arguments.count == 1 else { arguments.fail("give one .ics file") }
guard from < to else { arguments.fail("--to must be after --from") }
guard let data = FileManager.default.contents(atPath: arguments[0]) else {
    arguments.fail("cannot read \(arguments[0])")
}

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

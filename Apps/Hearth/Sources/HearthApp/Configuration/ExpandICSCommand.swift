import ArgumentParser
import Foundation
import HearthBasics
import ICalendar

/// `hearth expand-ics FILE --from 2024-01-01 --to 2031-01-01 --time-zone America/New_York`: prints, as JSON,
/// every occurrence of an iCalendar file's events that starts in the window (on its own clock), with the dates it
/// covers in the zone – what a holiday calendar made of the file would see. Cancelled occurrences are left out.
/// Exits 1, saying the line and the problem, when the file is refused.
public struct ExpandICSCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "expand-ics",
        abstract: "Print the occurrences of an iCalendar file's events in a window, as JSON.",
        discussion:
            "Exit codes: 0 printed; 1 the file was refused (the line and problem on standard error); 2 a usage error.")

    @Argument(help: "The .ics file.")
    var file: String

    @Option(help: "The first date (YYYY-MM-DD) an occurrence may start on.")
    var from: String

    @Option(help: "The date (YYYY-MM-DD) before which an occurrence must start.")
    var to: String

    @Option(
        name: .customLong("time-zone"),
        help: "The zone for dates, floating times (unless the file's X-WR-TIMEZONE names one) and covered dates. [UTC]")
    var timeZone = "UTC"

    public init() {}

    /// One occurrence: starts and ends as written for dates and floating times, else as UTC instants.
    struct Occurrence: Encodable {
        var uid: String
        var summary: String
        var start: String
        var end: String
        var dates: [String]
    }

    struct Output: Encodable {
        var events: Int
        var occurrences: [Occurrence]
    }

    public func run() throws {
        guard let zone = TimeZone(identifier: timeZone) else {
            throw ValidationError("Unknown --time-zone \(timeZone)")
        }
        guard let first = DateTimeValue.parseText(from.replacingOccurrences(of: "-", with: ""), zone: nil)?.wall.date,
            let last = DateTimeValue.parseText(to.replacingOccurrences(of: "-", with: ""), zone: nil)?.wall.date
        else { throw ValidationError("--from and --to are dates, YYYY-MM-DD") }
        let text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        do {
            let document = try ICalendarDocument(text)
            var occurrences: [Occurrence] = []
            for occurrence in try document.occurrences(startingOn: first, before: last, floatingIn: zone)
            where !occurrence.isCancelled {
                occurrences.append(
                    Occurrence(
                        uid: occurrence.event.uid ?? "", summary: occurrence.event.summary,
                        start: Self.written(occurrence.start), end: Self.written(occurrence.end),
                        dates: occurrence.dates(in: zone).map(\.description)))
            }
            occurrences.sort { ($0.start, $0.uid, $0.end) < ($1.start, $1.uid, $1.end) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let output = Output(events: document.events.count, occurrences: occurrences)
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        } catch let error as ICalendarError {
            FileHandle.standardError.write(Data("hearth expand-ics: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// A date or floating time as written; a UTC or zoned time as its UTC instant (`…Z`).
    static func written(_ value: DateTimeValue) -> String {
        guard value.timeZone != nil else { return value.description }
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        return DateTimeValue.wall(of: value.instant(floatingIn: utc), in: utc).description + "Z"
    }
}

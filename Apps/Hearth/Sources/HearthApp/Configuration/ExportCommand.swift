import ArgumentParser
import Foundation
import Logging

/// `hearth export`: every day and category as JSON, CSV or iCalendar, the same bytes `GET /api/v1/export` answers
/// (the days service encodes both), read from the database without writing it, so a running server is no obstacle.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export every day and category as JSON, CSV or iCalendar.",
        discussion: """
            Reads hearth.sqlite without changing it (safe while the server runs) and writes the same file as \
            GET /api/v1/export?format=…: to standard output, or with --to to a file written whole (a temporary \
            file renamed over it). JSON is the backup `hearth import` and the days page read back.

            Exit codes: 0 exported; 1 the database cannot be read or the file cannot be written (the message is on \
            standard error); 2 a usage error.
            """)

    @Option(help: "json, csv or ics.")
    var format: DaysFileFormat = .json

    @Option(name: .customLong("to"), help: "Write to this file instead of standard output.")
    var destination: String?

    @OptionGroup var data: DataOptions

    @OptionGroup var zoneOption: TimeZoneOption

    init() {}

    func run() async throws {
        let zone = try zoneOption.zone()
        let database = try AppDatabase.openReadOnly(at: data.databaseURL())
        try Self.requireReadableSchema(database)
        let days = try await CommandLineRoot.days(
            database: database, timeZone: zone, logger: Logger(label: "hearth"))
        guard let destination else {
            try await days.export(format) { try FileDescriptorWriting.writeAll($0, to: STDOUT_FILENO) }
            return
        }
        do {
            try await AtomicFile.write(to: URL(fileURLWithPath: destination), kind: .export) { file in
                try await days.export(format) { try file.append($0) }
            }
        } catch {
            throw CommandFailure("cannot write \(destination): \(error.localizedDescription)")
        }
    }

    /// Refuses a database whose schema this binary does not know (a newer Hearth's), whose tables it would misread.
    static func requireReadableSchema(_ database: AppDatabase) throws {
        switch try database.schemaState() {
        case .current: return
        case let state: throw CommandFailure("hearth.sqlite: \(state.summary)")
        }
    }
}

/// `--format json|csv|ics` of `export` and `import`.
extension DaysFileFormat: ExpressibleByArgument {}

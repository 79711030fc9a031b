import ArgumentParser
import DaysCore
import Foundation
import Logging

/// `hearth import FILE`: reads a days file by the rules of `POST /api/v1/import` (the days service and DaysCore's
/// `ImportPlan`: matched by id, applied in one transaction, a file that cannot be read refused whole) and says what
/// it changed. A running server on the same data directory is not written behind its back: the import is refused
/// with the server's import route, because the server keeps the days in memory and would not see the change.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import days and categories from a JSON backup, a CSV file or an iCalendar file.",
        discussion: """
            The same rules as POST /api/v1/import: records are matched by id (new ones created, changed ones \
            updated), everything is written in one transaction, and a file that cannot be read at all changes \
            nothing; records Hearth cannot represent are skipped and listed with their line (or JSON path) and \
            field. --dry-run reports the same and changes nothing.

            While `hearth serve` runs on the data directory the import is refused (the server keeps the days in \
            memory): import through the server instead (the days page, or POST /api/v1/import), or stop it first. \
            --dry-run reads only and works beside a running server.

            The format comes from --format, else from the file's extension (.json, .csv, .ics).

            Exit codes: 0 imported (or, with --dry-run, planned), even when some records were skipped; 1 the file \
            was refused, the database cannot be used or a server is running (the message is on standard error, \
            nothing changed); 2 a usage error.
            """)

    @Argument(help: "The file to import.")
    var file: String

    @Flag(name: .customLong("dry-run"), help: "Report what would be created, updated and skipped; change nothing.")
    var dryRun = false

    @Option(help: "json, csv or ics (default: from the file's extension).")
    var format: DaysFileFormat?

    @Flag(help: "Print the report as the API's JSON instead of lines.")
    var json = false

    @OptionGroup var data: DataOptions

    @OptionGroup var zoneOption: TimeZoneOption

    init() {}

    func validate() throws {
        _ = try resolvedFormat()
    }

    func run() async throws {
        let format = try resolvedFormat()
        let zone = try zoneOption.zone()
        let bytes = try readFile(limit: format.maximumSize)
        let url = data.databaseURL()
        let exists = FileManager.default.fileExists(atPath: url.path)
        if exists { try ExportCommand.requireReadableSchema(try AppDatabase.openReadOnly(at: url)) }
        if !dryRun, let server = ServerLock.runningServer(in: data.directory()) {
            throw CommandFailure(Self.serverRunning(server, directory: data.directory().path, format: format))
        }
        let database: AppDatabase
        do {
            if dryRun {
                // Planned against what is stored, read only; against nothing when there is no database yet.
                database = exists ? try AppDatabase.openReadOnly(at: url) : try AppDatabase.inMemory()
            } else {
                // A data directory without a database (a new machine) gets one, as the first start would.
                try DataDirectory.prepare(data.directory())
                database = try AppDatabase.open(at: url)
            }
        } catch {
            throw CommandFailure("\(url.path): \(error)")
        }
        let days = try await CommandLineRoot.days(
            database: database, timeZone: zone, logger: Logger(label: "hearth"))
        let plan: ImportPlan
        do {
            plan = try await days.importFile(bytes, format: format, dryRun: dryRun)
        } catch DaysError.invalidImport(let error) {
            throw CommandFailure(
                "\(file) was not imported (nothing changed):\n"
                    + error.issues.map { "  " + $0.description }.joined(separator: "\n"))
        }
        let report = ImportReport(plan, dryRun: dryRun)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(Self.lines(report, file: file).joined(separator: "\n"))
        }
        if !report.skipped.isEmpty {
            let count = report.skipped.count == 1 ? "1 record was" : "\(report.skipped.count) records were"
            printToStandardError("warning: \(count) skipped (listed above)")
        }
    }

    private func resolvedFormat() throws -> DaysFileFormat {
        if let format { return format }
        let ending = URL(fileURLWithPath: file).pathExtension.lowercased()
        guard let format = DaysFileFormat(rawValue: ending) else {
            throw ValidationError("Cannot tell the format of “\(file)” from its name: add --format json, csv or ics.")
        }
        return format
    }

    private func readFile(limit: Int) throws -> Data {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: file), options: .mappedIfSafe)
        } catch {
            throw CommandFailure("cannot read \(file): \(error.localizedDescription)")
        }
        guard bytes.count <= limit else {
            throw CommandFailure("\(file) is larger than Hearth imports (\(limit / 1_000_000) MB); nothing changed")
        }
        return bytes
    }

    /// Why an import is refused while a server runs, and what to do instead.
    static func serverRunning(_ server: ServerLock.Holder, directory: String, format: DaysFileFormat) -> String {
        let process = server.pid > 0 ? " (process \(server.pid))" : ""
        let route =
            server.port > 0
            ? "\(server.url)api/v1/import?format=\(format.rawValue)" : "the server's /api/v1/import?format=\(format)"
        return """
            a Hearth server\(process) is running on \(directory); nothing was imported. It keeps the days in memory, \
            so import through it: the Days page's Import, or
              curl --data-binary @FILE -H 'Content-Type: \(format.acceptedMediaTypes[0])' '\(route)'
            (from another machine add -H 'Authorization: Bearer <access code>'), or stop the server and run this again.
            """
    }

    /// The report as lines: the counts, then one line per record (created, updated, skipped with its issues).
    static func lines(_ report: ImportReport, file: String) -> [String] {
        func place(_ line: Int?, _ path: String?) -> String {
            line.map { "line \($0)" } ?? path ?? "-"
        }
        var lines = [
            report.dryRun ? "Dry run of \(file) (nothing changed):" : "Imported \(file):",
            "  days: \(report.daysCreated) created, \(report.daysUpdated) updated, \(report.daysUnchanged) "
                + "unchanged, \(report.daysSkipped) skipped; categories: \(report.categoriesCreated) created, "
                + "\(report.categoriesUpdated) updated",
        ]
        let verb = report.dryRun ? ("would create", "would update") : ("created", "updated")
        for entry in report.created {
            lines.append("  \(verb.0) \(place(entry.line, entry.path)): \(entry.title) (\(entry.id))")
        }
        for entry in report.updated {
            lines.append("  \(verb.1) \(place(entry.line, entry.path)): \(entry.title) (\(entry.reason))")
        }
        for skipped in report.skipped {
            let title = skipped.title.map { " (\($0))" } ?? ""
            let issues = skipped.issues.map { "\($0.field.map { "\($0): " } ?? "")\($0.reason)" }
            let why = issues.isEmpty ? skipped.reason : issues.joined(separator: "; ")
            lines.append("  skipped \(place(skipped.line, skipped.path))\(title): \(why)")
        }
        return lines
    }
}

import DaysCore
import Foundation
import HTTPServer
import HearthBasics

/// The file formats of export and import: the JSON backup, CSV and iCalendar.
enum DaysFileFormat: String, CaseIterable, Sendable {
    case json, csv, ics

    /// The `format` query parameter; JSON when absent.
    /// - Throws: `DaysError.invalidParameter` for an unknown format.
    init(query: QueryItems) throws(DaysError) {
        let text = query["format"] ?? ""
        if text.isEmpty {
            self = .json
        } else if let format = DaysFileFormat(rawValue: text.lowercased()) {
            self = format
        } else {
            throw .invalidParameter(name: "format", message: "format is json, csv or ics.")
        }
    }

    /// The `Content-Type` of an export.
    var contentType: String {
        switch self {
        case .json: "application/json; charset=utf-8"
        case .csv: "text/csv; charset=utf-8"
        case .ics: "text/calendar; charset=utf-8"
        }
    }

    /// The media types an import of this format accepts (`application/octet-stream` for any).
    var acceptedMediaTypes: [String] {
        switch self {
        case .json: ["application/json"]
        case .csv: ["text/csv"]
        case .ics: ["text/calendar"]
        }
    }

    /// The largest body `POST /api/v1/import` takes, in any format: the largest of the formats' `maximumSize`.
    /// Larger bodies are answered `413` after draining; the body is streamed to a temporary file in the data
    /// directory (`.import-tmp-*`), never held by the HTTP layer.
    static let importLimit = allCases.map(\.maximumSize).max() ?? 0

    /// The largest body `POST /days/import` takes: the file in a multipart form, or (to confirm) base64 of it in a
    /// form field, with 64 KiB for the form's other fields and framing.
    static let importFormLimit = (importLimit + 2) / 3 * 4 + 64 * 1024

    /// How an import route takes its body: a file in `dataDirectory` of at most `limit` bytes.
    static func importBody(in dataDirectory: URL, limit: Int) -> StreamedBody {
        .streamedBody(toFileIn: dataDirectory, limit: limit, prefix: TemporaryFileKind.import.prefix)
    }

    /// The largest file accepted.
    var maximumSize: Int {
        switch self {
        case .json: DaysBackup.maximumSize
        case .csv: DaysCSV.maximumSize
        case .ics: DaysICalendar.maximumSize
        }
    }

    /// The writer of this format's file (CSV and iCalendar name each day's category and its colour).
    func writer(categories: [DaysCore.Category], today: LocalDate, now: Date) -> any DaysExportWriter {
        switch self {
        case .json: DaysBackup.Writer(categories: categories, exportedAt: now)
        case .csv: DaysCSV.Writer(categories: categories)
        case .ics: DaysICalendar.Writer(categories: categories, today: today, now: now)
        }
    }

    /// What a file holds: the records Hearth can represent and those it skips.
    /// - Throws: `ImportError` when the file cannot be read at all.
    func read(_ data: Data, timeZone: TimeZone, now: Date) throws(ImportError) -> DaysImport {
        switch self {
        case .json: return try DaysBackup.read(data)
        case .csv: return try DaysCSV.read(data, now: now)
        case .ics: return try DaysICalendar.read(data, timeZone: timeZone, now: now)
        }
    }

    /// `hearth-days-2026-11-22.json`.
    func filename(today: LocalDate) -> String { "hearth-days-\(today).\(rawValue)" }
}

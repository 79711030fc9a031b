import DaysCore
import Foundation
import HTTPServer

/// `GET /api/v1/export?format=json|csv|ics` and `POST /api/v1/import?format=json|csv|ics[&dryRun=true]` (the body is
/// the file). Import applies every record Hearth can represent, matched by id, and reports the skipped ones; a file
/// that cannot be read at all is refused whole. `dryRun=true` answers the same report and changes nothing.
struct DaysBackupAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/export") { request in try await export(request) }
        let body = DaysFileFormat.importBody(
            in: site.configuration.dataDirectory, limit: DaysFileFormat.importLimit)
        router.post("/api/v1/import", body: body) { request in try await importFile(request) }
    }

    /// The whole collection as a download, read in one transaction and written a part at a time to an unlinked
    /// file in the data directory (`.export-tmp-*`), which the answer is sent from: the memory an export needs does
    /// not grow with the collection.
    func export(_ request: Request) async throws -> Response {
        let format = try DaysFileFormat(query: request.query)
        let file = try AnswerFile(in: site.configuration.dataDirectory, kind: .export)
        try await site.days.export(format) { try file.append($0) }
        site.memory.noteAnswer(byteCount: file.size)
        return Response(
            status: .ok,
            headers: [
                "Content-Type": format.contentType, "Cache-Control": "no-store",
                "Content-Disposition": "attachment; filename=\"\(format.filename(today: site.days.today))\"",
            ], body: .file(file.responseFile()))
    }

    func importFile(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let format = try DaysFileFormat(query: request.query)
        let dryRun = try Self.dryRun(request.query["dryRun"])
        guard let mediaType = request.contentType?.essence,
            format.acceptedMediaTypes.contains(mediaType) || mediaType == "application/octet-stream"
        else {
            throw HTTPError(
                .unsupportedMediaType, code: "unsupported_media_type",
                message: "Send the \(format.rawValue) file as Content-Type: \(format.acceptedMediaTypes[0]).")
        }
        let size = request.bodyFile?.byteCount ?? request.body.count
        guard size <= format.maximumSize else {
            throw HTTPError(.contentTooLarge, code: "too_large", message: "The file is larger than Hearth accepts.")
        }
        let file = request.bodyFile
        let body = request.body
        if !dryRun { await Offload.value { TestPause.inWriteWindow(.import) } }
        site.memory.noteAnswer(byteCount: size)
        // The file is mapped only while it is read, not while the days are stored.
        let plan = try await site.days.importFile(
            loading: { try file?.mappedData() ?? Data(body) }, format: format, dryRun: dryRun)
        return .stableJSON(ImportReport(plan, dryRun: dryRun))
    }

    /// The `dryRun` parameter: `true` or `false` (absent: false).
    /// - Throws: `DaysError.invalidParameter` for anything else.
    static func dryRun(_ text: String?) throws(DaysError) -> Bool {
        switch text?.lowercased() {
        case nil, "", "false": false
        case "true": true
        default: throw .invalidParameter(name: "dryRun", message: "dryRun is true or false.")
        }
    }
}

import DaysCore
import Foundation
import HTTPServer
import Logging

/// `GET /api/v1/export?format=json|csv|ics` and `POST /api/v1/import?format=json|csv|ics` (the body is the
/// file). Import is all or nothing and matches records by id.
struct DaysBackupAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/export") { request in try await export(request) }
        router.post("/api/v1/import") { request in try await importFile(request) }
    }

    /// The whole collection as a download, read in one transaction.
    func export(_ request: Request) async throws -> Response {
        let format = try DaysFileFormat(query: request.query)
        return try await site.days.exportResponse(format)
    }

    func importFile(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let format = try DaysFileFormat(query: request.query)
        let mediaType = request.headers["Content-Type"].map {
            $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        }
        guard let mediaType, format.acceptedMediaTypes.contains(mediaType) || mediaType == "application/octet-stream"
        else {
            throw HTTPError(
                .unsupportedMediaType, code: "unsupported_media_type",
                message: "Send the \(format.rawValue) file as Content-Type: \(format.acceptedMediaTypes[0]).")
        }
        guard request.body.count <= format.maximumSize else {
            throw HTTPError(.contentTooLarge, code: "too_large", message: "The file is larger than Hearth accepts.")
        }
        do {
            let summary = try await site.days.importFile(request.body, format: format, logger: site.logger)
            return try .json(summary)
        } catch let error as ImportError {
            return DaysErrorBody.response(for: error)
        }
    }
}

extension DaysService {
    /// An export download of every day and category, read in one transaction.
    func exportResponse(_ format: DaysFileFormat) async throws -> Response {
        let snapshot = try await repository.exportSnapshot()
        let bytes = try format.encode(snapshot, today: today, now: clock.now())
        return Response(
            status: .ok,
            headers: [
                "Content-Type": format.contentType, "Cache-Control": "no-store",
                "Content-Disposition": "attachment; filename=\"\(format.filename(today: today))\"",
            ], body: .bytes(bytes))
    }

    /// Imports a file in one transaction.
    /// - Throws: `ImportError` listing every problem (nothing imported), or a storage error.
    func importFile(_ bytes: [UInt8], format: DaysFileFormat, logger: Logger) async throws -> ImportSummary {
        let zone = clock.timeZone()
        let now = clock.now()
        let records = try await Offload.run { try format.decode(bytes, timeZone: zone, now: now) }
        let summary = try await repository.importRecords(days: records.days, categories: records.categories)
        logger.notice(
            "Days imported",
            metadata: [
                "format": "\(format.rawValue)", "daysCreated": "\(summary.daysCreated)",
                "daysUpdated": "\(summary.daysUpdated)",
            ])
        return summary
    }
}

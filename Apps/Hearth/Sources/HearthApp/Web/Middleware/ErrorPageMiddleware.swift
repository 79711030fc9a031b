import HTTPServer
import Logging

/// Turns errors into answers: JSON (`{"error": …}`) for the API and for clients that
/// ask for JSON, a localized HTML page for browsers. Unexpected errors are logged and
/// shown as a 500 without details.
struct ErrorPageMiddleware: Middleware {
    let site: Site

    func respond(to request: Request, next: any Responder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as HTTPError {
            return await render(error, for: request)
        } catch {
            site.logger.error("Unhandled error", metadata: ["path": "\(request.path)", "error": "\(error)"])
            return await render(
                HTTPError(.internalServerError, code: "internal", message: "Something went wrong on the server."),
                for: request)
        }
    }

    private func render(_ error: HTTPError, for request: Request) async -> Response {
        let wantsJSON =
            request.path.hasPrefix("/api/") || (request.headers["Accept"]?.contains("application/json") ?? false)
        if wantsJSON || request.path == "/events" { return APIErrorBody.response(for: error) }
        let context = await site.context(for: request)
        let language = context.language
        let kind = Self.kind(of: error.status)
        let page = Page(
            template: "error", titleKey: "server.errors.\(kind).heading", section: "",
            values: [
                "status": error.status.code,
                "heading": site.strings.string("server.errors.\(kind).heading", language),
                "message": site.strings.string(Self.messageKey(for: error), language),
                "backHref": "/",
            ], status: error.status)
        guard var response = try? site.render(page, request: request, context: context) else {
            return APIErrorBody.response(for: error)
        }
        for (name, value) in error.headers { response.headers.add(name: name, value: value) }
        return response
    }

    /// The locale key of the page's explanation: specific for the errors a person can fix, else by status.
    static func messageKey(for error: HTTPError) -> String {
        switch error.code {
        case "csrf_token", "missing_origin", "foreign_origin": "server.errors.staleForm"
        case "unknown_host", "missing_host": "server.errors.unknownHost"
        default: "server.errors.\(kind(of: error.status)).message"
        }
    }

    /// The locale-file group for a status.
    static func kind(of status: HTTPStatus) -> String {
        switch status.code {
        case 404: "notFound"
        case 405: "methodNotAllowed"
        case 403: "forbidden"
        case 413: "tooLarge"
        case 400..<500: "badRequest"
        default: "server"
        }
    }
}

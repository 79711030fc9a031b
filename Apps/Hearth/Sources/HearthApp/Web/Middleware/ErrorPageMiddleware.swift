import HTTPServer
import Logging

/// Turns errors into answers: every `ResponseError` renders itself as the JSON envelope for the API and for
/// clients that ask for JSON, or as a localized HTML page for browsers. Unexpected errors are logged and shown
/// as a 500 without details.
struct ErrorPageMiddleware: Middleware {
    let site: Site

    func respond(to request: Request, next: any Responder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as any ResponseError {
            return await render(error, for: request)
        } catch {
            site.logger.error("Unhandled error", metadata: ["path": "\(request.path)", "error": "\(error)"])
            return await render(
                HTTPError(.internalServerError, code: "internal", message: "Something went wrong on the server."),
                for: request)
        }
    }

    private func render(_ error: any ResponseError, for request: Request) async -> Response {
        if request.wantsJSON || request.path == "/events" { return error.jsonResponse }
        let context = await site.context(for: request)
        let kind = ErrorBody.kind(of: error.status)
        let page = Page(
            template: "error", titleKey: "server.errors.\(kind).heading", section: "",
            view: ErrorView(
                status: error.status.code,
                heading: site.strings.string("server.errors.\(kind).heading", context.language),
                message: site.strings.string(error.pageMessageKey, context.language), backHref: "/"),
            status: error.status)
        guard var response = try? site.render(page, request: request, context: context) else {
            return error.jsonResponse
        }
        for (name, value) in error.headers { response.headers.add(name: name, value: value) }
        return response
    }
}

/// The error page.
struct ErrorView {
    var status: Int
    var heading: String
    var message: String
    var backHref: String
}

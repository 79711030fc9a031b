import HTTPServer
import Logging

/// Turns errors into answers: every `ResponseError` renders itself as the JSON envelope for the API and for
/// clients that ask for JSON, or as a localized HTML page for browsers (kept in the answer cache per status,
/// message and language). A full disk is `507 disk_full` (``DiskFullError``); other unexpected errors are logged and
/// shown as a 500 without details.
struct ErrorPageMiddleware: Middleware {
    let site: Site

    func respond(to request: Request, next: any Responder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let login as LoginRequired {
            return login.answer
        } catch let error as any ResponseError {
            return await render(error, for: request)
        } catch  where DiskFull.isCause(error) {
            site.logger.error("Disk full", metadata: ["path": "\(request.path)", "error": "\(error)"])
            return await render(DiskFullError(), for: request)
        } catch {
            site.logger.error("Unhandled error", metadata: ["path": "\(request.path)", "error": "\(error)"])
            return await render(Self.internalError, for: request)
        }
    }

    func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
        let failure: any ResponseError
        var unexpected: (any Error)?
        do {
            return try next.respondImmediately(to: request)
        } catch let login as LoginRequired {
            return login.answer
        } catch let error as any ResponseError {
            failure = error
        } catch {
            failure = DiskFull.isCause(error) ? DiskFullError() : Self.internalError
            unexpected = error
        }
        if request.wantsJSON || request.path == "/events" {
            logUnexpected(unexpected, request)
            return failure.jsonResponse
        }
        // A client with a session takes the async path, where the error happens again and is rendered there.
        guard let context = site.immediateContext(for: request) else { return nil }
        logUnexpected(unexpected, request)
        return page(for: failure, request: request, context: context)
    }

    private static let internalError = HTTPError(
        .internalServerError, code: "internal", message: "Something went wrong on the server.")

    private func logUnexpected(_ error: (any Error)?, _ request: Request) {
        guard let error else { return }
        site.logger.error("Unhandled error", metadata: ["path": "\(request.path)", "error": "\(error)"])
    }

    private func render(_ error: any ResponseError, for request: Request) async -> Response {
        if request.wantsJSON || request.path == "/events" { return error.jsonResponse }
        return page(for: error, request: request, context: await site.context(for: request))
    }

    /// The error page, kept per status, message, language and edit rights (the path is a slot of the login link).
    private func page(for error: any ResponseError, request: Request, context: RequestContext) -> Response {
        let kind = ErrorBody.kind(of: error.status)
        let key =
            "E\(error.status.code)\u{1F}\(error.pageMessageKey)\u{1F}\(context.language.rawValue)"
            + (context.canWrite ? "w" : "r") + (context.isLoggedIn ? "s" : "-")
        let stamp = site.stamp(of: [], at: context.now)
        let kept: CachedAnswer
        if let existing = site.answers.answer(for: key, stamp: stamp) {
            kept = existing
        } else {
            let renderContext = context.forCacheRender
            let page = Page(
                template: "error", titleKey: "server.errors.\(kind).heading", section: "",
                view: ErrorView(
                    status: error.status.code,
                    heading: site.strings.string("server.errors.\(kind).heading", context.language),
                    message: site.strings.string(error.pageMessageKey, context.language), backHref: "/"),
                status: error.status)
            guard let response = try? site.render(page, request: request, context: renderContext),
                case .bytes(let bytes) = response.body
            else { return error.jsonResponse }
            kept = CachedAnswer(response, body: bytes, stamp: stamp)
            site.answers.store(kept, for: key)
        }
        var response = site.answer(kept, for: request, context: context)
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

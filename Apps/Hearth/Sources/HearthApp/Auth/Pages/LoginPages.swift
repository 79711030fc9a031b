import Foundation
import HTTPServer
import Logging

/// `GET/POST /login` and `POST /logout`: the access code for devices that are not trusted.
struct LoginPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        site.page("/login", in: &router) { request, context in try await show(request, context: context) }
        router.post("/login") { request in try await login(request) }
        router.post("/logout") { request in try await logout(request) }
    }

    func show(_ request: Request, context: RequestContext) async throws -> Response {
        return try page(request: request, context: context, next: request.query["next"], error: nil, status: .ok)
    }

    func login(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let next = Site.safeNext(post.form["next"]) ?? "/"
        let language = post.context.language
        let code = post.form["code"] ?? ""
        guard !code.trimmingCharacters(in: .whitespaces).isEmpty else {
            return try page(
                request: request, context: post.context, next: next,
                error: site.strings.string("server.login.missingCode", language), status: .unprocessableContent)
        }
        switch await site.authenticator.verifyLogin(code: code, from: request.remoteAddress.ip) {
        case .success:
            let cookie = try await site.authenticator.startSession(userAgent: request.headers["User-Agent"] ?? "")
            site.logger.notice("Signed in", metadata: ["client": "\(request.remoteAddress.ip)"])
            var response = Response.redirect(to: next)
            response.setCookie(cookie)
            return response
        case .wrongCode:
            return try page(
                request: request, context: post.context, next: next,
                error: site.strings.string("server.login.wrongCode", language), status: .unprocessableContent)
        case .throttled(let seconds):
            var response = try page(
                request: request, context: post.context, next: next,
                error: site.strings.string("server.login.throttled", language, ["seconds": String(seconds)]),
                status: .tooManyRequests)
            response.headers["Retry-After"] = String(seconds)
            return response
        }
    }

    func logout(_ request: Request) async throws -> Response {
        _ = try await site.formPost(request)
        var response = Response.redirect(to: "/")
        response.setCookie(await site.authenticator.endSession(request))
        return response
    }

    private func page(
        request: Request, context: RequestContext, next: String?, error: String?, status: HTTPStatus
    ) throws -> Response {
        try site.render(
            Page(
                template: "login", titleKey: "server.titles.login", section: "",
                view: LoginView(next: Site.safeNext(next) ?? "/", error: error), status: status),
            request: request, context: context)
    }
}

/// The login page.
struct LoginView {
    /// Where to go after logging in (a local path).
    var next: String
    /// Why the last attempt failed.
    var error: String?
}

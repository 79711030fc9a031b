import Foundation
import HTTPServer

/// A form post that passed the CSRF and origin checks, with what the page needs to answer it.
struct FormPost {
    var form: FormData
    var context: RequestContext
    /// Whether the sender asked for JSON (the progressive-enhancement `fetch`).
    var wantsJSON: Bool
}

extension Site {
    /// Reads and checks a form post: body decoding, same origin, CSRF token.
    /// - Throws: `HTTPError` 400/403/415 describing what was wrong; nothing has changed.
    func formPost(_ request: Request) async throws -> FormPost {
        let form = try request.form()
        try CSRFProtection.verify(request, form: form)
        let context = await context(for: request)
        return FormPost(form: form, context: context, wantsJSON: request.wantsJSON)
    }

    /// The answer to a post from a client that must log in first: a redirect to the
    /// login page (coming back to `returnPath`), or 401 JSON for scripts.
    func loginRequired(_ post: FormPost, returnPath: String) throws -> Response {
        if post.wantsJSON {
            throw HTTPError(
                .unauthorized, code: "login_required",
                message: strings.string("server.errors.loginRequired", post.context.language))
        }
        return .redirect(to: "/login?next=" + (Self.safeNext(returnPath) ?? "/"))
    }
}

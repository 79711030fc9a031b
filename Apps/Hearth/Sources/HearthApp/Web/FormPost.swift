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

    /// A form post that writes: the CSRF token and Origin checked (`formPost`), and the client allowed to write.
    /// - Throws: `LoginRequired` (the login redirect) or 401 JSON when the client must log in first, coming back to
    ///   `returnPath`; the errors of `formPost`.
    func writePost(_ request: Request, returnPath: String) async throws -> FormPost {
        let post = try await formPost(request)
        try requireWrite(post, returnPath: returnPath)
        return post
    }

    /// Lets the post go on only when its client may write.
    /// - Throws: `LoginRequired` (the login redirect, coming back to `returnPath`), or 401 JSON for scripts.
    func requireWrite(_ post: FormPost, returnPath: String) throws {
        guard post.context.canWrite else {
            throw LoginRequired(answer: try loginRequired(post, returnPath: returnPath))
        }
    }
}

/// A write from a client that must log in first: `ErrorPageMiddleware` answers with `answer` (the redirect to the
/// login page).
struct LoginRequired: Error {
    let answer: Response
}

import Foundation
import HTTPServer

/// Render once, serve many: pages and API reads registered here are rendered once per variant (the URL, the
/// language, whether the client may edit, and what the route declares in `dependsOn`), kept in `site.answers`,
/// and answered from there on the libmicrohttpd worker thread until a dependency moves. Per-visitor values
/// (`PageSlot`: the CSRF token, the server time) are spliced into the kept bytes on every answer.
extension Site {
    /// Registers a `GET` page served from the answer cache.
    ///
    /// `render` gets a context whose per-request values are markers (`context.perRequest`): it renders exactly
    /// as it would without the cache, through `site.render`. A `200` answer is kept; anything else (a redirect, a
    /// thrown error) is not.
    /// - Parameters:
    ///   - dependsOn: What the page shows besides the settings, the language and the client's edit rights.
    func page(
        _ pattern: String, in router: inout Router, dependsOn dependencies: [CacheDependency] = [],
        _ render: @escaping @Sendable (Request, RequestContext) async throws -> Response
    ) {
        let site = self
        router.getImmediately(pattern) { request in
            site.keptPage(for: request, dependsOn: dependencies)
        } otherwise: { request in
            try await site.renderPage(for: request, dependsOn: dependencies, render)
        }
    }

    /// Registers a `GET` answer that is the same for every client (an API read) served from the answer cache; it
    /// is kept per URL and language.
    func cachedAnswer(
        _ pattern: String, in router: inout Router, dependsOn dependencies: [CacheDependency],
        _ make: @escaping @Sendable (Request) async throws -> Response
    ) {
        let site = self
        router.getImmediately(pattern) { request in
            let key = site.answerKey(for: request, dependsOn: dependencies)
            let stamp = site.stamp(of: dependencies, at: site.now)
            return site.answers.answer(for: key, stamp: stamp).map {
                $0.response(slots: Self.noSlots, acceptEncoding: request.headers["Accept-Encoding"])
            }
        } otherwise: { request in
            let key = site.answerKey(for: request, dependsOn: dependencies)
            let stamp = site.stamp(of: dependencies, at: site.now)
            let acceptEncoding = request.headers["Accept-Encoding"]
            if let kept = site.answers.answer(for: key, stamp: stamp) {
                return kept.response(slots: Self.noSlots, acceptEncoding: acceptEncoding)
            }
            return try await site.answers.flights.answer(for: Self.flightKey(key, stamp)) {
                try await site.makeAnswer(for: request, key: key, stamp: stamp, make)
            } serve: {
                $0.response(slots: Self.noSlots, acceptEncoding: acceptEncoding)
            }
        }
    }

    /// The kept page for this request, without waiting; nil when it must be rendered (or the client has a session).
    func keptPage(for request: Request, dependsOn dependencies: [CacheDependency]) -> Response? {
        guard let context = immediateContext(for: request) else { return nil }
        let key = pageKey(for: request, context: context, dependsOn: dependencies)
        guard let kept = answers.answer(for: key, stamp: stamp(of: dependencies, at: context.now)) else {
            return nil
        }
        return answer(kept, for: request, context: context)
    }

    /// The kept page, or the page rendered now (and kept when it is a `200`).
    func renderPage(
        for request: Request, dependsOn dependencies: [CacheDependency],
        _ render: @Sendable (Request, RequestContext) async throws -> Response
    ) async throws -> Response {
        let context = await context(for: request)
        let key = pageKey(for: request, context: context, dependsOn: dependencies)
        // The stamp is read before rendering: a change during the render leaves a stale copy, never a wrong one.
        let stamp = stamp(of: dependencies, at: context.now)
        if let kept = answers.answer(for: key, stamp: stamp) { return answer(kept, for: request, context: context) }
        return try await answers.flights.answer(for: Self.flightKey(key, stamp)) {
            try await renderNow(for: request, context: context, key: key, stamp: stamp, render)
        } serve: {
            answer($0, for: request, context: context)
        }
    }

    /// Renders the page now and keeps it when it is a `200`; the answer for this request and what was kept.
    private func renderNow(
        for request: Request, context: RequestContext, key: String, stamp: [UInt64],
        _ render: @Sendable (Request, RequestContext) async throws -> Response
    ) async throws -> (response: Response, kept: CachedAnswer?) {
        let response = try await render(request, context.forCacheRender)
        guard case .bytes(let bytes) = response.body else { return (response, nil) }
        let rendered = CachedAnswer(response, body: bytes, stamp: stamp, compress: response.status == .ok)
        guard response.status == .ok else { return (answer(rendered, for: request, context: context), nil) }
        answers.store(rendered, for: key)
        return (answer(rendered, for: request, context: context), rendered)
    }

    /// Makes an API answer now and keeps it when it is a `200`; the answer and what was kept.
    private func makeAnswer(
        for request: Request, key: String, stamp: [UInt64],
        _ make: @Sendable (Request) async throws -> Response
    ) async throws -> (response: Response, kept: CachedAnswer?) {
        let response = try await make(request)
        guard case .bytes(let bytes) = response.body, response.status == .ok else { return (response, nil) }
        let answer = CachedAnswer(response, body: bytes, stamp: stamp)
        answers.store(answer, for: key)
        memory.noteAnswer(byteCount: bytes.count)
        return (answer.response(slots: Self.noSlots, acceptEncoding: request.headers["Accept-Encoding"]), answer)
    }

    /// The render of one answer: its cache key and stamp.
    private static func flightKey(_ key: String, _ stamp: [UInt64]) -> String {
        key + "\u{1F}" + stamp.map(String.init).joined(separator: ".")
    }

    /// A kept page with this request's slot values and, for a new visitor, the cookie with its CSRF token when the
    /// page carries one (a page without a form sets none: its answer is then the same bytes and headers for every
    /// new visitor, which the server queues again without building a response).
    func answer(_ kept: CachedAnswer, for request: Request, context: RequestContext) -> Response {
        var context = context
        let carriesToken = kept.carries(.csrfToken)
        // A context made on the worker thread has no token yet (making one costs a random draw and a string).
        if carriesToken, context.csrfToken.isEmpty {
            (context.csrfToken, context.newCSRFCookie) = CSRFProtection.token(for: request)
        }
        var response = kept.response(
            slots: context.slotValues(path: request.path), acceptEncoding: request.headers["Accept-Encoding"])
        if let cookie = context.newCSRFCookie, carriesToken { response.setCookie(cookie) }
        return response
    }

    /// The versions of `dependencies` (and the settings) at `now`.
    func stamp(of dependencies: [CacheDependency], at now: Date) -> [UInt64] {
        var stamp: [UInt64] = [settings.version.current]
        stamp.reserveCapacity(dependencies.count + 1)
        for dependency in dependencies {
            switch dependency {
            case .data(let version): stamp.append(version.current)
            case .minute: stamp.append(UInt64(max(0, now.timeIntervalSince1970 / 60)))
            case .day: stamp.append(localDay(at: now))
            case .host: continue
            }
        }
        return stamp
    }

    /// The page's variant: URL, language, edit rights, and the `Host` when the page depends on it.
    func pageKey(for request: Request, context: RequestContext, dependsOn dependencies: [CacheDependency]) -> String {
        var key = "P" + (context.canWrite ? "w" : "r") + (context.isLoggedIn ? "s" : "-")
        key += context.language.rawValue
        appendURL(of: request, to: &key)
        if dependencies.contains(where: { if case .host = $0 { true } else { false } }) {
            key += "\u{1F}" + (request.host ?? "")
        }
        return key
    }

    /// An API answer's variant: URL and language.
    func answerKey(for request: Request, dependsOn dependencies: [CacheDependency]) -> String {
        var key = "A" + language(for: request).rawValue
        appendURL(of: request, to: &key)
        if dependencies.contains(where: { if case .host = $0 { true } else { false } }) {
            key += "\u{1F}" + (request.host ?? "")
        }
        return key
    }

    private func appendURL(of request: Request, to key: inout String) {
        key += "\u{1F}"
        key += request.path
        for item in request.query {
            key += "\u{1E}"
            key += item.name
            key += "\u{1D}"
            key += item.value
        }
    }

    /// The number of the day in the server's time zone.
    private func localDay(at now: Date) -> UInt64 {
        localDays.day(at: now, in: configuration.timeZone)
    }

    /// For answers without slots.
    static let noSlots = PageSlot.RequestContextValues(csrfToken: "", path: "/", now: Date(timeIntervalSince1970: 0))
}

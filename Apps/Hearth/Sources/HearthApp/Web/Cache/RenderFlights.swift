import HTTPServer

/// One render at a time per answer: when a kept answer goes stale (the minute turned, the data changed), the requests
/// that miss while it is being rendered wait for that render instead of each rendering the same page. Without it,
/// every connection asking for `/` when the minute turned rendered the page at once, and with one worker core the
/// last of them waited for all the others (the 99th percentile rose from 1 to 12 ms).
final class RenderFlights: Sendable {
    private let waiting = Locked<[String: [CheckedContinuation<CachedAnswer?, Never>]]>([:])

    /// What a request that missed the cache does.
    enum Turn {
        /// No render of this answer is running: render it, then call `finish`.
        case render
        /// Another request rendered it meanwhile: its kept answer, or nil when it kept none (render it yourself,
        /// without calling `finish`).
        case rendered(CachedAnswer?)
    }

    /// The answer for one request that missed the cache: `render` runs unless a render of `key` is running, in
    /// which case the request waits for it and `serve` makes its answer from the kept result (or, when that render
    /// kept nothing, `render` runs for this request alone).
    /// - Parameters:
    ///   - render: Renders now; returns this request's answer and what it kept (nil for none).
    ///   - serve: This request's answer from another request's kept render.
    func answer(
        for key: String, render: () async throws -> (response: Response, kept: CachedAnswer?),
        serve: (CachedAnswer) -> Response
    ) async throws -> Response {
        if case .rendered(let shared) = await turn(for: key) {
            if let shared { return serve(shared) }
            return try await render().response
        }
        do {
            let (response, kept) = try await render()
            finish(key, with: kept)
            return response
        } catch {
            finish(key, with: nil)
            throw error
        }
    }

    /// Takes the render of `key` (the cache key and the stamp), or waits for the one running.
    func turn(for key: String) async -> Turn {
        let leads = waiting.withLock { waiting in
            guard waiting[key] == nil else { return false }
            waiting[key] = []
            return true
        }
        if leads { return .render }
        let answer = await withCheckedContinuation { continuation in
            let queued = waiting.withLock { waiting in
                guard waiting[key] != nil else { return false }
                waiting[key]?.append(continuation)
                return true
            }
            // The render finished between the two looks: the cache has its answer, or it kept none.
            if !queued { continuation.resume(returning: nil) }
        }
        return .rendered(answer)
    }

    /// Ends the render of `key`, handing its kept answer (nil when it kept none or failed) to the requests waiting.
    func finish(_ key: String, with answer: CachedAnswer?) {
        let waiters = waiting.withLock { $0.removeValue(forKey: key) } ?? []
        for waiter in waiters { waiter.resume(returning: answer) }
    }

    /// The number of renders running (diagnostics and tests).
    var running: Int { waiting.withLock { $0.count } }

    /// The number of requests waiting for the render of `key` (tests).
    func waiters(for key: String) -> Int { waiting.withLock { $0[key]?.count ?? 0 } }
}

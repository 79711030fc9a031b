import HTTPServer

extension Request {
    /// Whether the answer is JSON: the API, and clients that ask for it (the pages' progressive-enhancement `fetch`).
    var wantsJSON: Bool {
        path.hasPrefix("/api/") || (headers["Accept"]?.contains("application/json") ?? false)
    }
}

import HTTPServer

/// `GET /metrics`: every metric in Prometheus' text format (`MetricsText`), for clients that may change things:
/// loopback (unless `--no-trust-loopback`) and `--trusted-network` clients, a logged-in browser, or a scraper that
/// sends `Authorization: Bearer <access code>`. Others get a plain-text 401 (429 after too many wrong codes).
struct MetricsRoute: Sendable {
    let site: Site

    func register(in router: inout Router) {
        let site = site
        router.get("/metrics") { request in
            switch await site.authenticator.apiWriteAccess(request) {
            case .allowed:
                let text = await MetricsText.render(site.metrics, build: BuildInfo.current)
                return Response(
                    status: .ok, headers: ["Content-Type": MetricsText.contentType, "Cache-Control": "no-store"],
                    body: .bytes(Array(text.utf8)))
            case .denied:
                var response = Response.text(
                    "401 Unauthorized: /metrics is for loopback and trusted networks, or send the access code as "
                        + "\"Authorization: Bearer <code>\".\n",
                    status: .unauthorized)
                response.headers["WWW-Authenticate"] = "Bearer realm=\"hearth\""
                return response
            case .throttled(let seconds):
                var response = Response.text(
                    "429 Too Many Requests: too many wrong access codes from this address; try again in \(seconds) s.\n",
                    status: .tooManyRequests)
                response.headers["Retry-After"] = String(seconds)
                return response
            }
        }
    }
}

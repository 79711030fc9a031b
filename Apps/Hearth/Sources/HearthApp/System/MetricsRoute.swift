import HTTPServer

/// `GET /metrics`: every metric in Prometheus' text format (`MetricsText`), for the clients that may change things
/// (`site.requireAPIWrite`): loopback (unless `--no-trust-loopback`) and `--trusted-network` clients, a logged-in
/// browser, or a scraper that sends `Authorization: Bearer <access code>`. Others get a plain-text 401 that says
/// so (429 after too many wrong codes), with the same headers as the API's.
struct MetricsRoute: Sendable {
    let site: Site

    func register(in router: inout Router) {
        let site = site
        router.get("/metrics") { request in
            do {
                try await site.requireAPIWrite(request)
            } catch let refusal as any ResponseError {
                var response = Response.text(
                    "\(refusal.status.code): /metrics is for loopback and trusted networks, or a client with the access "
                        + "code. \(refusal.message)\n", status: refusal.status)
                for (name, value) in refusal.headers { response.headers[name] = value }
                return response
            }
            let text = await MetricsText.render(site.metrics, build: BuildInfo.current)
            return Response(
                status: .ok, headers: ["Content-Type": MetricsText.contentType, "Cache-Control": "no-store"],
                body: .bytes(Array(text.utf8)))
        }
    }
}

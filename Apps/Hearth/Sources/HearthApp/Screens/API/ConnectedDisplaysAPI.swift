import HTTPServer

/// `GET /api/v1/displays` (the screens connected now) and `PUT /api/v1/displays/{clientId}` (a display reports its
/// state). The report is open to every client, like noise control: a wall display has no access code.
struct ConnectedDisplaysAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/displays") { _ in list() }
        router.put("/api/v1/displays/{clientId}") { request in try report(request) }
    }

    func list() -> Response {
        var response = Response.stableJSON(
            ConnectedDisplaysPayload(site.displays.snapshot(), timeZone: site.configuration.timeZone))
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    /// Stores the report (and its battery); answers `{"connected": bool, "display": {…}|null}`: whether that
    /// browser has an `/events` stream open now, and the entry as listed.
    func report(_ request: Request) throws -> Response {
        let clientId = request.parameters["clientId"] ?? ""
        guard ConnectedDisplays.isValidClientID(clientId) else {
            throw DisplayReportError.invalidField(
                "clientId", "must be the display's id: 8–64 letters, digits or dashes")
        }
        let report = try DisplayReport.parse(ReportFields(fields: try ReportFields.object(of: request)))
        if let battery = report.battery {
            try site.batteries.record(battery, displayId: clientId, profile: report.profile)
        }
        let connected = site.displays.record(report, clientId: clientId)
        let entry = connected ? site.displays.display(clientId: clientId) : nil
        return .stableJSON(
            ReportAnswer(
                connected: connected,
                display: entry.map { ConnectedDisplayPayload(display: $0, timeZone: site.configuration.timeZone) }))
    }

    private struct ReportAnswer: Encodable {
        var connected: Bool
        var display: ConnectedDisplayPayload?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(connected, forKey: .connected)
            try container.encode(display, forKey: .display)
        }

        private enum CodingKeys: String, CodingKey { case connected, display }
    }
}

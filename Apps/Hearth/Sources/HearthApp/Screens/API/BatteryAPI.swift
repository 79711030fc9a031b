import Battery
import HTTPServer

/// `GET /api/v1/battery` (the server's battery, or a display's own with `?display=<clientId>`) and
/// `PUT /api/v1/battery` (a display reports its own). Open to every client, like noise control: a battery level is
/// no secret, and a wall display has no access code.
struct BatteryAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/battery") { request in read(request) }
        router.put("/api/v1/battery") { request in try report(request) }
    }

    /// The display's own battery when `?display=` names one that reported within ten minutes, else the server's;
    /// `{"battery": null, "source": null}` when there is none (hide the overlay).
    func read(_ request: Request) -> Response {
        let zone = site.configuration.timeZone
        if let id = request.query["display"], let entry = site.batteries.displayBattery(id) {
            return noStore(.stableJSON(BatteryPayload.display(entry, timeZone: zone)))
        }
        return noStore(.stableJSON(BatteryPayload.server(site.batteries.serverBattery(), timeZone: zone)))
    }

    /// `{"displayId", "profile", "level" 0…1, "charging", "chargingTime", "dischargingTime"}`.
    func report(_ request: Request) throws -> Response {
        let fields = ReportFields(fields: try ReportFields.object(of: request))
        try fields.requireOnly(BatteryReportInput.fieldNames.union(["displayId", "profile"]))
        guard let displayId = try fields.string("displayId", maximumLength: 64),
            ConnectedDisplays.isValidClientID(displayId)
        else {
            throw DisplayReportError.invalidField(
                "displayId", "must be the display's id: 8–64 letters, digits or dashes")
        }
        let profile = try fields.string("profile", maximumLength: DisplayReport.maximumProfileLength)
        let battery = try BatteryReportInput.parse(fields)
        let entry = try site.batteries.record(battery, displayId: displayId, profile: profile)
        return .stableJSON(BatteryPayload.display(entry, timeZone: site.configuration.timeZone))
    }

    private func noStore(_ response: Response) -> Response {
        var response = response
        response.headers["Cache-Control"] = "no-store"
        return response
    }
}

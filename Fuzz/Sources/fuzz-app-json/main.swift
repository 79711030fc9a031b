import AudioPlayback
import DisplayCore
import Foundation
import FuzzDriver
import HTTPServer
import HearthBasics

@testable import HearthApp

/// Reads a JSON request body the way one of the app's handlers does, chosen by the first byte.
func readBody(_ selector: UInt8, _ request: Request) {
    let body = request.body
    switch selector % 11 {
    case 0: _ = try? request.decodeJSON(as: CategoryChange.self)
    case 1: _ = try? NoiseChange.parse(json: request.decodeJSON(as: [String: JSONValue].self))
    case 2: _ = try? DisplayProfileInput(request, over: .default)
    case 3: _ = try? DisplayReport.parse(ReportFields(fields: ReportFields.object(of: request)))
    case 4: _ = try? BatteryReportInput.parse(ReportFields(fields: ReportFields.object(of: request)))
    case 5: _ = try? SettingsChange.parse(json: request)
    case 6: _ = try? QuietHoursChange.parse(json: body)
    case 7: _ = try? WebhookDraft.parse(json: body)
    case 8: _ = try? AlarmSettings.parse(json: body, applyingTo: AlarmSettings())
    case 9: _ = try? request.decodeJSON(as: HolidayCalendarInput.self)
    default: _ = try? request.decodeJSON(as: HearthSettings.self)
    }
}

// The app's own JSON inputs (categories, noise changes, display profiles and reports, battery reports, settings,
// quiet hours, webhooks, alarm settings, holiday calendars): byte 0 picks the reader, the rest is the body.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard let selector = bytes.first else { return }
        let request = Request(
            method: .post, path: "/api/v1", headers: ["Content-Type": "application/json"],
            body: Array(bytes.dropFirst()))
        readBody(selector, request)
    })

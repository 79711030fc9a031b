import AlarmKitCore
import Appearance
import AudioPlayback
import Battery
import DaysCore
import DisplayCore
import Foundation
import FuzzDriver
import HTTPServer
import HearthBasics

/// Decodes a JSON request body into one of the API's input types, chosen by the first byte.
func decodeBody(_ selector: UInt8, _ request: Request) {
    switch selector % 14 {
    case 0: _ = try? request.decodeJSON(as: DayDraft.self)
    case 1: _ = try? request.decodeJSON(as: Day.self)
    case 2: _ = try? request.decodeJSON(as: DaysCore.Category.self)
    case 3: _ = try? request.decodeJSON(as: [Reminder].self)
    case 4: _ = try? request.decodeJSON(as: Alarm.self)
    case 5: _ = try? request.decodeJSON(as: AlarmBoard.self)
    case 6: _ = try? AlarmArchive.decode(Data(request.body))
    case 7: _ = try? request.decodeJSON(as: Mix.self)
    case 8: _ = try? request.decodeJSON(as: MixPreset.self)
    case 9: _ = try? request.decodeJSON(as: [String: JSONValue].self)
    case 10: _ = try? DisplayStyle.decode(json: Data(request.body))
    case 11: _ = try? request.decodeJSON(as: AppearanceSettings.self)
    case 12: _ = try? request.decodeJSON(as: BrowserBatteryReport.self)
    default: _ = try? request.decodeJSON(as: BatteryState.self)
    }
}

// The JSON bodies of the API's resources (days, categories, alarms, mixes, profiles, settings) and the stored JSON
// the app reads back: byte 0 picks the type, the rest is the body.
exit(
    hearth_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard let selector = bytes.first else { return }
        let request = Request(
            method: .post, path: "/api", headers: ["Content-Type": "application/json"], body: Array(bytes.dropFirst()))
        decodeBody(selector, request)
    })

import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics

/// The speaker's JSON API, a thin adapter over `SoundService`: `GET /api/v1/speaker`, `PUT /api/v1/speaker`
/// (`{"device": "hw:1,0" | null}`, the access code; 409 when `--speaker` set it).
struct SpeakerAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/speaker") { _ in .stableJSON(site.sound.speakerStatus) }
        router.put("/api/v1/speaker") { request in try await updateSpeaker(request) }
    }

    /// Sets the speaker's device: `{"device": "hw:1,0"}`, or `{"device": null}` for off; a bad field changes nothing.
    func updateSpeaker(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let object = try request.decodeJSON(as: [String: JSONValue].self)
        for key in object.keys.sorted() where key != "device" { throw SoundError.unknownField(key) }
        let device: String?
        switch object["device"] {
        case .string(let name)?: device = name
        case .null?: device = nil
        default: throw SoundError.invalidDevice
        }
        return .stableJSON(try await site.sound.setSpeakerDevice(device))
    }
}

import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics

/// The noise JSON API, a thin adapter over `NoiseService`:
/// `GET/PUT /api/v1/noise`, `POST /api/v1/noise/extend` (open to every client, like the display);
/// `GET /api/v1/sounds`, `POST /api/v1/sounds` (upload), `DELETE /api/v1/sounds/{id}`;
/// `GET/POST /api/v1/mixes`, `DELETE /api/v1/mixes/{id}` (writes need the access code). The speaker's API is the
/// Sound feature's (`Sound/API/SpeakerAPI.swift`).
struct NoiseAPI: Sendable {
    let site: Site

    private var noise: NoiseService { site.noise }

    func register(in router: inout Router) {
        router.get("/api/v1/noise") { _ in .stableJSON(noise.state) }
        router.put("/api/v1/noise") { request in try await update(request) }
        router.post("/api/v1/noise/extend") { _ in .stableJSON(try await noise.extend()) }
        router.get("/api/v1/sounds") { _ in .stableJSON(noise.sounds.map(SoundBody.init)) }
        router.post("/api/v1/sounds") { request in try await upload(request) }
        router.delete("/api/v1/sounds/{id}") { request in
            try await site.requireAPIWrite(request)
            try await noise.deleteSound(id: request.parameters["id"] ?? "")
            return Response(status: .noContent)
        }
        router.get("/api/v1/mixes") { _ in .stableJSON(try await noise.mixes()) }
        router.post("/api/v1/mixes") { request in try await createMix(request) }
        router.delete("/api/v1/mixes/{id}") { request in
            try await site.requireAPIWrite(request)
            let id = try request.parameters.require("id", as: UUID.self, notFound: NoiseError.notFound)
            try await noise.deleteMix(id: id)
            return Response(status: .noContent)
        }
    }

    /// Applies a partial JSON object such as `{"sound": "rain", "playing": true}`; a bad field changes nothing.
    func update(_ request: Request) async throws -> Response {
        let change = try NoiseChange.parse(json: try request.decodeJSON(as: [String: JSONValue].self))
        return .stableJSON(try await noise.apply(change))
    }

    /// Stores the body's audio file (`?name=` names it) as a custom sound: 201 with the sound.
    func upload(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let sound = try await noise.upload(name: request.query["name"] ?? "", bytes: request.body)
        var response = Response.stableJSON(SoundBody(sound), status: .created)
        response.headers["Location"] = sound.url
        return response
    }

    /// Saves `{"name", "mix": [{"sound", "volume"}], "volume"}`: 201 with the mix.
    func createMix(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let object = try request.decodeJSON(as: [String: JSONValue].self)
        for key in object.keys.sorted() where !["name", "mix", "volume"].contains(key) {
            throw NoiseError.unknownField(key)
        }
        guard case .string(let name)? = object["name"] else {
            throw NoiseError.invalidField(field: "name", rule: .name)
        }
        guard case .array(let items)? = object["mix"] else {
            throw NoiseError.invalidField(field: "mix", rule: .mixList)
        }
        let tracks = try items.enumerated().map { index, item in
            try MixTrack.parse(json: item, field: "mix[\(index)]")
        }
        let volume = try object["volume"].map { try $0.volume(field: "volume") } ?? .full
        let saved = try await noise.saveMix(name: name, mix: Mix(tracks: tracks, volume: volume))
        var response = Response.stableJSON(saved, status: .created)
        response.headers["Location"] = "/api/v1/mixes/\(saved.id.uuidString.lowercased())"
        return response
    }
}

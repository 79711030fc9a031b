import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics
import Synchronization

/// A partial change of the noise player, from `PUT /api/v1/noise` or from the noise page's forms. Fields left `nil`
/// keep their value; `sleepTimerMinutes` is `.some(nil)` to turn the timer off. Parsing checks types only; the
/// rules (catalog, ranges, outputs) are AudioPlayback's `PlayerState.apply`, reached through `apply(to:at:service:)`
/// on the one write path.
struct NoiseChange: Sendable, Equatable {
    /// One sound alone: the mix becomes this sound (keeping its volume when it was in the mix).
    var sound: String?
    var playing: Bool?
    /// The master volume.
    var volume: Volume?
    var mix: [MixTrack]?
    var outputs: [String]?
    var sleepTimerMinutes: Double??
    var fadeOutSeconds: Double?

    /// The fields the server computes; a request that sets one is refused.
    static let readOnlyFields: Set<String> = ["stopsAt", "state", "fadeStartsAt"]

    /// Parses a JSON object such as `{"sound": "rain-heavy", "playing": true}`.
    /// - Throws: `NoiseError` naming the first field that is not of its type, unknown or read-only.
    static func parse(json object: [String: JSONValue]) throws(NoiseError) -> NoiseChange {
        var change = NoiseChange()
        for (name, value) in object.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "sound":
                guard case .string(let id) = value else { throw .invalidField(field: name, rule: .soundId) }
                change.sound = id
            case "playing":
                guard case .bool(let flag) = value else { throw .invalidField(field: name, rule: .boolean) }
                change.playing = flag
            case "volume": change.volume = try value.volume(field: name)
            case "mix":
                guard case .array(let items) = value else { throw .invalidField(field: name, rule: .mixList) }
                change.mix = try items.enumerated().map { index, item throws(NoiseError) in
                    try MixTrack.parse(json: item, field: "mix[\(index)]")
                }
            case "outputs":
                guard case .array(let items) = value else { throw .invalidField(field: name, rule: .outputs) }
                change.outputs = try items.map { item throws(NoiseError) in
                    guard case .string(let output) = item else { throw .invalidField(field: name, rule: .outputs) }
                    return output
                }
            case "sleepTimerMinutes":
                if case .null = value {
                    change.sleepTimerMinutes = .some(nil)
                } else {
                    guard case .number(let minutes) = value else {
                        throw .invalidField(field: name, rule: .sleepTimer)
                    }
                    change.sleepTimerMinutes = .some(minutes)
                }
            case "fadeOutSeconds":
                guard case .number(let seconds) = value else { throw .invalidField(field: name, rule: .fadeOut) }
                change.fadeOutSeconds = seconds
            default:
                if readOnlyFields.contains(name) { throw .readOnlyField(name) }
                throw .unknownField(name)
            }
        }
        return change
    }

    /// The change as AudioPlayback's `PlayerChange` (its rules: catalog, ranges, outputs, play, sleep timer).
    var playerChange: PlayerChange {
        PlayerChange(
            sound: sound, playing: playing, volume: volume, mix: mix, outputs: outputs,
            sleepTimerMinutes: sleepTimerMinutes, fadeOutSeconds: fadeOutSeconds)
    }

    /// Applies the change to a stored state at `now` with AudioPlayback's `PlayerState.apply` (the player and the
    /// sleep timer setting).
    /// - Throws: `NoiseError` naming the field; `stored` is then unchanged.
    func apply(to stored: inout NoiseService.Stored, at now: Date, service: NoiseService) throws(NoiseError) {
        var player = stored.player
        var setting = stored.sleepTimerMinutes
        do throws(PlayerChangeError) {
            try player.apply(
                playerChange, at: now, catalog: service.catalog, speakerAvailable: service.hasSpeaker,
                sleepTimerSetting: &setting)
        } catch {
            throw NoiseError(error)
        }
        stored.player = player
        stored.sleepTimerMinutes = setting
    }
}

extension MixTrack {
    /// Parses `{"sound": "rain-heavy", "volume": 70}`; a missing volume is full.
    static func parse(json value: JSONValue, field: String) throws(NoiseError) -> MixTrack {
        guard case .object(let object) = value else { throw .invalidField(field: field, rule: .mixList) }
        for key in object.keys.sorted() where key != "sound" && key != "volume" {
            throw .unknownField("\(field).\(key)")
        }
        guard case .string(let sound)? = object["sound"] else {
            throw .invalidField(field: "\(field).sound", rule: .soundId)
        }
        let volume = try object["volume"].map { value throws(NoiseError) in try value.volume(field: "\(field).volume") }
        return MixTrack(sound: sound, volume: volume ?? .full)
    }
}

extension JSONValue {
    /// A volume: a number from 0 to 100.
    func volume(field: String) throws(NoiseError) -> Volume {
        guard case .number(let percent) = self, let volume = try? Volume(percent: percent) else {
            throw .invalidField(field: field, rule: .volume)
        }
        return volume
    }
}

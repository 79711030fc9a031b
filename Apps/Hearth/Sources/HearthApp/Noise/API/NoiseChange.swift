import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics
import Synchronization

/// A partial change of the noise player, from `PUT /api/v1/noise` or from the noise page's forms. Fields left `nil`
/// keep their value; `sleepTimerMinutes` is `.some(nil)` to turn the timer off. Parsing checks types only; the
/// rules (catalog, ranges, outputs) are applied by `apply(to:at:service:)`, on the one write path.
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

    /// Applies the change to a stored state at `now`: mix, volume, outputs and fade-out first, then play or stop,
    /// then the sleep timer (a setting, applied whenever play starts).
    /// - Throws: `NoiseError` naming the field; `stored` is then left half-changed and must be dropped.
    func apply(to stored: inout NoiseService.Stored, at now: Date, service: NoiseService) throws(NoiseError) {
        var player = stored.player
        let wasPlaying = player.phase(at: now) != .stopped
        if let sound {
            guard service.sound(id: sound) != nil else { throw .unknownSound(field: "sound", id: sound) }
            let volume = player.mix.tracks.first { $0.sound == sound }?.volume ?? .full
            player.mix.tracks = [MixTrack(sound: sound, volume: volume)]
        }
        if let mix { player.mix.tracks = mix }
        if let volume { player.mix.volume = volume }
        if let issue = player.mix.validationIssues(against: service.catalog).first {
            throw NoiseError(issue)
        }
        if let outputs {
            let parsed = outputs.compactMap(AudioOutput.init(string:))
            guard parsed.count == outputs.count, !parsed.isEmpty else {
                throw .invalidField(field: "outputs", rule: .outputs)
            }
            if parsed.contains(.speaker), !service.hasSpeaker { throw .speakerOff }
            player.outputs = Set(parsed)
        }
        do throws(PlayerError) {
            if let fadeOutSeconds { try player.setFadeOut(seconds: fadeOutSeconds, at: now) }
            if let minutes = sleepTimerMinutes ?? nil, !SleepTimer.minutesRange.contains(minutes) {
                throw PlayerError.timerOutOfRange(minutes: minutes)
            }
            if playing == true, player.mix.tracks.isEmpty { throw PlayerError.emptyMix }
            if playing == false || player.mix.tracks.isEmpty {
                player.stop(at: now)
            } else if playing == true {
                try player.play(at: now)
            }
            if let setting = sleepTimerMinutes { stored.sleepTimerMinutes = setting }
            let isPlaying = player.phase(at: now) != .stopped
            if isPlaying, sleepTimerMinutes != nil || !wasPlaying {
                if let minutes = stored.sleepTimerMinutes {
                    try player.setSleepTimer(minutes: minutes, at: now)
                } else if sleepTimerMinutes != nil {
                    player.cancelSleepTimer(at: now)
                }
            }
        } catch {
            throw NoiseError(error)
        }
        stored.player = player
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

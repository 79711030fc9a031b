import AudioPlayback
import HTTPServer

/// The noise page's player form (`POST /noise`) read into a `NoiseChange`: every field present is applied (the bar's
/// form sends only `action`). `action` is `play`, `stop` or `apply`; `remove` names a sound to take out of the mix;
/// `mix.<id>` fields carry the volumes of the sounds in the mix.
enum NoiseForm {
    /// The change the form asks for.
    /// - Parameter current: The mix now, so `remove` and the volume fields keep its order.
    /// - Throws: `NoiseError` naming the first field that does not parse.
    static func change(from form: FormData, current: [MixTrack]) throws(NoiseError) -> NoiseChange {
        var change = NoiseChange()
        var tracks = current
        var mixChanged = false
        for field in form.fields where field.name.hasPrefix("mix.") {
            let sound = String(field.name.dropFirst("mix.".count))
            let volume = try volume(field.value, field: field.name)
            if let index = tracks.firstIndex(where: { $0.sound == sound }) {
                tracks[index].volume = volume
            } else {
                tracks.append(MixTrack(sound: sound, volume: volume))
            }
            mixChanged = true
        }
        if let removed = form["remove"] {
            tracks.removeAll { $0.sound == removed }
            mixChanged = true
            if tracks.isEmpty { change.playing = false }
        }
        if mixChanged { change.mix = tracks }
        if let text = form["volume"] { change.volume = try volume(text, field: "volume") }
        if let text = form["sleepTimerMinutes"] {
            if text.isEmpty {
                change.sleepTimerMinutes = .some(nil)
            } else {
                guard let minutes = Double(text) else {
                    throw .invalidField(field: "sleepTimerMinutes", rule: .sleepTimer)
                }
                change.sleepTimerMinutes = .some(minutes)
            }
            // The checkboxes come with the full form (marked by its timer select), never with the bar's.
            change.outputs = form.values(for: "outputs").filter { !$0.isEmpty }
        }
        if let text = form["fadeOutSeconds"] {
            guard let seconds = Double(text) else { throw .invalidField(field: "fadeOutSeconds", rule: .fadeOut) }
            change.fadeOutSeconds = seconds
        }
        switch form["action"] {
        case "play": change.playing = true
        case "stop": change.playing = false
        default: break
        }
        return change
    }

    /// The change a tile's form asks for (`POST /noise/sound` with `sound` and `mode`): `toggle` plays the sound alone,
    /// or stops it when it is all that plays, or takes it out of a mix that plays; `add` and `remove` change the mix.
    static func tileChange(sound: String, mode: String?, current: NoiseStateBody) -> NoiseChange {
        var change = NoiseChange()
        let inMix = current.mix.contains { $0.sound == sound }
        switch mode {
        case "add":
            if !inMix { change.mix = current.mix + [MixTrack(sound: sound)] }
            change.playing = true
        case "remove":
            change.mix = current.mix.filter { $0.sound != sound }
            if change.mix?.isEmpty == true { change.playing = false }
        default:
            if inMix && current.playing {
                if current.mix.count == 1 {
                    change.playing = false
                } else {
                    change.mix = current.mix.filter { $0.sound != sound }
                }
            } else {
                change.sound = sound
                change.playing = true
            }
        }
        return change
    }

    private static func volume(_ text: String, field: String) throws(NoiseError) -> Volume {
        guard let percent = Double(text), let volume = try? Volume(percent: percent) else {
            throw .invalidField(field: field, rule: .volume)
        }
        return volume
    }
}

import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics

/// Builds the noise page's view model from the service's state, catalog and mixes, in one language.
struct NoisePageBuilder {
    let noise: NoiseService
    let strings: Strings
    let timeZone: TimeZone
    let language: Language

    init(noise: NoiseService, strings: Strings, timeZone: TimeZone, language: Language) {
        self.noise = noise
        self.strings = strings
        self.timeZone = timeZone
        self.language = language
    }

    init(site: Site, language: Language) {
        self.init(noise: site.noise, strings: site.strings, timeZone: site.configuration.timeZone, language: language)
    }

    private func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        strings.string(key, language, arguments)
    }

    func view(
        query: String, shared: MixLink?, flash: Flash?, failure: NoiseError?, mixName: String, uploadName: String
    ) async throws -> NoisePageView {
        let state = noise.state
        let sounds = noise.sounds
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        let matching = sounds.filter { needle.isEmpty || $0.searchText.contains(needle) }
        let categories = Self.categoryOrder.compactMap { category -> SoundCategoryView? in
            let inCategory = matching.filter { $0.category.rawValue == category }
            guard !inCategory.isEmpty else { return nil }
            return SoundCategoryView(
                label: text("noise.categories.\(category)"), headingId: "category-\(category)",
                sounds: inCategory.map { tile($0, state: state) })
        }
        let mixes = try await noise.mixes()
        var errors: [String: String] = [:]
        var errorList: [FieldErrorView] = []
        if let failure {
            let field = failure.field ?? "player"
            let message = text(failure.formMessageKey, failureArguments(failure))
            errors[Self.formField(field)] = message
            errorList.append(FieldErrorView(anchor: Self.anchor(for: field), message: message))
        }
        return NoisePageView(
            stateJSON: String(decoding: (try? Response.stableJSONBytes(state)) ?? [], as: UTF8.self),
            q: query,
            resultCount: matching.count == 1
                ? text("noise.search.countOne") : text("noise.search.count", ["count": String(matching.count)]),
            noMatches: matching.isEmpty,
            noMatchesText: text("noise.search.noMatches", ["q": query]),
            categories: categories,
            player: player(state),
            hasMixes: !mixes.isEmpty,
            mixes: mixes.map { mix in
                SavedMixView(
                    id: mix.id.uuidString.lowercased(), name: mix.name, summary: summary(of: mix.mix.tracks),
                    playLabel: text("noise.mixes.play", ["name": mix.name]),
                    deleteLabel: text("noise.mixes.delete", ["name": mix.name]))
            },
            mixName: mixName,
            uploadName: uploadName,
            hasCustomSounds: sounds.contains(where: \.isCustom),
            customSounds: sounds.filter(\.isCustom).map { sound in
                CustomSoundView(
                    name: sound.name(language), deleteHref: "/noise/sounds/\(sound.id)/delete",
                    deleteLabel: text("noise.upload.delete", ["name": sound.name(language)]))
            },
            shared: shared.map { sharedView($0) },
            speaker: speakerView(),
            resumeSkipped: noise.interruptedPlayback.map { _ in
                text("noise.resumeSkipped", ["seconds": String(PlaybackGuard.settleTime.components.seconds)])
            },
            flash: flash,
            hasErrors: !errorList.isEmpty,
            errorList: errorList,
            errors: errors)
    }

    /// The home page's card.
    func nowPlaying() -> NowPlayingView {
        let state = noise.state
        let player = player(state)
        return NowPlayingView(
            state: player.state, stateLabel: player.stateLabel, isPlaying: state.playing,
            summary: state.mix.isEmpty ? text("noise.home.idle") : player.summary, leftText: player.leftText,
            stateJSON: String(decoding: (try? Response.stableJSONBytes(state)) ?? [], as: UTF8.self))
    }

    /// Noise first, then nature, mechanical, indoors, the uploads.
    static let categoryOrder = ["noise", "nature", "mechanical", "indoors", "custom"]

    private func tile(_ sound: SoundEntry, state: NoiseStateBody) -> SoundTileView {
        let name = sound.name(language)
        let inMix = state.mix.contains { $0.sound == sound.id }
        return SoundTileView(
            id: sound.id, name: name, description: sound.description(language), glyph: sound.glyph, url: sound.url,
            playsLong: sound.playsLong, variants: sound.variantURLs.joined(separator: " "),
            crossfadeSeconds: sound.playsLong ? String(sound.crossfadeSeconds) : "0", searchText: sound.searchText,
            isPlaying: inMix && state.playing, inMix: inMix, isCustom: sound.isCustom,
            playLabel: text("noise.tile.play", ["name": name]), stopLabel: text("noise.tile.stop", ["name": name]),
            addLabel: text("noise.tile.add", ["name": name]), removeLabel: text("noise.tile.remove", ["name": name]),
            previewLabel: text("noise.tile.preview", ["name": name]))
    }

    private func name(of id: String) -> String { noise.sound(id: id)?.name(language) ?? id }

    private func summary(of mix: [MixTrack]) -> String {
        mix.map { name(of: $0.sound) }.joined(separator: " · ")
    }

    private func percent(_ volume: Volume) -> String { text("noise.player.percent", ["value": MixLink.number(volume)]) }

    private static func slider(_ volume: Volume) -> Int { Int(volume.percent.rounded()) }

    private func player(_ state: NoiseStateBody) -> NoisePlayerView {
        let stateKey = state.state == "fading" ? "stateFading" : state.playing ? "statePlaying" : "stateStopped"
        var leftText = ""
        var stopsAtText = ""
        if state.playing, let stopsAt = state.stopsAt.flatMap(Self.parseInstant) {
            let seconds = max(0, Int(stopsAt.timeIntervalSince(noise.now).rounded(.up)))
            leftText = text("noise.timer.left", ["time": Self.duration(seconds)])
            stopsAtText = text("noise.timer.stopsAt", ["time": clockTime(stopsAt)])
        }
        let timerValue = state.sleepTimerMinutes.map(Self.whole) ?? ""
        var timerValues = ["", "15", "30", "45", "60", "90", "120", "180", "240", "480"]
        if !timerValues.contains(timerValue) { timerValues.append(timerValue) }
        var fadeValues = ["10", "30", "60", "120", "300", "600", "900", "1800"]
        let fadeValue = Self.whole(state.fadeOutSeconds)
        if !fadeValues.contains(fadeValue) { fadeValues.append(fadeValue) }
        return NoisePlayerView(
            state: state.state, stateLabel: text("noise.player.\(stateKey)"), isPlaying: state.playing,
            hasEntries: !state.mix.isEmpty,
            entries: state.mix.map { entry in
                let name = name(of: entry.sound)
                return MixEntryView(
                    sound: entry.sound, name: name, volume: Self.slider(entry.volume),
                    volumeText: percent(entry.volume),
                    inputId: "mix-volume-\(entry.sound)", fieldName: "mix.\(entry.sound)",
                    volumeLabel: text("noise.player.soundVolume", ["name": name]),
                    removeLabel: text("noise.player.remove", ["name": name]))
            },
            summary: summary(of: state.mix), volume: Self.slider(state.volume), volumeText: percent(state.volume),
            hasTimer: !leftText.isEmpty, leftText: leftText, stopsAtText: stopsAtText,
            timerOptions: SelectOption.options(timerValues, selected: timerValue) { value in
                guard let minutes = Int(value) else { return text("noise.timer.off") }
                return minutes >= 60 && minutes % 60 == 0
                    ? text("noise.timer.optionHours", ["hours": String(minutes / 60)])
                    : text("noise.timer.option", ["minutes": value])
            },
            fadeOptions: SelectOption.options(fadeValues, selected: fadeValue) { value in
                let seconds = Int(value) ?? 0
                return seconds >= 60 && seconds % 60 == 0
                    ? text("noise.timer.fadeMinutes", ["minutes": String(seconds / 60)])
                    : text("noise.timer.fadeSeconds", ["seconds": value])
            },
            outputs: outputOptions(state),
            shareHref: MixLink(mix: Mix(tracks: state.mix, volume: state.volume)).path)
    }

    private func outputOptions(_ state: NoiseStateBody) -> [OutputOptionView] {
        var options = [
            OutputOptionView(
                value: "all-displays", label: text("noise.outputs.displays"),
                checked: state.outputs.contains("all-displays"))
        ]
        var profiles = noise.knownProfiles
        for output in state.outputs where output.hasPrefix("display:") {
            let name = String(output.dropFirst("display:".count))
            if !profiles.contains(name) { profiles.append(name) }
        }
        for profile in profiles {
            options.append(
                OutputOptionView(
                    value: "display:\(profile)", label: text("noise.outputs.display", ["name": profile]),
                    checked: state.outputs.contains("display:\(profile)")))
        }
        options.append(
            OutputOptionView(
                value: "speaker", label: text("noise.outputs.speaker"),
                checked: noise.hasSpeaker && state.outputs.contains("speaker"), isSpeaker: true,
                hidden: !noise.hasSpeaker))
        return options
    }

    private func sharedView(_ link: MixLink) -> SharedMixView {
        let known = link.mix.tracks.filter { noise.sound(id: $0.sound) != nil }
        let shared = MixLink(mix: Mix(tracks: known, volume: link.mix.volume))
        return SharedMixView(
            isValid: !known.isEmpty,
            entries: known.map { SharedEntryView(name: name(of: $0.sound), volumeText: percent($0.volume)) },
            mixValue: shared.mixParameter, volume: MixLink.number(link.mix.volume))
    }

    private func speakerView() -> SpeakerView {
        let status = noise.speakerStatus
        guard let device = status.device else {
            return SpeakerView(configured: false, device: "", stateLabel: text("noise.speaker.stateOff"), lastError: "")
        }
        let stateKey: String
        switch status.state {
        case "playing": stateKey = "statePlaying"
        case "error", "unavailable": stateKey = "stateUnavailable"
        case "off": stateKey = "stateOff"
        default: stateKey = "stateIdle"
        }
        return SpeakerView(
            configured: true, device: device, stateLabel: text("noise.speaker.\(stateKey)"),
            lastError: status.lastError ?? "")
    }

    private func failureArguments(_ failure: NoiseError) -> [String: String] {
        switch failure {
        case .unknownSound(_, let id): ["id": id]
        case .damagedFile(let reason): ["reason": reason]
        case .soundTooLong(_, let limit):
            [
                "limit": String(NoiseError.mebibytes(limit)), "stereo": NoiseError.minutes(limit, channels: 2),
                "mono": NoiseError.minutes(limit, channels: 1),
            ]
        default: [:]
        }
    }

    /// The form field an API field's error belongs beside (`mix[0].volume` → `mix`).
    static func formField(_ field: String) -> String {
        if field.hasPrefix("mix") { return "mix" }
        if field == "name" || field == "file" || field == "volume" || field == "outputs" { return field }
        if field == "sleepTimerMinutes" || field == "fadeOutSeconds" { return field }
        return "player"
    }

    static func anchor(for field: String) -> String {
        switch formField(field) {
        case "volume": "noise-master"
        case "sleepTimerMinutes": "noise-timer"
        case "fadeOutSeconds": "noise-fade"
        case "outputs": "field-outputs"
        case "name": "mix-name"
        case "file": "upload-file"
        default: "player"
        }
    }

    /// A number without a needless `.0` (`30`, `7.5`).
    static func whole(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `1:05:09` or `4:09`.
    static func duration(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        let rest = seconds % 60
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    static func parseInstant(_ text: String) -> Date? {
        InstantFormat.date(from: text)
    }

    private func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = language.locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate("jmm")
        return formatter.string(from: date)
    }
}

/// The home page's "now playing" card.
struct NowPlayingView: Sendable {
    var state: String
    var stateLabel: String
    var isPlaying: Bool
    var summary: String
    var leftText: String
    var stateJSON: String
}

/// An uploaded sound in the upload section, with its delete link.
struct CustomSoundView: Sendable {
    var name: String
    var deleteHref: String
    var deleteLabel: String
}

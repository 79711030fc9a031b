import AlarmKitCore
import AudioPlayback
import Foundation

/// The alarm tones a person can pick, from the alarm catalog `web/alarm-sounds.json` (AudioPlayback's catalog
/// format: `{"version": 1, "sounds": [{"id", "name": {"en", "zh-Hans"}, "isDefault"}]}`); each is served as
/// `/sounds/{id}.wav`. With no tone AlarmKitCore accepts, its default tone is the one choice.
struct AlarmTones: Sendable {
    /// One tone.
    struct Tone: Sendable, Equatable {
        var id: String
        var english: String
        var chinese: String

        /// The tone's name in a language.
        func name(in language: Language) -> String { language == .simplifiedChinese ? chinese : english }
    }

    /// The tones, in catalog order.
    var tones: [Tone]
    /// The tone that plays when an alarm's sound is not in the catalog (an ambient mix, a removed tone).
    var fallback: String

    init(tones: [Tone], fallback: String? = nil) {
        self.tones = tones.isEmpty ? [Tone(id: Alarm.defaultSound.id, english: "Bell", chinese: "铃声")] : tones
        self.fallback = fallback ?? self.tones[0].id
    }

    /// The tones of the alarm catalog (`web/alarm-sounds.json`, read and checked once by `SoundService`): those
    /// whose id AlarmKitCore accepts, with the catalog's default as the fallback.
    init(catalog: SoundCatalog) {
        let tones = catalog.entries.filter { AlarmSound.isValidId($0.id) }.map {
            Tone(id: $0.id, english: $0.name.english, chinese: $0.name.simplifiedChinese)
        }
        self.init(tones: tones, fallback: catalog.entries.first { $0.isDefault }?.id)
    }

    /// The fallback tone's name in a language.
    func fallbackName(in language: Language) -> String {
        tones.first { $0.id == fallback }?.name(in: language) ?? fallback
    }

    /// The URL the browsers play for a sound: its tone, or the fallback tone for a mix or an unknown id.
    func url(for sound: AlarmSound) -> String {
        if case .tone(let id) = sound, tones.contains(where: { $0.id == id }) { return "/sounds/\(id).wav" }
        return "/sounds/\(fallback).wav"
    }
}

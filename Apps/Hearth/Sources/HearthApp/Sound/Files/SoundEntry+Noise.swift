import AudioPlayback

extension SoundEntry {
    /// Where pages fetch the sound: a rendered loop (`/sounds/<id>.wav`) or the uploaded file with its format's
    /// extension.
    var url: String {
        switch source {
        case .generator: "/sounds/\(id).wav"
        case .file(let path): "/sounds/\(id).\(path.split(separator: ".").last.map(String.init) ?? "wav")"
        }
    }

    /// Where pages fetch a long-play sound's other variants (`/sounds/<id>.wav?variant=1…3`, each a seamless loop
    /// seeded differently), to chain after `url` with crossfades; empty for other sounds.
    var variantURLs: [String] {
        guard playsLong else { return [] }
        return (1...SoundEntry.longPlayVariantCount).map { "\(url)?variant=\($0)" }
    }

    /// Whether the user uploaded it (only those can be deleted).
    var isCustom: Bool { category == .custom }

    /// The name in `language`.
    func name(_ language: Language) -> String { name.text(for: language.rawValue) }

    /// The description in `language`.
    func description(_ language: Language) -> String { description.text(for: language.rawValue) }

    /// Names and descriptions in both languages, lower-cased, for search.
    var searchText: String {
        [
            name.english, name.simplifiedChinese, description.english, description.simplifiedChinese, id,
            category.rawValue,
        ]
        .joined(separator: " ").lowercased()
    }

    /// A picture for the tile (an emoji: no image to load, legible at any size).
    var glyph: String {
        if case .generator(let spec) = source {
            switch spec.kind {
            case .whiteNoise: return "⚪"
            case .pinkNoise: return "🌸"
            case .brownNoise: return "🟤"
            case .heavyRain, .lightRain: return "🌧️"
            case .thunderstorm: return "⛈️"
            case .oceanWaves: return "🌊"
            case .stream: return "💧"
            case .wind: return "🌬️"
            case .fan: return "🌀"
            case .airConditioner: return "❄️"
            case .trainCabin: return "🚆"
            case .airplaneCabin: return "✈️"
            case .fireplace: return "🔥"
            case .clockTicking: return "🕰️"
            case .cafe: return "☕"
            default: return "🔔"
            }
        }
        return "🎵"
    }
}

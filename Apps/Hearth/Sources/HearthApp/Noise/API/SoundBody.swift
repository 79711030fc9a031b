import AudioPlayback

/// A sound as `GET /api/v1/sounds` lists it: the catalog entry's id, names, category, description and default flag,
/// where to fetch it, whether it was uploaded, and for a long-play sound its variants (played after `url`, each
/// joined to the next with an equal-power crossfade of `crossfadeSeconds`).
struct SoundBody: Encodable, Sendable, Equatable {
    var id: String
    var name: LocalizedText
    var category: SoundCategory
    var description: LocalizedText
    var isDefault: Bool
    var isCustom: Bool
    var url: String
    var variants: [String]
    var crossfadeSeconds: Double

    init(_ entry: SoundEntry) {
        id = entry.id
        name = entry.name
        category = entry.category
        description = entry.description
        isDefault = entry.isDefault
        isCustom = entry.isCustom
        url = entry.url
        variants = entry.variantURLs
        crossfadeSeconds = entry.playsLong ? entry.crossfadeSeconds : 0
    }
}

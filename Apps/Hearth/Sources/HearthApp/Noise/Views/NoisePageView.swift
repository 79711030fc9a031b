/// The noise page's view model (`noise/page.mustache` and its partials).
struct NoisePageView: Sendable {
    /// The player state as JSON, for noise.js to start from without a request.
    var stateJSON: String
    var q: String
    var resultCount: String
    var noMatches: Bool
    var noMatchesText: String
    var categories: [SoundCategoryView]
    var player: NoisePlayerView
    var hasMixes: Bool
    var mixes: [SavedMixView]
    var mixName: String
    var uploadName: String
    var hasCustomSounds: Bool
    var customSounds: [CustomSoundView]
    var shared: SharedMixView?
    var speaker: SpeakerView
    /// Says that this run did not resume playback because the last one died just after starting it; nil otherwise.
    var resumeSkipped: String?
    var flash: Flash?
    var hasErrors: Bool
    var errorList: [FieldErrorView]
    /// Messages by field name (`errors.volume`), shown beside the field.
    var errors: [String: String]
}

/// One category of the sound grid.
struct SoundCategoryView: Sendable {
    var label: String
    var headingId: String
    var sounds: [SoundTileView]
}

/// One sound's tile.
struct SoundTileView: Sendable {
    var id: String
    var name: String
    var description: String
    var glyph: String
    var url: String
    /// A long-play sound's variants, space-separated (empty for others), and the crossfade between them in seconds.
    var playsLong: Bool
    var variants: String
    var crossfadeSeconds: String
    /// Lower-cased name, description and category in both languages, for searching as you type.
    var searchText: String
    var isPlaying: Bool
    var inMix: Bool
    var isCustom: Bool
    var playLabel: String
    var stopLabel: String
    var addLabel: String
    var removeLabel: String
    var previewLabel: String
}

/// The "Now playing" panel and the bottom bar.
struct NoisePlayerView: Sendable {
    /// `stopped`, `playing` or `fading`.
    var state: String
    var stateLabel: String
    var isPlaying: Bool
    var hasEntries: Bool
    var entries: [MixEntryView]
    /// The names of the sounds in the mix, joined.
    var summary: String
    var volume: Int
    var volumeText: String
    var hasTimer: Bool
    var leftText: String
    var stopsAtText: String
    var timerOptions: [SelectOption]
    var fadeOptions: [SelectOption]
    var outputs: [OutputOptionView]
    var shareHref: String
}

/// One sound of the mix with its slider.
struct MixEntryView: Sendable {
    var sound: String
    var name: String
    var volume: Int
    var volumeText: String
    var inputId: String
    var fieldName: String
    var volumeLabel: String
    var removeLabel: String
}

/// One output checkbox.
struct OutputOptionView: Sendable {
    var value: String
    var label: String
    var checked: Bool
    /// The speaker's option: always there, hidden (and disabled) while no speaker is set up, so a page can show it
    /// when the `speaker` event says one is.
    var isSpeaker = false
    var hidden = false
}

/// A saved mix in the list.
struct SavedMixView: Sendable {
    var id: String
    var name: String
    var summary: String
    var playLabel: String
    var deleteLabel: String
}

/// The card shown for a shared link (`/noise?mix=…`).
struct SharedMixView: Sendable {
    var isValid: Bool
    var entries: [SharedEntryView]
    var mixValue: String
    var volume: String
}

/// One sound of a shared mix.
struct SharedEntryView: Sendable {
    var name: String
    var volumeText: String
}

/// The speaker's status on the noise page.
struct SpeakerView: Sendable {
    var configured: Bool
    var device: String
    var stateLabel: String
    /// Empty when there was none.
    var lastError: String
}

/// One line of the error summary: the field's anchor and the message.
struct FieldErrorView: Sendable {
    var anchor: String
    var message: String
}

import AudioPlayback
import Foundation
import HTTPServer

/// What the noise player plays now, as another feature shows it (the display's "sound playing" overlay and the
/// state `noise.js` follows there). The Noise feature answers it (`NoiseNowPlaying`); the composition root hands it
/// to `site.ports`.
protocol NowPlayingLine: Sendable {
    /// Moves with every change of the player (a page showing the line depends on it).
    var version: DataVersion { get }
    /// The sound playing now, in `language`.
    func overlayLine(language: Language) -> NowPlayingOverlay
    /// The home page's card of the player (`noise/now-playing`), in `language`.
    func homeCard(language: Language) -> NowPlayingView
}

/// The sound playing, for an overlay: whether it plays, its line ("Playing: Rain · Fan"), and the player's state as
/// JSON for the page's script.
struct NowPlayingOverlay: Sendable {
    var isPlaying: Bool
    var text: String
    var stateJSON: String
}

/// The Noise feature's `NowPlayingLine`.
struct NoiseNowPlaying: NowPlayingLine {
    let noise: NoiseService
    let strings: Strings
    let timeZone: TimeZone

    var version: DataVersion { noise.version }

    func overlayLine(language: Language) -> NowPlayingOverlay {
        let state = noise.state
        let names = state.mix.map { noise.sound(id: $0.sound)?.name(language) ?? $0.sound }.joined(separator: " · ")
        return NowPlayingOverlay(
            isPlaying: state.playing,
            text: state.playing ? strings.string("noise.display.playing", language, ["name": names]) : "",
            stateJSON: String(decoding: (try? Response.stableJSONBytes(state)) ?? [], as: UTF8.self))
    }

    func homeCard(language: Language) -> NowPlayingView {
        NoisePageBuilder(noise: noise, strings: strings, timeZone: timeZone, language: language).nowPlaying()
    }
}

/// Where a sound's audio comes from: synthesized by a generator, or an audio file.
public enum SoundSource: Hashable, Sendable {
    /// Synthesized by AudioPlayback.
    case generator(GeneratorSpec)
    /// An audio file (WAV, FLAC, OGG or MP3), by a path relative to the catalog's folder (or the app's data folder
    /// for uploaded sounds), such as `sounds/birds.ogg`.
    case file(String)
}

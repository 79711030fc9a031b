/// The audio file formats Hearth accepts for uploaded sounds, recognized by their header bytes.
public enum AudioFileFormat: String, Hashable, Codable, Sendable, CaseIterable {
    /// RIFF/WAVE, PCM or IEEE float.
    case wav
    /// Native FLAC (`fLaC`).
    case flac
    /// Ogg (Vorbis, Opus or FLAC inside).
    case ogg
    /// MPEG audio layer III, with or without an ID3v2 tag.
    case mp3

    /// The MIME type to serve it with.
    public var mimeType: String {
        switch self {
        case .wav: "audio/wav"
        case .flac: "audio/flac"
        case .ogg: "audio/ogg"
        case .mp3: "audio/mpeg"
        }
    }

    /// The usual file extension, without the dot.
    public var fileExtension: String { rawValue }
}

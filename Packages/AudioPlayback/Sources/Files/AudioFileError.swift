/// Why bytes are not an acceptable audio file.
public enum AudioFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// Larger than the limit (bytes, limit).
    case tooLarge(size: Int, limit: Int)
    /// The header is none of WAV, FLAC, OGG or MP3.
    case unrecognized
    /// The file ends before its headers or data say it should.
    case truncated(AudioFileFormat, String)
    /// The header is recognized but inconsistent or invalid.
    case invalidHeader(AudioFileFormat, String)
    /// The audio data is damaged (a checksum that does not match, a reserved code): the file, frame and why.
    case corrupt(AudioFileFormat, String)
    /// Valid, but a variant Hearth does not play (for example a WAV in a compressed codec).
    case unsupported(AudioFileFormat, String)

    /// An English sentence.
    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .tooLarge(let size, let limit): "the file is \(size) bytes; the limit is \(limit)"
        case .unrecognized: "not a WAV, FLAC, OGG or MP3 file (unrecognized header)"
        case .truncated(let format, let detail): "truncated \(format.rawValue.uppercased()) file: \(detail)"
        case .invalidHeader(let format, let detail): "invalid \(format.rawValue.uppercased()) header: \(detail)"
        case .corrupt(let format, let detail): "damaged \(format.rawValue.uppercased()) file: \(detail)"
        case .unsupported(let format, let detail): "unsupported \(format.rawValue.uppercased()) file: \(detail)"
        }
    }
}

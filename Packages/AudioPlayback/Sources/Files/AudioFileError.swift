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
    /// Decodes to more 16-bit PCM than ``AudioFileInfo/decodedLimit`` allows (at the file's rate or 48 kHz, whichever
    /// is more): the bytes it would take (nil when the file does not say and decoding stopped at the limit), and the
    /// limit.
    case tooLong(decodedBytes: Int?, limit: Int)

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
        case .tooLong(let bytes?, let limit):
            "the sound decodes to \(Self.mebibytes(bytes)) MiB of 16-bit PCM at 48 kHz (or its own rate, if higher); "
                + "the limit is \(Self.mebibytes(limit)) MiB"
        case .tooLong(nil, let limit):
            "the sound decodes to more than \(Self.mebibytes(limit)) MiB of 16-bit PCM at 48 kHz (or its own rate, "
                + "if higher), the limit"
        }
    }

    /// Bytes in whole MiB, rounded up.
    private static func mebibytes(_ bytes: Int) -> Int { bytes / 1_048_576 + (bytes % 1_048_576 == 0 ? 0 : 1) }
}

import Foundation

/// What the header bytes of an audio file say: its format and, where the header gives them, channels, sample rate,
/// sample size, length and codec.
///
/// ```swift
/// let info = try AudioFileInfo(inspecting: uploadedBytes)  // throws AudioFileError for bad or truncated files
/// print(info.format.mimeType)
/// ```
public struct AudioFileInfo: Hashable, Sendable {
    /// The largest upload Hearth accepts: 20 MiB.
    public static let uploadLimit = 20 * 1_024 * 1_024

    /// The container format.
    public var format: AudioFileFormat
    /// The codec inside an Ogg file (`vorbis`, `opus`, `flac`), or nil.
    public var codec: String?
    /// Channels, when the header says.
    public var channelCount: Int?
    /// Frames per second, when the header says.
    public var sampleRate: Int?
    /// Bits per sample for WAV and FLAC.
    public var bitsPerSample: Int?
    /// Frames, when the header says (or, for MP3, when the frames were counted).
    public var frameCount: Int?

    /// Creates a description.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - codec: The Ogg codec.
    ///   - channelCount: Channels.
    ///   - sampleRate: Frames per second.
    ///   - bitsPerSample: Sample size.
    ///   - frameCount: Length in frames.
    public init(
        format: AudioFileFormat, codec: String? = nil, channelCount: Int? = nil, sampleRate: Int? = nil,
        bitsPerSample: Int? = nil, frameCount: Int? = nil
    ) {
        self.format = format
        self.codec = codec
        self.channelCount = channelCount
        self.sampleRate = sampleRate
        self.bitsPerSample = bitsPerSample
        self.frameCount = frameCount
    }

    /// The length in seconds, when known.
    public var duration: Double? {
        guard let frameCount, let sampleRate, sampleRate > 0 else { return nil }
        return Double(frameCount) / Double(sampleRate)
    }

    /// Inspects a whole file: recognizes the format by its first bytes (never by a name), then checks that the
    /// headers are valid and that the file is not cut short.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - limit: The largest size accepted (default ``uploadLimit``).
    /// - Throws: ``AudioFileError``.
    public init(inspecting data: Data, limit: Int = AudioFileInfo.uploadLimit) throws(AudioFileError) {
        guard !data.isEmpty else { throw .empty }
        guard data.count <= limit else { throw .tooLarge(size: data.count, limit: limit) }
        let bytes = ByteReader(data)
        if bytes.matches("RIFF", at: 0) || (data.count < 12 && bytes.isPrefix(of: "RIFF")) {
            self = try Self.inspectWAV(bytes)
        } else if bytes.matches("fLaC", at: 0) || (data.count < 4 && bytes.isPrefix(of: "fLaC")) {
            self = try Self.inspectFLAC(bytes)
        } else if bytes.matches("OggS", at: 0) || (data.count < 4 && bytes.isPrefix(of: "OggS")) {
            self = try Self.inspectOgg(bytes)
        } else if bytes.matches("ID3", at: 0) || bytes.isMPEGSync(at: 0) {
            self = try Self.inspectMP3(bytes)
        } else {
            throw .unrecognized
        }
    }
}

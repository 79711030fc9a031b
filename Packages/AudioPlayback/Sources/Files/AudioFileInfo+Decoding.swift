import Foundation

extension AudioFileInfo {
    /// The most 16-bit PCM a WAV or FLAC file may decode to: 64 MiB, counted at the file's own rate or at 48 kHz (the
    /// rate the mixer and the speaker play), whichever is more. That is about 5.8 minutes of stereo or 11.7 of mono at
    /// 48 kHz. `AudioLoop(wavData:)`, `AudioLoop(flacData:)` and ``FLACDecoder`` refuse a file over it before they
    /// hold its samples, and Hearth refuses such an upload, so a short file cannot make the server hold gigabytes.
    public static let decodedLimit = 64 * 1_048_576

    /// The bytes of 16-bit PCM this file decodes to, at its own rate or at 48 kHz, whichever is more; nil when the
    /// header does not say how long the file is (a FLAC file without a sample count, an Ogg file).
    ///
    /// ```swift
    /// let info = try AudioFileInfo(inspecting: upload)
    /// if let bytes = info.decodedByteCount, bytes > AudioFileInfo.decodedLimit { /* refuse it */ }
    /// ```
    public var decodedByteCount: Int? {
        guard let frameCount, let channelCount, let sampleRate else { return nil }
        return Self.decodedByteCount(frames: frameCount, channels: channelCount, sampleRate: sampleRate)
    }

    /// The bytes of 16-bit PCM that `frames` frames of `channels` channels at `sampleRate` take at that rate or at
    /// 48 kHz, whichever is more (saturating at `Int.max`).
    ///
    /// - Parameters:
    ///   - frames: Frames (samples per channel).
    ///   - channels: Channels per frame.
    ///   - sampleRate: The file's frames per second.
    /// - Returns: Bytes.
    public static func decodedByteCount(frames: Int, channels: Int, sampleRate: Int) -> Int {
        let rate = max(1, sampleRate)
        let atMixerRate = Double(max(0, frames)) * Double(RenderOptions.sampleRate) / Double(rate)
        let bytes = max(Double(max(0, frames)), atMixerRate.rounded()) * Double(max(1, channels)) * 2
        return bytes >= Double(Int.max) ? Int.max : Int(bytes)
    }

    /// Throws ``AudioFileError/tooLong(decodedBytes:limit:)`` when `frames` frames decode to more than `limit`.
    static func checkDecodedSize(
        frames: Int, channels: Int, sampleRate: Int, limit: Int, exact: Bool = true
    ) throws(AudioFileError) {
        let bytes = decodedByteCount(frames: frames, channels: channels, sampleRate: sampleRate)
        guard bytes <= limit else { throw .tooLong(decodedBytes: exact ? bytes : nil, limit: limit) }
    }
}

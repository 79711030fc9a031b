import Foundation

extension RenderOptions {
    /// How long `bytes` of 16-bit PCM at the rendering rate (48 kHz) play, in seconds.
    ///
    /// - Parameters:
    ///   - bytes: The PCM's size in bytes.
    ///   - channels: Its channels (1 or 2).
    /// - Returns: Seconds of audio.
    public static func duration(ofPCMBytes bytes: Int, channels: Int) -> TimeInterval {
        Double(bytes) / Double(sampleRate * MemoryLayout<Int16>.size * max(channels, 1))
    }
}

import Foundation

extension AudioLoop {
    /// Decodes a FLAC file (``FLACDecoder``) to a 16-bit loop: wider samples keep their top 16 bits, like WAV's. The
    /// samples go straight to 16 bits frame by frame (the file's full resolution is never held).
    ///
    /// - Parameters:
    ///   - data: The whole file.
    ///   - limit: The most 16-bit PCM it may decode to (default ``AudioFileInfo/decodedLimit``).
    /// - Throws: ``AudioFileError`` for a file that is not FLAC, is cut short, is damaged or is over `limit`.
    public init(flacData data: Data, limit: Int = AudioFileInfo.decodedLimit) throws(AudioFileError) {
        let pcm = try FLACDecoder.decode16(data, limit: limit)
        self.init(samples: pcm.samples, channelCount: pcm.channelCount, sampleRate: pcm.sampleRate)
    }
}

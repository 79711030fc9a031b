import Foundation

extension AudioLoop {
    /// Decodes a FLAC file (``FLACDecoder``) to a 16-bit loop: wider samples keep their top 16 bits, like WAV's.
    ///
    /// - Throws: ``AudioFileError`` for a file that is not FLAC, is cut short or is damaged.
    public init(flacData data: Data) throws(AudioFileError) {
        let pcm = try FLACDecoder.decode(data)
        self.init(samples: pcm.samples16, channelCount: pcm.channelCount, sampleRate: pcm.sampleRate)
    }
}

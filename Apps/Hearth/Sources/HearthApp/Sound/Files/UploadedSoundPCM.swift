import AudioPlayback
import Foundation

/// An uploaded WAV or FLAC file's PCM for the speaker: decoded at the file's own rate by AudioPlayback (a file over
/// its `decodedLimit` is refused before its samples are held), never rendered whole at 48 kHz; the speaker's mixer
/// resamples it as it plays (`Mixer.Source.resampling`). The file's bytes are let go once decoded.
enum UploadedSoundPCM {
    /// Decodes `file` (by its extension, which Hearth chose from the upload's first bytes). Blocks: call it through
    /// `Offload`.
    /// - Throws: `SoundError.notFound` for a format the server does not decode (OGG, MP3); AudioPlayback's
    ///   `AudioFileError` for a damaged or too long file; file-system errors.
    static func decode(_ file: URL) throws -> AudioLoop {
        switch file.pathExtension.lowercased() {
        case "wav": try AudioLoop(wavData: try Data(contentsOf: file))
        case "flac": try AudioLoop(flacData: try Data(contentsOf: file))
        default: throw SoundError.notFound
        }
    }
}

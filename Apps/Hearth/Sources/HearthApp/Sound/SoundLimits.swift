import AudioPlayback

/// The sound files' limits that are the app's own (the player's and the files' are AudioPlayback's).
enum SoundLimits {
    /// The largest request body Hearth accepts: an upload of `AudioFileInfo.uploadLimit` (20 MiB) plus its multipart
    /// framing.
    static let maximumRequestBytes = AudioFileInfo.uploadLimit + 1_048_576
}

extension AlarmSound {
    /// Tone ids earlier versions stored that the alarm catalog no longer has (0.2's default `classic-bell`): they
    /// ring the fallback tone, and an alarm saved again takes the fallback's id.
    public static let retiredTones: Set<String> = ["classic-bell"]

    /// The sound an alarm keeps when it is saved against the tones there are now: a mix, or a tone of the catalog,
    /// as it is; a retired tone becomes `fallback`.
    ///
    /// - Parameters:
    ///   - tones: The ids of the alarm catalog's tones.
    ///   - fallback: The tone that replaces a retired one.
    /// - Returns: The sound to keep, or nil for a tone that neither exists nor was retired (the alarm is refused).
    public func current(tones: Set<String>, fallback: String) -> AlarmSound? {
        guard case .tone(let id) = self, !tones.contains(id) else { return self }
        return AlarmSound.retiredTones.contains(id) ? .tone(fallback) : nil
    }
}

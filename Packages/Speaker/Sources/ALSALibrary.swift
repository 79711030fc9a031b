import CALSA

/// alsa-lib (`libasound.so.2`), loaded with `dlopen` on first use by the C shim in `Packages/CALSA`: nothing links
/// it, so a program using ``Speaker`` starts on a machine without ALSA, and its speakers report why they cannot
/// play. `HEARTH_ALSA_LIBRARY` (a path or a soname, read once by the loader) names another file to load; tests point
/// it at one that does not exist.
enum ALSALibrary {
    /// Why alsa-lib cannot be used (``SpeakerError/libraryMissing(reason:)``), or `nil` once it is loaded. The first
    /// call loads it (once per process, a few milliseconds); later calls only read the result.
    static var error: SpeakerError? {
        guard let reason = CALSA_library_error() else { return nil }
        return .libraryMissing(reason: String(cString: reason))
    }
}

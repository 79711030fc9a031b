/// Every kind of temporary file Hearth writes, each named `.<kind>-tmp-<random>` inside the folder of the file it
/// becomes (so the rename that finishes it stays on one disk). A start removes every leftover of every kind
/// (`LeftoverTemporaryFiles`): a temporary file is never data until it is renamed.
enum TemporaryFileKind: String, CaseIterable, Sendable {
    /// An uploaded sound on its way into `sounds/uploads/`.
    case upload
    /// A generated loop on its way into `sounds/rendered/`.
    case rendered
    /// The body of a days import (`POST /api/v1/import`, `POST /days/import`), in the data directory while the
    /// request is answered; it never becomes a file of its own.
    case `import`
    /// `speaker-playback.json` (`PlaybackGuard`).
    case playback
    /// A certificate or key of the self-signed TLS set (`tls/`).
    case tls
    /// A days export on its way into the file `hearth export --to FILE` names.
    case export
    /// A database backup on its way into `backups/` (`DatabaseBackup`), or a restored one on its way to
    /// `hearth.sqlite` (`DatabaseRestore`).
    case backup

    /// The start of the file's name: `.upload-tmp-`.
    var prefix: String { ".\(rawValue)-tmp-" }

    /// Temporary files of earlier builds: Foundation's atomic writes (`Data.write(options: .atomic)`) named them
    /// `.dat.nosync<random>`.
    static let legacyPrefixes = [".dat.nosync"]

    /// The kind whose prefix starts `name`, if any.
    static func of(fileName name: String) -> TemporaryFileKind? {
        allCases.first { name.hasPrefix($0.prefix) }
    }
}

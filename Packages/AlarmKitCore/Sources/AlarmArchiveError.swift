/// Why stored or exported alarm JSON was refused; nothing of it is used then (all or nothing).
public enum AlarmArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a JSON object of the expected shape (`version`, `alarms`).
    case malformed(String)
    /// The `version` is newer than this module knows (or not a positive number).
    case unsupportedVersion(Int)
    /// Some alarms are invalid; each issue's field is prefixed with `alarms[N].`.
    case invalid(AlarmValidationError)

    /// An English sentence.
    public var description: String {
        switch self {
        case .malformed(let detail): "Not alarm JSON: \(detail)"
        case .unsupportedVersion(let version):
            "Alarm JSON version \(version) is not supported (this build reads 1 through \(AlarmArchive.currentVersion))."
        case .invalid(let error): error.description
        }
    }
}

/// Why Hearth could not start, in words a person can act on.
public enum StartupError: Error, CustomStringConvertible {
    case dataDirectory(path: String, reason: String)
    case database(path: String, reason: String)
    case webDirectory(path: String, reason: String)
    case portInUse(host: String, port: Int)
    case listen(reason: String)
    /// HTTPS cannot be set up: a missing, unreadable or mismatched certificate or key (the reason says which).
    case tls(reason: String)
    /// A sound catalog (`web/sounds.json`, `web/alarm-sounds.json`) is invalid: the file, each entry and why.
    case soundCatalog(String)

    public var description: String {
        switch self {
        case .dataDirectory(let path, let reason):
            "the data directory \(path) cannot be used: \(reason). Choose another with --data-dir or HEARTH_DATA_DIR."
        case .database(let path, let reason):
            "the database \(path) cannot be opened: \(reason)"
        case .webDirectory(let path, let reason):
            "the web directory \(path) cannot be used: \(reason). Point --web-dir or HEARTH_WEB_DIR at Hearth's web/ folder."
        case .portInUse(let host, let port):
            "port \(port) on \(host) is already in use. Stop the other program or choose another port with --port or HEARTH_PORT."
        case .listen(let reason):
            "cannot listen: \(reason)"
        case .tls(let reason):
            "HTTPS cannot be set up: \(reason)"
        case .soundCatalog(let problems):
            "a sound catalog is invalid: \(problems)"
        }
    }
}

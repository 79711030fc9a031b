/// How `hearth serve` writes its log lines to standard error (`--log-format`, `HEARTH_LOG_FORMAT`).
public enum LogFormat: String, CaseIterable, Sendable {
    /// One line a message for people: time, level, label, metadata, source and message.
    case text
    /// One JSON object a line (`time`, `level`, `label`, `source`, `message`, `metadata`, and `route`, `method`
    /// and `status` for a request's lines), for journald and log shippers.
    case json
}

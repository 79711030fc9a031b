import Foundation
import Logging

/// Where log lines go: standard error, in one format, each line in one `write` (lines from two threads never mix).
struct LogOutput: Sendable {
    var format: LogFormat

    func write(_ line: LogLine) {
        var bytes = Array(line.rendered(format).utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// The server's log handler (`hearth serve` bootstraps it): text or JSON lines on standard error; a line logged
/// while a request is handled goes through that request's `RequestLogScope`, so it carries the route and status.
struct HearthLogHandler: LogHandler {
    let label: String
    let output: LogOutput
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    init(label: String, format: LogFormat, level: Logger.Level) {
        self.label = label
        output = LogOutput(format: format)
        logLevel = level
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = event.metadata.map { metadata.merging($0) { $1 } } ?? metadata
        if let error = event.error { merged["error"] = "\(error)" }
        let entry = LogLine(
            time: Date(), level: event.level, label: label, source: event.source, message: event.message.description,
            metadata: merged)
        if let scope = RequestLogScope.active {
            scope.log(entry, to: output)
        } else {
            output.write(entry)
        }
    }
}

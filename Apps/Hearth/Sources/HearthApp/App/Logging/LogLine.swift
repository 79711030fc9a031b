import Foundation
import Logging

/// One log message, with the request it came from once that request is answered.
struct LogLine: Sendable {
    var time: Date
    var level: Logger.Level
    var label: String
    var source: String
    var message: String
    var metadata: Logger.Metadata
    /// The request's method, route pattern (or `unmatched`) and status, when the line came from a request.
    var request: (method: String, route: String, status: Int)?

    /// The line in `format`, ending with a newline.
    func rendered(_ format: LogFormat) -> String {
        switch format {
        case .text: text()
        case .json: json()
        }
    }

    /// `2026-03-08T06:59:58+0100 info hearth : method=POST route=/days status=303 key=value [HearthApp] Day created`
    /// (swift-log's `StreamLogHandler` layout, with the request's fields first).
    private func text() -> String {
        var fields: [String] = []
        if let request {
            fields += ["method=\(request.method)", "route=\(request.route)", "status=\(request.status)"]
        }
        fields += metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let joined = fields.isEmpty ? "" : " " + fields.joined(separator: " ")
        return "\(Self.timestamp(time, utc: false)) \(level) \(label) :\(joined) [\(source)] \(message)\n"
    }

    /// `{"time":"…Z","level":"info","label":"hearth","source":"HearthApp","message":"…","method":"POST",
    /// "route":"/days","status":303,"metadata":{…}}` on one line.
    private func json() -> String {
        var object = "{\"time\":\"\(Self.timestamp(time, utc: true))\",\"level\":\"\(level)\""
        object += ",\"label\":" + Self.quoted(label) + ",\"source\":" + Self.quoted(source)
        object += ",\"message\":" + Self.quoted(message)
        if let request {
            object += ",\"method\":" + Self.quoted(request.method) + ",\"route\":" + Self.quoted(request.route)
            object += ",\"status\":\(request.status)"
        }
        if !metadata.isEmpty { object += ",\"metadata\":" + Self.json(.dictionary(metadata)) }
        return object + "}\n"
    }

    private static func json(_ value: Logger.MetadataValue) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .stringConvertible(let value): quoted(value.description)
        case .array(let values): "[" + values.map(json).joined(separator: ",") + "]"
        case .dictionary(let values):
            "{"
                + values.sorted { $0.key < $1.key }.map { quoted($0.key) + ":" + json($0.value) }
                .joined(separator: ",") + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// ISO 8601: UTC with milliseconds and `Z`, or local time with its offset (to the second).
    private static func timestamp(_ date: Date, utc: Bool) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        if utc { gmtime_r(&seconds, &parts) } else { localtime_r(&seconds, &parts) }
        var buffer = [CChar](repeating: 0, count: 40)
        let written = strftime(&buffer, buffer.count, utc ? "%Y-%m-%dT%H:%M:%S" : "%Y-%m-%dT%H:%M:%S%z", &parts)
        let text = String(decoding: buffer[..<written].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard utc else { return text }
        let milliseconds = Int((date.timeIntervalSince1970 - Double(seconds)) * 1000)
        return text + String(format: ".%03dZ", min(max(milliseconds, 0), 999))
    }
}

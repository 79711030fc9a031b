/// One Server-Sent Event (`text/event-stream`, HTML Living Standard §9.2).
///
/// ```swift
/// ServerSentEvent(id: "7", event: "alarm", data: "{\"ringing\":true}").encoded
/// // "id: 7\nevent: alarm\ndata: {\"ringing\":true}\n\n"
/// ```
public struct ServerSentEvent: Sendable, Equatable {
    /// The event id (the client's `Last-Event-ID` on reconnect). CR, LF and NUL are removed when encoding.
    public var id: String?
    /// The event type (`event:`); `nil` means `message`. CR and LF are removed when encoding.
    public var event: String?
    /// The payload; each line becomes its own `data:` line.
    public var data: String
    /// The reconnection delay to suggest to the client, in milliseconds.
    public var retry: Int?

    /// Creates an event.
    /// - Parameters:
    ///   - id: The event id.
    ///   - event: The event type.
    ///   - data: The payload.
    ///   - retry: The suggested reconnection delay in milliseconds.
    public init(id: String? = nil, event: String? = nil, data: String, retry: Int? = nil) {
        self.id = id
        self.event = event
        self.data = data
        self.retry = retry
    }

    /// The event in wire format, ending with an empty line.
    public var encoded: [UInt8] {
        var text = ""
        if let id { text += "id: \(Self.singleLine(id, droppingNUL: true))\n" }
        if let event { text += "event: \(Self.singleLine(event, droppingNUL: false))\n" }
        if let retry, retry >= 0 { text += "retry: \(retry)\n" }
        var line = ""
        var previousWasCR = false
        for scalar in data.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\r" || scalar == "\n" {
                text += "data: \(line)\n"
                line = ""
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        text += "data: \(line)\n\n"
        return Array(text.utf8)
    }

    private static func singleLine(_ text: String, droppingNUL: Bool) -> String {
        String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" && !(droppingNUL && $0 == "\0") })
    }
}

/// The body of a response.
public enum ResponseBody: Sendable {
    /// No body.
    case empty
    /// A complete body.
    case bytes([UInt8])
    /// A body sent from an open file, for answers too large to hold in memory (see ``ResponseFile``).
    case file(ResponseFile)
    /// A Server-Sent Events stream that stays open; make one with `EventHub.response(for:)`.
    case eventStream(EventStream)
}

/// Per-request state behind libmicrohttpd's `*con_cls`.
///
/// Created in the URI log callback with the raw request target (`Unmanaged.passRetained`), released in the
/// request-completed callback. Touched only on the connection's libmicrohttpd thread, so it needs no lock.
final class RequestState {
    enum Phase {
        case new
        case receiving
        case responding
        case done
    }

    let rawTarget: [UInt8]
    var phase = Phase.new
    var method = HTTPMethod.get
    var path = "/"
    var query = QueryItems()
    var headers: [(name: String, value: String)] = []
    var headerBytes = 0
    var body: [UInt8] = []
    var isTooLarge = false
    var discardedBytes = 0
    /// The largest body accepted: the route's ``StreamedBody`` limit, else `ServerLimits.maxBodyBytes`.
    var bodyLimit = 0
    /// How much of a too-large body is read and thrown away before the 413.
    var drainLimit = 0
    /// The file a streamed body is written to (a route with a ``StreamedBody``); removed unless handed over.
    var spool: BodySpool?
    /// Set while the server waits for this request to complete (see `HTTPServer.State.unfinished`).
    var serial: UInt64?

    init(rawTarget: [UInt8]) {
        self.rawTarget = rawTarget
    }
}

/// A request whose connection is suspended while its responder runs in a `Task`.
///
/// Exactly one party answers it: the task when the responder returns, or `HTTPServer.stop()` when the grace
/// period is over. The answer queues the response, destroys our reference and resumes the connection.
final class InFlightRequest: Sendable {
    let connection: ConnectionHandle
    let serial: UInt64
    /// The raw request target, for an answer the server gives itself (``ServerConfiguration/earlyErrorResponse``).
    let target: String
    private let answered = Locked(false)

    init(connection: ConnectionHandle, serial: UInt64, target: String) {
        self.connection = connection
        self.serial = serial
        self.target = target
    }

    /// Returns `true` for the first caller only.
    func claim() -> Bool {
        answered.withLock { answered in
            if answered { return false }
            answered = true
            return true
        }
    }
}

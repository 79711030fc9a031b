/// A request whose connection is suspended while its responder runs in a `Task`.
///
/// Exactly one party answers it: the task when the responder returns, or `HTTPServer.stop()` when the grace
/// period is over. The answer queues the response, destroys our reference and resumes the connection.
final class InFlightRequest: Sendable {
    let connection: ConnectionHandle
    let serial: UInt64
    private let answered = Locked(false)

    init(connection: ConnectionHandle, serial: UInt64) {
        self.connection = connection
        self.serial = serial
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

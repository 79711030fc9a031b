import HTTPServer

/// The log lines of one request: `HearthLogHandler` hands each line logged while the request is handled (in its
/// task, or on the worker thread) to the request's scope, which keeps it until `ObservationMiddleware` knows the
/// answer and then writes it with the request's method, route and status. A line logged after the answer (by a
/// task the request started) is written at once, with them too. So every line from a request carries its route and
/// status.
final class RequestLogScope: Sendable {
    /// The scope of the request being handled here, if any.
    @TaskLocal static var current: RequestLogScope?

    private struct State {
        var pending: [(LogLine, LogOutput)] = []
        var answered: (method: String, route: String, status: Int)?
    }

    private let state = Locked(State())

    init() {}

    /// Writes `line` through `output` now when the request is answered, else keeps it until it is.
    func log(_ line: LogLine, to output: LogOutput) {
        let answered = state.withLock { state -> (method: String, route: String, status: Int)? in
            if state.answered == nil { state.pending.append((line, output)) }
            return state.answered
        }
        guard let answered else { return }
        var line = line
        line.request = answered
        output.write(line)
    }

    /// The request was answered: writes the kept lines with its method, route and status.
    func answered(method: String, route: String, status: Int) {
        let pending = state.withLock { state in
            state.answered = (method, route, status)
            defer { state.pending = [] }
            return state.pending
        }
        for (line, output) in pending {
            var line = line
            line.request = (method, route, status)
            output.write(line)
        }
    }
}

import Glibc
import Synchronization

/// The log lines of one request: `HearthLogHandler` hands each line logged while the request is handled (in its
/// task, or on the worker thread) to the request's scope, which keeps it until `ObservationMiddleware` knows the
/// answer and then writes it with the request's method, route and status. A line logged after the answer (by a
/// task the request started) is written at once, with them too. So every line from a request carries its route and
/// status.
final class RequestLogScope: Sendable {
    /// The scope of the request being handled in this task (the async path), if any.
    @TaskLocal static var current: RequestLogScope?

    /// The scope of the request answered on this worker thread now (`respondImmediately`, outside any task), if
    /// any: a thread-specific pointer, which costs a tenth of binding a task-local outside a task.
    static var onThisThread: RequestLogScope? {
        pthread_getspecific(threadKey).map { Unmanaged<RequestLogScope>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The scope of the request whose log line this is: the worker thread's, else the task's.
    static var active: RequestLogScope? { onThisThread ?? current }

    /// Runs `body` (an answer on the worker thread) with this scope as the thread's.
    func onThisThread<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_setspecific(Self.threadKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.threadKey, nil) }
        return try body()
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private struct State: Sendable {
        var pending: [(LogLine, LogOutput)] = []
        var answered: (method: String, route: String, status: Int)?
    }

    // One allocation a request: `Mutex` keeps its state inline (HTTPServer's `Locked` makes two more), and two threads
    // never contend for one request's lines.
    private let state = Mutex(State())

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

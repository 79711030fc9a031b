import CMicroHTTPD
import Glibc
import Logging
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd that sends every request to a `Responder`.
///
/// ```swift
/// var router = Router()
/// router.get("/hello/{name}") { request in .text("Hello, \(request.parameters["name"]!)!") }
/// let server = HTTPServer(configuration: .init(host: "127.0.0.1", port: 8080), responder: router)
/// try server.start()
/// // …
/// await server.stop()
/// ```
///
/// Threading: libmicrohttpd runs a pool of `threadPoolSize` epoll worker threads. Each request is read on a
/// worker, then its connection is suspended and the responder runs in a Swift `Task`, so a slow handler
/// never blocks a worker. Event streams suspend their connection while idle: hundreds of clients need no
/// thread each. The server keeps itself alive from `start()` until `stop()` returns.
public final class HTTPServer: Sendable {
    struct DaemonHandle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    struct LoggerBox: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<CMHD_Logger>
    }

    /// NUL-terminated copies of the TLS certificate, key and password, alive while the daemon runs.
    struct TLSStrings: @unchecked Sendable {
        let pointers: [UnsafeMutablePointer<CChar>]

        init(_ tls: ServerConfiguration.TLS) {
            let texts = [tls.certificatePEM, tls.privateKeyPEM] + (tls.keyPassword.map { [Array($0.utf8)] } ?? [])
            pointers = texts.map { bytes in
                let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                bytes.withUnsafeBytes {
                    pointer.initialize(from: $0.bindMemory(to: CChar.self).baseAddress!, count: bytes.count)
                }
                pointer[bytes.count] = 0
                return pointer
            }
        }

        func free() {
            for pointer in pointers { pointer.deallocate() }
        }
    }

    enum Phase {
        case idle
        case running
        case draining
        case refusing
        case stopped
    }

    struct State {
        var phase = Phase.idle
        var daemon: DaemonHandle?
        var port = 0
        var inFlight: [UInt64: InFlightRequest] = [:]
        /// Requests handed to the responder whose connection has not finished sending the answer yet
        /// (event streams leave this set once their response is queued).
        var unfinished: Set<UInt64> = []
        var nextSerial: UInt64 = 1
        var streams: [ObjectIdentifier: EventStream] = [:]
        var streamsClosed = false
        var hangupWatcher: HangupWatcher?
        var retainedSelf: Unmanaged<HTTPServer>?
        var loggerBox: LoggerBox?
        var tlsStrings: TLSStrings?
    }

    let configuration: ServerConfiguration
    let responder: any Responder
    let logger: Logger
    let state = Locked(State())
    let requestStates = Atomic<Int>(0)
    /// Whether the phase is `.running`, readable without the lock (every answer asks: `Connection: close` once
    /// stopping).
    let isRunning = Atomic<Bool>(false)
    /// Set once `stop()` begins: new connections are closed as they are accepted (the accept policy). This stands
    /// in for `MHD_quiesce_daemon`, which races with an epoll worker removing the same listening socket and then
    /// aborts the process ("Failed to remove listen FD from epoll set", an open libmicrohttpd defect).
    let refusesConnections = Atomic<Bool>(false)
    /// Whether a newly accepted connection is kept (the accept policy asks on a worker thread).
    var acceptsConnections: Bool { !refusesConnections.load(ordering: .acquiring) }
    let responseCache = ResponseCache()

    /// How long `stop()` waits for running handlers before answering them with 503.
    public let gracePeriod: Duration

    /// Creates a server; nothing is bound until `start()`.
    /// - Parameters:
    ///   - configuration: Address, port, threads and limits.
    ///   - responder: What answers requests (a `Router`, possibly wrapped in middleware).
    ///   - logger: Where errors and libmicrohttpd messages go.
    public convenience init(
        configuration: ServerConfiguration, responder: any Responder, logger: Logger = Logger(label: "HTTPServer")
    ) {
        self.init(configuration: configuration, responder: responder, logger: logger, gracePeriod: .seconds(10))
    }

    /// Creates a server with a custom shutdown grace period.
    /// - Parameters:
    ///   - configuration: Address, port, threads and limits.
    ///   - responder: What answers requests.
    ///   - logger: Where errors and libmicrohttpd messages go.
    ///   - gracePeriod: How long `stop()` lets running handlers finish.
    public init(
        configuration: ServerConfiguration, responder: any Responder, logger: Logger = Logger(label: "HTTPServer"),
        gracePeriod: Duration
    ) {
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
        self.gracePeriod = gracePeriod
    }

    /// The number of requests libmicrohttpd currently holds state for (being read, answered or streamed).
    /// Diagnostics: it drops back to 0 once every connection is idle or closed.
    public var activeRequests: Int {
        requestStates.load(ordering: .relaxed)
    }

    /// The port the server listens on (the one picked when configured with port 0); 0 before `start()`.
    public var port: Int {
        state.withLock { $0.port }
    }

    /// Binds the address and starts the worker threads. A server starts once; after `stop()`, make a new one.
    /// - Throws: `HTTPServerError.addressInUse` when the port is taken, `.invalidHost` for a host that is not an
    ///   IP literal, `.startFailed` otherwise (also when already started).
    public func start() throws {
        try state.withLock { state throws(HTTPServerError) in
            guard state.phase == .idle else { throw .startFailed("The server was already started.") }
            let limits = configuration.limits
            ListeningSocket.raiseFileLimit(toFit: limits.maxConnections)
            let (socket, port) = try ListeningSocket.open(host: configuration.host, port: configuration.port)
            let retained = Unmanaged.passRetained(self)
            let loggerBox = UnsafeMutablePointer<CMHD_Logger>.allocate(capacity: 1)
            loggerBox.initialize(to: CMHD_Logger(callback: Trampolines.logMessage, cls: retained.toOpaque()))
            var options = [
                CMHD_option_value(.LISTEN_SOCKET, Int(socket)),
                CMHD_option_value(.CONNECTION_LIMIT, max(1, limits.maxConnections)),
                CMHD_option_value(.PER_IP_CONNECTION_LIMIT, max(0, limits.maxConnectionsPerIP)),
                CMHD_option_value(.CONNECTION_TIMEOUT, max(0, limits.idleTimeoutSeconds)),
                CMHD_option_value(.CONNECTION_MEMORY_LIMIT, max(4096, limits.connectionMemoryBytes)),
                CMHD_option_notify_completed(Trampolines.requestCompleted, retained.toOpaque()),
                CMHD_option_uri_log(Trampolines.uriLog, retained.toOpaque()),
                CMHD_option_unescape(Trampolines.unescape, nil),
                CMHD_option_external_logger(loggerBox),
            ]
            if configuration.threadPoolSize > 1 {
                options.append(CMHD_option_value(.THREAD_POOL_SIZE, configuration.threadPoolSize))
            }
            var flags =
                MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
            var tlsStrings: TLSStrings?
            if let tls = configuration.tls {
                guard MHD_is_feature_supported(.FEATURE_TLS) == .YES else {
                    close(socket)
                    retained.release()
                    loggerBox.deinitialize(count: 1)
                    loggerBox.deallocate()
                    throw .invalidTLS("This libmicrohttpd was built without TLS.")
                }
                let strings = TLSStrings(tls)
                tlsStrings = strings
                flags |= MHD_USE_TLS.rawValue
                options.append(CMHD_option_pointer(.HTTPS_MEM_CERT, strings.pointers[0]))
                options.append(CMHD_option_pointer(.HTTPS_MEM_KEY, strings.pointers[1]))
                if strings.pointers.count > 2 {
                    options.append(CMHD_option_pointer(.HTTPS_KEY_PASSWORD, strings.pointers[2]))
                }
            }
            options.append(CMHD_option_end())
            CMHD_set_panic_func(Trampolines.panic, nil)
            let daemon = options.withUnsafeBufferPointer {
                CMHD_start_daemon(
                    flags, Trampolines.acceptPolicy, retained.toOpaque(), Trampolines.accessHandler,
                    retained.toOpaque(), $0.baseAddress)
            }
            guard let daemon else {
                close(socket)
                retained.release()
                loggerBox.deinitialize(count: 1)
                loggerBox.deallocate()
                tlsStrings?.free()
                if tlsStrings != nil {
                    throw .invalidTLS(
                        "libmicrohttpd refused the certificate or key (do they match? is the password right?).")
                }
                throw .startFailed("MHD_start_daemon failed (see the log).")
            }
            state.tlsStrings = tlsStrings
            state.daemon = DaemonHandle(pointer: daemon)
            state.port = port
            state.phase = .running
            isRunning.store(true, ordering: .releasing)
            state.retainedSelf = retained
            state.loggerBox = LoggerBox(pointer: loggerBox)
        }
        logger.info(
            "HTTP server listening",
            metadata: [
                "host": "\(configuration.host)", "port": "\(port)",
                "scheme": "\(configuration.tls == nil ? "http" : "https")",
            ])
    }

    /// Stops gracefully: stops accepting, lets running handlers finish (up to `gracePeriod`, then answers them
    /// with 503), closes every event stream, then stops libmicrohttpd. Safe to call more than once.
    public func stop() async {
        let started = state.withLock { state -> (DaemonHandle)? in
            guard state.phase == .running, let daemon = state.daemon else { return nil }
            state.phase = .draining
            isRunning.store(false, ordering: .releasing)
            refusesConnections.store(true, ordering: .releasing)
            return daemon
        }
        guard let daemon = started else { return }

        // 1. Let running handlers finish and their answers go out.
        await waitUntil(within: gracePeriod) { $0.unfinished.isEmpty }

        // 2. Answer what is still running with 503; new requests on open connections get 503 at once.
        let remaining = state.withLock { state in
            state.phase = .refusing
            return Array(state.inFlight.values)
        }
        if !remaining.isEmpty { logger.warning("Answering \(remaining.count) unfinished request(s) with 503 on stop") }
        for request in remaining {
            answer(request, with: stoppingAnswer(to: request))
        }
        await waitUntil(within: .seconds(5)) { $0.inFlight.isEmpty && $0.unfinished.isEmpty }

        // 3. Close every event stream: no connection may stay suspended when the daemon stops.
        let streams = state.withLock { state in
            state.streamsClosed = true
            return Array(state.streams.values)
        }
        for stream in streams { stream.close() }
        await waitUntil(within: .seconds(2)) { $0.streams.isEmpty }

        // 4. Stop the daemon; it closes the remaining connections and frees their responses.
        MHD_stop_daemon(daemon.pointer)
        state.withLock { $0.hangupWatcher }?.stop()
        let (retained, loggerBox, tlsStrings) = state.withLock { state in
            state.phase = .stopped
            state.daemon = nil
            defer {
                state.retainedSelf = nil
                state.loggerBox = nil
                state.tlsStrings = nil
            }
            return (state.retainedSelf, state.loggerBox, state.tlsStrings)
        }
        tlsStrings?.free()
        if let loggerBox {
            loggerBox.pointer.deinitialize(count: 1)
            loggerBox.pointer.deallocate()
        }
        logger.info("HTTP server stopped", metadata: ["port": "\(port)"])
        retained?.release()
    }

    private func waitUntil(within limit: Duration, _ condition: (borrowing State) -> Bool) async {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while !state.withLock({ condition($0) }), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    func requestStateCreated() {
        requestStates.add(1, ordering: .relaxed)
    }

    func requestStateReleased() {
        requestStates.subtract(1, ordering: .relaxed)
    }

    func requestDidComplete(_ serial: UInt64) {
        state.withLock { _ = $0.unfinished.remove(serial) }
    }

    func logLibraryMessage(_ message: String) {
        logger.debug("libmicrohttpd: \(message[...].trimmingSpaces())")
    }
}

import CMicroHTTPD
import Foundation
import Logging
import Synchronization

extension HTTPServer {
    /// The access handler, on a libmicrohttpd worker thread.
    ///
    /// First call (headers complete): copy and check the request; answer 400/413/414/431 at once.
    /// Upload calls: collect the body up to the cap (in memory, or in the file of a route with a `StreamedBody`).
    /// Final call: suspend the connection and run the responder in a `Task` (answering on the final call, not the
    /// first, keeps keep-alive working).
    func handle(
        connection: OpaquePointer, method: UnsafePointer<CChar>, uploadData: UnsafePointer<CChar>?,
        uploadDataSize: UnsafeMutablePointer<Int>, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let opaque = context.pointee else { return .NO }
        let request = Unmanaged<RequestState>.fromOpaque(opaque).takeUnretainedValue()
        let limits = configuration.limits
        switch request.phase {
        case .new:
            request.method = HTTPMethod(rawValue: String(cString: method))
            _ = MHD_get_connection_values_n(connection, .HEADER_KIND, Trampolines.headerIterator, opaque)
            request.phase = .receiving
            if request.rawTarget.count > limits.maxHeaderBytes {
                return answerNow(
                    connection, request, HTTPError(.uriTooLong, code: "uri_too_long", message: "URI too long."))
            }
            if request.headerBytes + request.rawTarget.count + request.method.rawValue.utf8.count
                > limits.maxHeaderBytes
            {
                return answerNow(
                    connection, request,
                    HTTPError(.requestHeaderFieldsTooLarge, code: "headers_too_large", message: "Headers too large."))
            }
            do {
                (request.path, request.query) = try RequestTarget.parse(request.rawTarget)
            } catch let error as HTTPError {
                return answerNow(connection, request, error)
            } catch {
                return answerNow(
                    connection, request, HTTPError(.badRequest, code: "bad_request", message: "Bad request."))
            }
            let streamed = responder.streamedBody(for: request.method, path: request.path)
            request.bodyLimit = streamed?.limit ?? limits.maxBodyBytes
            // A streamed route drains up to its own limit plus `maxDrainBytes`, so a body just past it reads its 413.
            request.drainLimit =
                streamed.map { $0.limit + limits.maxDrainBytes } ?? max(limits.maxDrainBytes, limits.maxBodyBytes)
            if let length = request.headers.first(where: { HTTPHeaders.sameName($0.name, "Content-Length") })?.value,
                let count = UInt64(length.trimmingCharacters(in: .whitespaces)), count > UInt64(request.bodyLimit)
            {
                let expectsContinue = request.headers.contains {
                    HTTPHeaders.sameName($0.name, "Expect") && $0.value.lowercased().contains("100-continue")
                }
                // A client waiting for 100 Continue sends nothing more; one that sends at once reads the 413 only
                // after its body is taken, so a bounded body is read and thrown away first.
                if expectsContinue || count > UInt64(request.drainLimit) {
                    return answerNow(connection, request, Self.tooLarge)
                }
                request.isTooLarge = true
            } else if let streamed {
                guard let spool = BodySpool(streamed) else {
                    return answerNow(connection, request, Self.cannotStore(errno))
                }
                request.spool = spool
            }
            return .YES
        case .receiving:
            let size = uploadDataSize.pointee
            if size > 0 {
                uploadDataSize.pointee = 0
                let received = request.spool?.byteCount ?? request.body.count
                if request.isTooLarge || received + size > request.bodyLimit {
                    // Never buffer past the cap; keep reading (bounded) so the 413 can be sent.
                    request.isTooLarge = true
                    request.body = []
                    request.spool = nil
                    request.discardedBytes += size
                    return request.discardedBytes > request.drainLimit ? .NO : .YES
                }
                if let uploadData {
                    if let spool = request.spool {
                        spool.write(uploadData, count: size)
                    } else {
                        request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
                    }
                }
                return .YES
            }
            if request.isTooLarge { return answerNow(connection, request, Self.tooLarge) }
            if let failure = request.spool?.failure {
                request.spool = nil
                return answerNow(connection, request, Self.cannotStore(failure))
            }
            return dispatch(connection, request)
        case .responding, .done:
            return .NO
        }
    }

    private static let tooLarge = HTTPError(
        .contentTooLarge, code: "content_too_large", message: "Request body too large.")

    /// A streamed body's file could not be made or written: 507 `disk_full` for a full disk (or quota), else 500.
    private static func cannotStore(_ code: Int32) -> HTTPError {
        if code == ENOSPC || code == EDQUOT {
            return HTTPError(
                .insufficientStorage, code: "disk_full",
                message: "The disk holding the server's data is full: free space and try again.")
        }
        return HTTPError(
            .internalServerError, code: "internal_error",
            message: "The request body could not be stored (\(String(cString: strerror(code)))).")
    }

    /// Final call: answer on this thread when the responder can (`respondImmediately`), else hand the request to
    /// the responder in a task, with the connection suspended.
    private func dispatch(_ connection: OpaquePointer, _ state: RequestState) -> MHD_Result {
        let remote = SocketAddress.remoteAddress(CMHD_connection_client_address(connection))
        var request = Request(
            method: state.method, path: state.path, query: state.query, headers: HTTPHeaders(state.headers),
            body: state.body, remoteAddress: remote)
        request.bodyFile = state.spool?.finish()
        state.spool = nil
        state.body = []
        state.phase = .responding
        if let response = respondImmediately(to: request) {
            return answerImmediately(connection, response)
        }
        MHD_suspend_connection(connection)
        let (inFlight, accepted) = self.state.withLock { serverState -> (InFlightRequest, Bool) in
            let serial = serverState.nextSerial
            serverState.nextSerial += 1
            let inFlight = InFlightRequest(
                connection: ConnectionHandle(pointer: connection), serial: serial,
                target: String(decoding: state.rawTarget, as: UTF8.self))
            guard serverState.phase == .running || serverState.phase == .draining else { return (inFlight, false) }
            serverState.inFlight[serial] = inFlight
            serverState.unfinished.insert(serial)
            return (inFlight, true)
        }
        if accepted { state.serial = inFlight.serial }
        guard accepted else {
            // Stopping: answer on this thread (allowed while suspended) and resume.
            answer(inFlight, with: stoppingAnswer(to: inFlight))
            return .YES
        }
        let responder = self.responder
        Task {
            let response = await self.respond(to: request, with: responder)
            self.answer(inFlight, with: response)
        }
        return .YES
    }

    /// The responder's immediate answer, errors turned into responses; `nil` when it takes the async path.
    private func respondImmediately(to request: Request) -> Response? {
        do {
            return try responder.respondImmediately(to: request)
        } catch {
            return response(for: error, answering: request)
        }
    }

    /// Queues a ready response on the worker thread, without suspending (the access handler's final call).
    private func answerImmediately(_ connection: OpaquePointer, _ response: Response) -> MHD_Result {
        let response = checked(response, stopping: !isRunning.load(ordering: .acquiring))
        guard let made = makeResponse(response, connection: ConnectionHandle(pointer: connection)) else { return .NO }
        defer { made.release() }
        return MHD_queue_response(connection, UInt32(response.status.code), made.pointer)
    }

    /// The response with an invalid status replaced by a 500, and `Connection: close` while stopping.
    private func checked(_ response: Response, stopping: Bool) -> Response {
        var response = response
        if !(200...599).contains(response.status.code) {
            logger.error("Responder returned an invalid status", metadata: ["status": "\(response.status.code)"])
            response = Response.text("Internal server error.", status: .internalServerError)
        }
        if stopping { response.headers["Connection"] = "close" }
        return response
    }

    private func respond(to request: Request, with responder: any Responder) async -> Response {
        do {
            return try await responder.respond(to: request)
        } catch {
            return response(for: error, answering: request)
        }
    }

    /// The server stopping: `503 shutting_down` with `Retry-After: 1`, in the app's shape for the request's target
    /// (``ServerConfiguration/earlyErrorResponse``).
    func stoppingAnswer(to inFlight: InFlightRequest) -> Response {
        configuration.earlyErrorResponse?(Self.shuttingDown, inFlight.target) ?? Self.shuttingDown.response
    }

    static let shuttingDown = HTTPError(
        .serviceUnavailable, code: "shutting_down", message: "The server is shutting down.",
        headers: ["Retry-After": "1"])

    /// A responder's error as its answer: an `HTTPError`'s own response, anything else logged and a 500.
    private func response(for error: any Error, answering request: Request) -> Response {
        if let error = error as? HTTPError { return error.response }
        logger.error(
            "Unhandled error",
            metadata: ["method": "\(request.method)", "path": "\(request.path)", "error": "\(error)"])
        return Response.text("Internal server error.", status: .internalServerError)
    }

    /// Queues a response on a suspended in-flight connection, then resumes it (once, whoever calls first).
    func answer(_ inFlight: InFlightRequest, with response: Response) {
        guard inFlight.claim() else { return }
        let connection = inFlight.connection
        let response = checked(response, stopping: !isRunning.load(ordering: .acquiring))
        if let made = makeResponse(response, connection: connection) {
            if MHD_queue_response(connection.pointer, UInt32(response.status.code), made.pointer) == .NO {
                logger.error("MHD_queue_response failed", metadata: ["status": "\(response.status.code)"])
            }
            made.release()
        }
        MHD_resume_connection(connection.pointer)
        state.withLock { state in
            state.inFlight[inFlight.serial] = nil
            if case .eventStream = response.body { state.unfinished.remove(inFlight.serial) }
        }
    }

    /// Answers an error on the worker thread, without suspending (first or final access-handler call).
    private func answerNow(_ connection: OpaquePointer, _ state: RequestState, _ error: HTTPError) -> MHD_Result {
        state.phase = .done
        state.body = []
        state.spool = nil
        var response =
            configuration.earlyErrorResponse?(error, String(decoding: state.rawTarget, as: UTF8.self))
            ?? error.response
        response.headers["Connection"] = "close"
        guard let made = makeResponse(response, connection: ConnectionHandle(pointer: connection)) else { return .NO }
        defer { made.release() }
        return MHD_queue_response(connection, UInt32(response.status.code), made.pointer)
    }

    /// A libmicrohttpd response to queue, and whether the caller must destroy it after queueing (one kept by the
    /// `ResponseCache` is not the caller's).
    struct MadeResponse {
        let pointer: OpaquePointer
        let isOwned: Bool

        func release() {
            if isOwned { MHD_destroy_response(pointer) }
        }
    }

    /// Builds the libmicrohttpd response (or takes the one kept for the same bytes and headers); for an event
    /// stream, binds the stream to the connection.
    private func makeResponse(_ response: Response, connection: ConnectionHandle) -> MadeResponse? {
        let mhd: OpaquePointer?
        switch response.body {
        case .empty:
            mhd = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        case .bytes(let bytes):
            let kept = responseCache.response(for: bytes, status: response.status.code, headers: response.headers) {
                Self.makeBytesResponse(bytes).map { addHeaders(response.headers, to: $0) }
            }
            if let kept { return MadeResponse(pointer: kept, isOwned: false) }
            mhd = Self.makeBytesResponse(bytes)
        case .file(let file):
            mhd = Self.makeFileResponse(file)
        case .eventStream(let stream):
            let key = ObjectIdentifier(stream)
            let limit = configuration.limits.eventStreamLimit
            let (closed, full, watcher) = state.withLock { state -> (Bool, Bool, HangupWatcher?) in
                if state.streamsClosed { return (true, false, nil) }
                if state.streams.count >= limit { return (false, true, nil) }
                state.streams[key] = stream
                if state.hangupWatcher == nil { state.hangupWatcher = HangupWatcher() }
                return (false, false, state.hangupWatcher)
            }
            if full { return makeResponse(Self.eventStreamsFull(), connection: connection) }
            let token = Locked<UInt64?>(nil)
            let attached = stream.attach(to: connection, closed: closed) { [weak self] in
                guard let self else { return }
                let (watcher, watched) = self.state.withLock {
                    _ = $0.streams.removeValue(forKey: key)
                    return ($0.hangupWatcher, token.withLock { $0 })
                }
                if let watched { watcher?.forget(watched) }
            }
            guard attached else {
                state.withLock { _ = $0.streams.removeValue(forKey: key) }
                logger.error("An EventStream was used for more than one response")
                return makeResponse(
                    Response.text("Internal server error.", status: .internalServerError), connection: connection)
            }
            if let watcher, let watched = watcher.watch(stream, socket: CMHD_connection_fd(connection.pointer)) {
                token.withLock { $0 = watched }
            }
            let retained = Unmanaged.passRetained(stream)
            mhd = MHD_create_response_from_callback(
                CMHD_size_unknown(), 2048, Trampolines.eventStreamReader, retained.toOpaque(),
                Trampolines.eventStreamFree)
            if mhd == nil {
                retained.release()
                stream.finish()
            }
        }
        guard let mhd else {
            logger.error("Could not create a libmicrohttpd response")
            return nil
        }
        return MadeResponse(pointer: addHeaders(response.headers, to: mhd), isOwned: true)
    }

    /// Copies the headers into a libmicrohttpd response (`Content-Length` and `Transfer-Encoding` are its own).
    /// Over HTTPS every `Set-Cookie` is marked `Secure`, so no cookie of an HTTPS server travels in clear text.
    private func addHeaders(_ headers: HTTPHeaders, to mhd: OpaquePointer) -> OpaquePointer {
        let marksCookiesSecure = configuration.tls != nil
        for (name, value) in headers {
            if HTTPHeaders.sameName(name, "Content-Length") || HTTPHeaders.sameName(name, "Transfer-Encoding") {
                continue
            }
            let value =
                marksCookiesSecure && HTTPHeaders.sameName(name, "Set-Cookie") ? Cookie.markingSecure(value) : value
            // withCString reads native strings in place and copies small ones to the stack (no allocation).
            let added = name.withCString { name in value.withCString { MHD_add_response_header(mhd, name, $0) } }
            if added == .NO {
                logger.warning("Dropped an invalid response header", metadata: ["name": "\(name)"])
            }
        }
        return mhd
    }

    /// A response over the body's own storage, without a copy: the bytes stay retained until libmicrohttpd
    /// frees the response.
    private static func makeBytesResponse(_ bytes: [UInt8]) -> OpaquePointer? {
        guard !bytes.isEmpty else { return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT) }
        let box = Unmanaged.passRetained(RetainedBytes(bytes))
        let mhd = box.takeUnretainedValue().bytes.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer_with_free_callback_cls(
                buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), Trampolines.releaseBytes,
                box.toOpaque())
        }
        if mhd == nil { box.release() }
        return mhd
    }

    /// A response read from the file's descriptor, which libmicrohttpd closes when it frees the response (or at
    /// once, if the response cannot be made).
    private static func makeFileResponse(_ file: ResponseFile) -> OpaquePointer? {
        guard let descriptor = file.takeDescriptor() else { return nil }
        guard let mhd = MHD_create_response_from_fd(file.byteCount, descriptor) else {
            close(descriptor)
            return nil
        }
        return mhd
    }

    /// The answer to an event-stream request over `ServerLimits.maxEventStreams`: a stream that only asks the
    /// client to retry in 3 to 10 seconds (spread out so that waiting clients do not come back at once), then
    /// ends and closes the connection. `EventSource` retries after a 200; it gives up after an error status.
    private static func eventStreamsFull() -> Response {
        let retry = Int.random(in: 3000...10000)
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache", "Connection": "close",
            ],
            body: .bytes(Array(": too many event streams\nretry: \(retry)\n\n".utf8)))
    }
}

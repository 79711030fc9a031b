import CMicroHTTPD
import Glibc

/// Every `@convention(c)` callback handed to libmicrohttpd, in one nonisolated place.
///
/// They capture nothing: state arrives through the `cls` pointers. The daemon's `cls` is the `HTTPServer`
/// (kept alive by the server itself until `MHD_stop_daemon` returns); a request's `*con_cls` is a retained
/// `RequestState`; an event stream's `crc_cls` is a retained `EventStream` released in the free callback.
enum Trampolines {
    static let accessHandler: MHD_AccessHandlerCallback = {
        cls, connection, _, method, _, uploadData, uploadDataSize, context in
        guard let cls, let connection, let method, let uploadDataSize, let context else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        return server.handle(
            connection: connection, method: method, uploadData: uploadData, uploadDataSize: uploadDataSize,
            context: context)
    }

    /// Runs for every accepted connection: keeps it unless the server is stopping.
    static let acceptPolicy: MHD_AcceptPolicyCallback = { cls, _, _ in
        guard let cls else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        return server.acceptsConnections ? .YES : .NO
    }

    /// Runs first for every request, before libmicrohttpd touches the target: keeps the raw bytes.
    static let uriLog: CMHD_URILogCallback = { cls, uri, _ in
        let raw: [UInt8]
        if let uri {
            raw = Array(UnsafeRawBufferPointer(start: uri, count: strlen(uri)))
        } else {
            raw = []
        }
        if let cls { Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().requestStateCreated() }
        return Unmanaged.passRetained(RequestState(rawTarget: raw)).toOpaque()
    }

    /// Leaves the URL undecoded; `RequestTarget` decodes the raw target strictly instead.
    static let unescape: CMHD_UnescapeCallback = { _, _, text in
        guard let text else { return 0 }
        return strlen(text)
    }

    static let requestCompleted: MHD_RequestCompletedCallback = { cls, _, context, _ in
        guard let context, let opaque = context.pointee else { return }
        context.pointee = nil
        let state = Unmanaged<RequestState>.fromOpaque(opaque).takeRetainedValue()
        guard let cls else { return }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        if let serial = state.serial { server.requestDidComplete(serial) }
        server.requestStateReleased()
    }

    static let headerIterator: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
        guard let cls, let key else { return .YES }
        let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
        let name = String(decoding: UnsafeRawBufferPointer(start: key, count: keySize), as: UTF8.self)
        let text =
            value.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: valueSize), as: UTF8.self) } ?? ""
        state.headers.append((name: name, value: text))
        state.headerBytes += keySize + valueSize + 4
        return .YES
    }

    static let eventStreamReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
        guard let cls, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
        let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
        return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: max))
    }

    static let eventStreamFree: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue().finish()
    }

    /// Releases the body of a response made by `makeBytesResponse`.
    static let releaseBytes: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        Unmanaged<RetainedBytes>.fromOpaque(cls).release()
    }

    static let logMessage: CMHD_MessageCallback = { cls, message in
        guard let cls, let message else { return }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        server.logLibraryMessage(String(cString: message))
    }

    static let panic: CMHD_PanicCallback = { _, file, line, reason in
        let place = file.map { String(cString: $0) } ?? "?"
        let text = reason.map { String(cString: $0) } ?? "unknown"
        let message = Array("libmicrohttpd panic at \(place):\(line): \(text)\n".utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        abort()
    }
}

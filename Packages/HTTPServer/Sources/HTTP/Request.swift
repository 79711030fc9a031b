import Foundation

/// An HTTP request as a responder sees it: everything copied out of the connection.
///
/// The server has already checked the request target: `path` is percent-decoded, valid UTF-8,
/// starts with `/` and holds no `.`/`..` segment or NUL.
public struct Request: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The decoded, normalised path, starting with `/`.
    public var path: String
    /// The decoded query items.
    public var query: QueryItems
    /// The request headers, in the order sent.
    public var headers: HTTPHeaders
    /// Cookies from the `Cookie` header, by name (the first of repeated names wins).
    public var cookies: [String: String]
    /// The request body (at most `ServerLimits.maxBodyBytes`); empty when the route streams its body to a file.
    public var body: [UInt8]
    /// The body as a file, for a route added with a ``StreamedBody`` (removed once the request is gone).
    public var bodyFile: RequestBodyFile?
    /// The peer of the connection.
    public var remoteAddress: RemoteAddress
    /// Values of `{param}` route segments, filled in by `Router`.
    public var parameters: [String: String]
    /// The `Host` header as sent (it may include a port), or `nil` when absent.
    public var host: String?

    /// Creates a request; cookies and host are read from `headers`.
    /// - Parameters:
    ///   - method: The method.
    ///   - path: The decoded path, starting with `/`.
    ///   - query: The query items.
    ///   - headers: The headers.
    ///   - body: The body bytes.
    ///   - remoteAddress: The peer.
    public init(
        method: HTTPMethod, path: String, query: QueryItems = .init(), headers: HTTPHeaders = [:],
        body: [UInt8] = [], remoteAddress: RemoteAddress = .init(ip: "127.0.0.1", port: 0, isLoopback: true)
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        self.parameters = [:]
        self.host = headers["Host"]
        self.cookies = CookieParser.parse(headers.values(for: "Cookie"))
    }

    /// The parsed `Content-Type` header, if present and well-formed.
    public var contentType: MediaType? {
        headers["Content-Type"].flatMap(MediaType.init(parsing:))
    }

    /// The body of a request that says it carries JSON, for a caller that decodes it its own way.
    ///
    /// ```swift
    /// let bytes = try request.requireJSONBody()   // 415 unless Content-Type: application/json
    /// ```
    /// - Returns: The body's bytes.
    /// - Throws: `HTTPError` 415 `unsupported_media_type` unless the content type is `application/json`.
    public func requireJSONBody() throws -> [UInt8] {
        guard let contentType, contentType.type == "application", contentType.subtype == "json" else {
            throw HTTPError(
                .unsupportedMediaType, code: "unsupported_media_type",
                message: "Expected Content-Type: application/json.")
        }
        return body
    }

    /// Decodes the JSON body.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder to use.
    /// - Returns: The decoded value.
    /// - Throws: `HTTPError` 415 `unsupported_media_type` unless the content type is `application/json`;
    ///   400 `malformed_json` when the body is not valid JSON for `type`.
    public func decodeJSON<T: Decodable>(as type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws -> T {
        let body = try requireJSONBody()
        do {
            return try decoder.decode(T.self, from: Data(body))
        } catch let error as DecodingError {
            throw HTTPError(
                .badRequest, code: "malformed_json", message: Self.describe(error),
                field: Self.fieldName(of: error))
        } catch {
            throw HTTPError(.badRequest, code: "malformed_json", message: "The body is not valid JSON.")
        }
    }

    /// Decodes a form body, `application/x-www-form-urlencoded` or `multipart/form-data`.
    /// - Returns: The fields and uploaded files.
    /// - Throws: `HTTPError` 415 `unsupported_media_type` for other content types; 400 `malformed_form` for
    ///   bad encoding or invalid UTF-8.
    public func form() throws -> FormData {
        guard let contentType else {
            throw HTTPError(.unsupportedMediaType, code: "unsupported_media_type", message: "Expected a form body.")
        }
        switch (contentType.type, contentType.subtype) {
        case ("application", "x-www-form-urlencoded"):
            do {
                return FormData(fields: try URLEncodedFormParser.parse(body), files: [])
            } catch {
                throw HTTPError(.badRequest, code: "malformed_form", message: "The form body is malformed.")
            }
        case ("multipart", "form-data"):
            guard let boundary = contentType.parameters["boundary"], !boundary.isEmpty else {
                throw HTTPError(.badRequest, code: "malformed_form", message: "The multipart boundary is missing.")
            }
            do {
                return try MultipartParser(boundary: boundary).parse(body)
            } catch {
                throw HTTPError(.badRequest, code: "malformed_form", message: "The form body is malformed: \(error).")
            }
        default:
            throw HTTPError(.unsupportedMediaType, code: "unsupported_media_type", message: "Expected a form body.")
        }
    }

    private static func fieldName(of error: DecodingError) -> String? {
        let path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: return nil
        }
        let names = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            let at = context.codingPath.isEmpty ? "" : " in \(pathText(context.codingPath))"
            return "Missing field \"\(key.stringValue)\"\(at)."
        case .typeMismatch(let type, let context):
            return "Wrong type at \(pathText(context.codingPath)): expected \(type)."
        case .valueNotFound(let type, let context):
            return "Missing value at \(pathText(context.codingPath)): expected \(type)."
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "The body is not valid JSON." }
            return "Invalid value at \(pathText(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "The body is not valid JSON."
        }
    }

    private static func pathText(_ path: [any CodingKey]) -> String {
        path.isEmpty
            ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}

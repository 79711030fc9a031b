/// A request handler: the closure a route runs.
public typealias RouteHandler = @Sendable (Request) async throws -> Response

/// A handler that answers on the worker thread without waiting, or returns `nil` to let the route's
/// `RouteHandler` answer (see ``Responder`` for the contract: never block, decline before any side effect).
public typealias ImmediateRouteHandler = @Sendable (Request) throws -> Response?

/// Routes requests by method and path pattern to handlers.
///
/// Patterns are literal segments, `{name}` parameters (one segment) and a last `{name...}` catch-all
/// (the rest of the path, may contain `/`). For one method, literal segments win over parameters.
/// An unknown path throws 404 `not_found`; a known path with another method throws 405 with `Allow`.
/// Every `GET` route also answers `HEAD`.
///
/// ```swift
/// var router = Router()
/// router.get("/days/{id}") { request in .text("day \(request.parameters["id"]!)") }
/// router.getImmediately("/healthz") { _ in .text("ok") }
/// router.getImmediately("/") { request in cache.page(for: request) } otherwise: { request in try await render(request) }
/// ```
///
/// Routes added with `addImmediately` / `getImmediately` are answered on the worker thread (``respondImmediately(to:)``); the
/// others run in a task (``respond(to:)``). Every response a route makes carries its pattern in ``Response/route``.
public struct Router: Responder {
    private struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let immediate: ImmediateRouteHandler?
        let handler: RouteHandler
        var streamed: StreamedBody? = nil
    }

    private var routes: [Route] = []
    /// Which routes can match a path, by its first segment (so a request does not try every route).
    private var index = RouteIndex([])
    /// Whether any route streams its body (most routers have none, and then no request looks one up).
    private var hasStreamedBodies = false

    /// Creates an empty router.
    public init() {}

    /// Every route's method and pattern, in the order they were added (for a listing or a document of the API;
    /// the implicit `HEAD` of a `GET` route is not listed).
    public var registeredRoutes: [(method: HTTPMethod, pattern: String)] {
        routes.map { ($0.method, $0.pattern.text) }
    }

    private mutating func append(_ route: Route) {
        index.add(route.pattern, at: routes.count)
        routes.append(route)
    }

    /// Adds a route that runs in a task.
    /// - Parameters:
    ///   - method: The method it answers.
    ///   - pattern: The path pattern, starting with `/`.
    ///   - handler: The handler.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping RouteHandler) {
        append(Route(method: method, pattern: RoutePattern(pattern), immediate: nil, handler: handler))
    }

    /// Adds a route that runs in a task and takes its body as a file (``Request/bodyFile``), with its own limit.
    /// - Parameters:
    ///   - method: The method it answers.
    ///   - pattern: The path pattern, starting with `/`.
    ///   - body: Where the body goes and its limit (``StreamedBody/streamedBody(toFileIn:limit:prefix:)``).
    ///   - handler: The handler.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, body: StreamedBody, _ handler: @escaping RouteHandler
    ) {
        append(Route(method: method, pattern: RoutePattern(pattern), immediate: nil, handler: handler, streamed: body))
        hasStreamedBodies = true
    }

    /// Adds a route whose answer is always ready (health, a file from memory, generated CSS): it is answered on
    /// the worker thread, or in a task when a middleware in front of the router takes the async path.
    /// - Parameters:
    ///   - method: The method it answers.
    ///   - pattern: The path pattern, starting with `/`.
    ///   - handler: The handler; it must not block.
    public mutating func addImmediately(
        _ method: HTTPMethod, _ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response
    ) {
        append(
            Route(
                method: method, pattern: RoutePattern(pattern), immediate: { try handler($0) },
                handler: { try handler($0) }))
    }

    /// Adds a route answered on the worker thread when `handler` returns a response, else by `otherwise` in a
    /// task (for example a page served from a cache, rendered when the cache has no copy).
    /// - Parameters:
    ///   - method: The method it answers.
    ///   - pattern: The path pattern, starting with `/`.
    ///   - handler: The handler that never waits; `nil` passes the request to `otherwise`.
    ///   - otherwise: The handler that may await.
    public mutating func addImmediately(
        _ method: HTTPMethod, _ pattern: String, _ handler: @escaping ImmediateRouteHandler,
        otherwise: @escaping RouteHandler
    ) {
        append(Route(method: method, pattern: RoutePattern(pattern), immediate: handler, handler: otherwise))
    }

    /// Adds a `GET` route (which also answers `HEAD`).
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func get(_ pattern: String, _ handler: @escaping RouteHandler) { add(.get, pattern, handler) }

    /// Adds a `GET` route whose answer is always ready (see ``addImmediately(_:_:_:)``).
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler; it must not block.
    public mutating func getImmediately(
        _ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response
    ) {
        addImmediately(.get, pattern, handler)
    }

    /// Adds a `GET` route answered by `handler` when it can, else by `otherwise` (see
    /// ``addImmediately(_:_:_:otherwise:)``).
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler that never waits; `nil` passes the request to `otherwise`.
    ///   - otherwise: The handler that may await.
    public mutating func getImmediately(
        _ pattern: String, _ handler: @escaping ImmediateRouteHandler, otherwise: @escaping RouteHandler
    ) {
        addImmediately(.get, pattern, handler, otherwise: otherwise)
    }

    /// Adds a `POST` route.
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func post(_ pattern: String, _ handler: @escaping RouteHandler) { add(.post, pattern, handler) }

    /// Adds a `POST` route whose body is written to a file (see ``add(_:_:body:_:)``).
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - body: Where the body goes and its limit.
    ///   - handler: The handler.
    public mutating func post(_ pattern: String, body: StreamedBody, _ handler: @escaping RouteHandler) {
        add(.post, pattern, body: body, handler)
    }

    /// Adds a `PUT` route.
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func put(_ pattern: String, _ handler: @escaping RouteHandler) { add(.put, pattern, handler) }

    /// Adds a `DELETE` route.
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func delete(_ pattern: String, _ handler: @escaping RouteHandler) {
        add(.delete, pattern, handler)
    }

    /// Adds a `PATCH` route.
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func patch(_ pattern: String, _ handler: @escaping RouteHandler) { add(.patch, pattern, handler) }

    /// Finds the route for the request and runs it with `parameters` filled in.
    /// - Parameter request: The request.
    /// - Returns: The handler's response.
    /// - Throws: `HTTPError` 404 or 405 (with `Allow`), or the handler's error.
    public func respond(to request: Request) async throws -> Response {
        let (route, request) = try resolve(request)
        var response = try await route.handler(request)
        response.route = route.pattern.text
        return response
    }

    /// Answers on the worker thread when the request's route was added with `addImmediately` and that handler
    /// has an answer; 404 and 405 are thrown at once.
    /// - Parameter request: The request.
    /// - Returns: The immediate handler's response, or `nil` when the route answers in a task.
    /// - Throws: `HTTPError` 404 or 405 (with `Allow`), or the handler's error.
    public func respondImmediately(to request: Request) throws -> Response? {
        let (route, request) = try resolve(request)
        guard let immediate = route.immediate, var response = try immediate(request) else { return nil }
        response.route = route.pattern.text
        return response
    }

    /// The streamed body of the route that `method` and `path` reach, if it has one.
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's decoded path.
    /// - Returns: The route's ``StreamedBody``, or `nil` (no such route, or one that reads its body into memory).
    public func streamedBody(for method: HTTPMethod, path: String) -> StreamedBody? {
        guard hasStreamedBodies, method != .get, method != .head else { return nil }
        return (try? resolve(Request(method: method, path: path)))?.0.streamed
    }

    /// The pattern of the route that `method` and `path` reach (a `HEAD` reaches a `GET` route).
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's decoded path.
    /// - Returns: The pattern as it was added (`/days/{id}`), or `nil` for a 404 or 405.
    public func routePattern(for method: HTTPMethod, path: String) -> String? {
        (try? resolve(Request(method: method, path: path)))?.0.pattern.text
    }

    /// The best route for the request, and the request with `parameters` filled in.
    private func resolve(_ request: Request) throws -> (Route, Request) {
        // Most requests name a path without parameters: found by the whole path, without splitting it.
        if let literal = index.literalRoutes(forPath: request.path) {
            let exact = literal.first { routes[$0].method == request.method }
            let fallback = request.method == .head ? literal.first { routes[$0].method == .get } : nil
            if let position = exact ?? fallback { return (routes[position], request) }
        }
        let pathSegments = Array(request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst())
        // Routes are read in place and only the winner is copied (a copy retains its pattern and closures).
        var best: (position: Int, parameters: [String: String], rank: UInt64)?
        var allowed: [HTTPMethod] = []
        for position in index.candidates(forFirstSegment: pathSegments.first ?? "") {
            guard let match = routes[position].pattern.match(pathSegments) else { continue }
            let method = routes[position].method
            if !allowed.contains(method) { allowed.append(method) }
            let answers = method == request.method || (request.method == .head && method == .get)
            guard answers else { continue }
            if let current = best {
                // An explicit HEAD route beats the GET fallback at the same rank.
                let better =
                    match.rank < current.rank
                    || (match.rank == current.rank && method == request.method
                        && routes[current.position].method != request.method)
                if !better { continue }
            }
            best = (position, match.parameters, match.rank)
        }
        if let best {
            var request = request
            request.parameters = best.parameters
            return (routes[best.position], request)
        }
        if allowed.isEmpty {
            throw HTTPError(.notFound, code: "not_found", message: "Not found.")
        }
        if allowed.contains(.get), !allowed.contains(.head) {
            allowed.insert(.head, at: allowed.firstIndex(of: .get)! + 1)
        }
        throw HTTPError(
            .methodNotAllowed, code: "method_not_allowed", message: "Method \(request.method) is not allowed here.",
            headers: ["Allow": allowed.map(\.rawValue).joined(separator: ", ")])
    }
}

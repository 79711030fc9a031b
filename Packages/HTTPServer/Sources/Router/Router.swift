/// A request handler: the closure a route runs.
public typealias RouteHandler = @Sendable (Request) async throws -> Response

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
/// router.get("/static/{path...}") { request in try files.response(for: request.parameters["path"]!, request: request) }
/// ```
public struct Router: Responder {
    private struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let handler: RouteHandler
    }

    private var routes: [Route] = []

    /// Creates an empty router.
    public init() {}

    /// Adds a route.
    /// - Parameters:
    ///   - method: The method it answers.
    ///   - pattern: The path pattern, starting with `/`.
    ///   - handler: The handler.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping RouteHandler) {
        routes.append(Route(method: method, pattern: RoutePattern(pattern), handler: handler))
    }

    /// Adds a `GET` route (which also answers `HEAD`).
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func get(_ pattern: String, _ handler: @escaping RouteHandler) { add(.get, pattern, handler) }

    /// Adds a `POST` route.
    /// - Parameters:
    ///   - pattern: The path pattern.
    ///   - handler: The handler.
    public mutating func post(_ pattern: String, _ handler: @escaping RouteHandler) { add(.post, pattern, handler) }

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
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let pathSegments = Array(segments)
        var best: (route: Route, parameters: [String: String], rank: [Int])?
        var allowed: [HTTPMethod] = []
        for route in routes {
            guard let match = route.pattern.match(pathSegments) else { continue }
            if !allowed.contains(route.method) { allowed.append(route.method) }
            let answers = route.method == request.method || (request.method == .head && route.method == .get)
            guard answers else { continue }
            if let current = best {
                // An explicit HEAD route beats the GET fallback at the same rank.
                let better =
                    match.rank.lexicographicallyPrecedes(current.rank)
                    || (match.rank == current.rank && route.method == request.method
                        && current.route.method != request.method)
                if !better { continue }
            }
            best = (route, match.parameters, match.rank)
        }
        if let best {
            var request = request
            request.parameters = best.parameters
            return try await best.route.handler(request)
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

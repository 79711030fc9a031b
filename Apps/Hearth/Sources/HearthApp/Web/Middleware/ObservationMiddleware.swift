import Glibc
import HTTPServer
import Logging

/// The outermost middleware: times every request, records it in `/metrics` by method, route pattern and status
/// class (`RequestMetrics`), and gives every log line from it the route and status (`RequestLogScope`), also for
/// the answers given on the worker thread. The route is the router's pattern (`Response.route`), or, for an answer
/// made elsewhere (an error page, a refused Host), the pattern the path would reach; `unmatched` when none.
struct ObservationMiddleware: Middleware {
    let requests: RequestMetrics
    let logger: Logger

    func respond(to request: Request, next: any Responder) async throws -> Response {
        let start = Self.now()
        let scope = RequestLogScope()
        do {
            let response = try await RequestLogScope.$current.withValue(scope) {
                try await next.respond(to: request)
            }
            finish(request, response.route, response.status.code, start, scope, next)
            return response
        } catch {
            finish(request, nil, (error as? HTTPError)?.status.code ?? 500, start, scope, next)
            throw error
        }
    }

    func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
        let start = Self.now()
        let scope = RequestLogScope()
        do {
            let response = try scope.onThisThread { try next.respondImmediately(to: request) }
            // Declined: the same request comes again through `respond`. A line logged before declining (which the
            // `Responder` contract leaves no reason for) goes out now, with status 0: not answered here.
            guard let response else {
                scope.answered(method: request.method.rawValue, route: route(nil, request, next), status: 0)
                return nil
            }
            finish(request, response.route, response.status.code, start, scope, next)
            return response
        } catch {
            finish(request, nil, (error as? HTTPError)?.status.code ?? 500, start, scope, next)
            throw error
        }
    }

    private func finish(
        _ request: Request, _ route: String?, _ status: Int, _ start: UInt64, _ scope: RequestLogScope,
        _ next: any Responder
    ) {
        let elapsed = Self.now() &- start
        let route = self.route(route, request, next)
        requests.record(method: request.method.rawValue, route: route, status: status, nanoseconds: elapsed)
        scope.answered(method: request.method.rawValue, route: route, status: status)
        guard logger.logLevel <= .debug else { return }
        scope.onThisThread {
            logger.debug("Answered", metadata: ["path": "\(request.path)", "ms": "\(Double(elapsed / 1000) / 1000)"])
        }
    }

    private func route(_ route: String?, _ request: Request, _ next: any Responder) -> String {
        route ?? next.routePattern(for: request.method, path: request.path) ?? "unmatched"
    }

    /// The monotonic clock in nanoseconds (`clock_gettime` through the vDSO: no system call).
    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

import HTTPServer

/// Refuses requests whose `Host` is not one of this machine's names or addresses
/// (DNS rebinding), on every route including `/events` and static files.
struct HostCheckMiddleware: RequestCheckMiddleware {
    let allowlist: HostAllowlist

    func check(_ request: Request) throws {
        guard allowlist.allows(request.host) else {
            throw HTTPError(
                .badRequest, code: request.host == nil ? "missing_host" : "unknown_host",
                message: request.host == nil
                    ? "The request has no Host header."
                    : "Hearth does not answer to this host name. Add it with --allowed-host if it is yours.")
        }
    }
}

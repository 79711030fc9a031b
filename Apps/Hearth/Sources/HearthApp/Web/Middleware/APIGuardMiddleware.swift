import HTTPServer

/// Guards `/api/`: refuses the body types a foreign page may send without a CORS
/// preflight (Hearth never grants one), and any foreign `Origin`. Scripts that send
/// no `Origin` (curl, home automation) are welcome.
struct APIGuardMiddleware: RequestCheckMiddleware {
    static let simpleContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]

    func check(_ request: Request) throws {
        guard request.path.hasPrefix("/api/") else { return }
        if let type = request.headers["Content-Type"]?.lowercased(),
            Self.simpleContentTypes.contains(where: { type.hasPrefix($0) })
        {
            throw HTTPError(
                .unsupportedMediaType, code: "unsupported_media_type",
                message: "The API accepts JSON bodies only: send Content-Type: application/json.")
        }
        try CSRFProtection.verifySameOrigin(request, requireHeader: false)
    }
}

/// A cookie to set with `Response.setCookie(_:)`.
///
/// Defaults are the safe ones: `Path=/`, `HttpOnly`, `SameSite=Lax`.
public struct Cookie: Sendable, Equatable {
    /// The `SameSite` attribute.
    public enum SameSite: String, Sendable {
        /// Sent only on same-site requests.
        case strict = "Strict"
        /// Sent on same-site requests and top-level navigations.
        case lax = "Lax"
        /// Sent on every request (requires `Secure`).
        case none = "None"
    }

    /// The name.
    public var name: String
    /// The value.
    public var value: String
    /// The `Path` attribute.
    public var path: String = "/"
    /// The `Max-Age` attribute in seconds; `nil` for a session cookie, `0` to delete.
    public var maxAge: Int?
    /// The `HttpOnly` attribute.
    public var httpOnly = true
    /// The `Secure` attribute.
    public var secure = false
    /// The `SameSite` attribute.
    public var sameSite: SameSite = .lax

    /// Creates a cookie.
    /// - Parameters:
    ///   - name: The name.
    ///   - value: The value.
    ///   - path: The path, `/` by default.
    ///   - maxAge: Lifetime in seconds; `nil` for a session cookie.
    ///   - httpOnly: Hide it from scripts; `true` by default.
    ///   - secure: Send only over HTTPS; `false` by default.
    ///   - sameSite: The SameSite policy; `.lax` by default.
    public init(
        name: String, value: String, path: String = "/", maxAge: Int? = nil, httpOnly: Bool = true,
        secure: Bool = false, sameSite: SameSite = .lax
    ) {
        self.name = name
        self.value = value
        self.path = path
        self.maxAge = maxAge
        self.httpOnly = httpOnly
        self.secure = secure
        self.sameSite = sameSite
    }

    /// The `Set-Cookie` header value, for example `session=abc; Path=/; HttpOnly; SameSite=Lax`.
    /// Characters that would break the header (CR, LF, `;`, `,`) are dropped from name, value and path.
    public var headerValue: String {
        var parts = ["\(Self.clean(name))=\(Self.clean(value))", "Path=\(Self.clean(path))"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if httpOnly { parts.append("HttpOnly") }
        if secure { parts.append("Secure") }
        parts.append("SameSite=\(sameSite.rawValue)")
        return parts.joined(separator: "; ")
    }

    private static func clean(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && $0 != ";" && $0 != "," })
    }
}

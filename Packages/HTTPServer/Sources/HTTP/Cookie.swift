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
        var text = Self.clean(name)
        text.reserveCapacity(name.utf8.count + value.utf8.count + path.utf8.count + 64)
        text += "="
        text += Self.clean(value)
        text += "; Path="
        text += Self.clean(path)
        if let maxAge { text += "; Max-Age=" + String(maxAge) }
        if httpOnly { text += "; HttpOnly" }
        if secure { text += "; Secure" }
        text += "; SameSite="
        text += sameSite.rawValue
        return text
    }

    /// A `Set-Cookie` header value with the `Secure` attribute, added unless it is there already.
    /// - Parameter headerValue: A `Set-Cookie` header value.
    /// - Returns: The value, ending in `; Secure` when it lacked the attribute.
    public static func markingSecure(_ headerValue: String) -> String {
        let hasSecure = headerValue.split(separator: ";").contains {
            $0.trimmingSpaces().lowercased() == "secure"
        }
        return hasSecure ? headerValue : headerValue + "; Secure"
    }

    private static func clean(_ text: String) -> String {
        // Every byte these scalars take is below 0x80, so text without such a byte is already clean (no copy).
        let isClean = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: ";") && byte != UInt8(ascii: ",")
        }
        if isClean { return text }
        return String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && $0 != ";" && $0 != "," })
    }
}

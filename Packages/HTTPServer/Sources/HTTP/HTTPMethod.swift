/// An HTTP request method such as `GET` or `POST`.
///
/// Methods are case-sensitive tokens (RFC 9110 §9.1); the common ones are static members.
public struct HTTPMethod: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The method token exactly as sent, for example `"GET"`.
    public var rawValue: String

    /// Creates a method from its token.
    /// - Parameter rawValue: The method token, for example `"PROPFIND"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a method from its token.
    /// - Parameter rawValue: The method token.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The method token.
    public var description: String { rawValue }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: like `GET`, without a body.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`: submit data.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `PATCH`: change part of a resource.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `OPTIONS`: ask which methods a resource allows.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
}

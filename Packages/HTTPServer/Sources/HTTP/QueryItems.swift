/// The decoded `name=value` pairs of a URL query string, in order.
///
/// ```swift
/// let query = try QueryItems(parsing: "q=hello+world&tag=a&tag=b")
/// query["q"]               // "hello world"
/// query.values(for: "tag") // ["a", "b"]
/// ```
public struct QueryItems: Sendable, Sequence, Equatable, ExpressibleByDictionaryLiteral {
    /// One query item.
    public typealias Element = (name: String, value: String)

    private var items: [(name: String, value: String)]

    /// Creates query items from pairs.
    /// - Parameter items: The pairs, in order.
    public init(_ items: [(name: String, value: String)] = []) {
        self.items = items
    }

    /// Creates query items from a literal.
    /// - Parameter elements: The pairs, in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        items = elements.map { (name: $0.0, value: $0.1) }
    }

    /// Parses a raw query string strictly: `+` is a space, `%XX` must be valid and the result valid UTF-8.
    /// - Parameter query: The text after `?`, still percent-encoded.
    /// - Throws: `HTTPError` 400 `malformed_query` for bad percent-encoding or invalid UTF-8.
    public init(parsing query: String) throws {
        do {
            items = try URLEncodedFormParser.parse(Array(query.utf8))
        } catch {
            throw HTTPError(.badRequest, code: "malformed_query", message: "The query string is malformed.")
        }
    }

    /// The first value for `name` (case-sensitive).
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// Every value for `name`, in order.
    /// - Parameter name: The item name.
    /// - Returns: The values, possibly empty.
    public func values(for name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    /// Appends an item.
    /// - Parameters:
    ///   - name: The name.
    ///   - value: The value.
    public mutating func append(name: String, value: String) {
        items.append((name: name, value: value))
    }

    /// The number of items.
    public var count: Int { items.count }

    /// Whether there are no items.
    public var isEmpty: Bool { items.isEmpty }

    /// Iterates the items in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        items.makeIterator()
    }

    /// Whether both hold the same items in the same order.
    public static func == (lhs: QueryItems, rhs: QueryItems) -> Bool {
        lhs.items.count == rhs.items.count && zip(lhs.items, rhs.items).allSatisfy { $0 == $1 }
    }
}

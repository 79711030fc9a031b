/// An ordered list of HTTP header fields with case-insensitive names.
///
/// Order is kept and a name may repeat (for example `Set-Cookie`).
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "text/plain"]
/// headers.add(name: "Set-Cookie", value: "a=1")
/// headers["content-type"]  // "text/plain"
/// ```
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral, Equatable {
    /// One header field.
    public typealias Element = (name: String, value: String)

    private var fields: [(name: String, value: String)]

    /// Creates an empty header list.
    public init() {
        fields = []
    }

    /// Creates headers from name–value pairs, in order.
    /// - Parameter fields: The fields.
    public init(_ fields: [(name: String, value: String)]) {
        self.fields = fields
    }

    /// Creates headers from a literal, in the literal's order.
    /// - Parameter elements: The name–value pairs.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = []
        // Room for what middleware usually adds (security headers), so adding them does not grow the array.
        fields.reserveCapacity(elements.count + 8)
        for (name, value) in elements { fields.append((name: name, value: value)) }
    }

    /// The first value for `name` (case-insensitive); setting replaces every field of that name, `nil` removes them.
    public subscript(name: String) -> String? {
        get {
            fields.first { Self.sameName($0.name, name) }?.value
        }
        set {
            if let newValue {
                if let index = fields.firstIndex(where: { Self.sameName($0.name, name) }) {
                    fields[index].value = newValue
                    var next = index + 1
                    while next < fields.count {
                        if Self.sameName(fields[next].name, name) { fields.remove(at: next) } else { next += 1 }
                    }
                } else {
                    fields.append((name: name, value: newValue))
                }
            } else {
                remove(name)
            }
        }
    }

    /// Every value for `name` (case-insensitive), in order.
    /// - Parameter name: The header name.
    /// - Returns: The values, possibly empty.
    public func values(for name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Appends a field, keeping any existing fields of the same name.
    /// - Parameters:
    ///   - name: The header name.
    ///   - value: The value.
    public mutating func add(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Removes every field named `name` (case-insensitive).
    /// - Parameter name: The header name.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.sameName($0.name, name) }
    }

    /// Whether a field named `name` exists (case-insensitive).
    /// - Parameter name: The header name.
    /// - Returns: `true` if at least one field has that name.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.sameName($0.name, name) }
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Whether both lists hold the same fields in the same order (names compared case-insensitively).
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { sameName($0.name, $1.name) && $0.value == $1.value }
    }

    /// Whether both lists hold exactly the same fields in the same order (names compared as sent).
    func isIdentical(to other: HTTPHeaders) -> Bool {
        guard fields.count == other.fields.count else { return false }
        // Headers built once and shared (a kept answer's, a static file's) are the same storage: nothing to compare.
        let shared = fields.withUnsafeBufferPointer { mine in
            other.fields.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
        return shared
            || zip(fields, other.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// Whether two field names are the same header: ASCII case-insensitive (names are ASCII tokens), without
    /// allocating.
    public static func sameName(_ a: String, _ b: String) -> Bool {
        // Most names compared differ in length (O(1) for native strings): no byte is read then.
        guard a.utf8.count == b.utf8.count else { return false }
        // Native and small strings are contiguous: compare their bytes in place.
        let compared = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in sameBytes(left, right) }
        }
        if let compared, let result = compared { return result }
        return zip(a.utf8, b.utf8).allSatisfy { sameByte($0, $1) }
    }

    private static func sameBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<left.count where !sameByte(left[index], right[index]) { return false }
        return true
    }

    /// Whether two bytes are equal ignoring ASCII case: they differ only in bit 5 (0x20), and that is a letter's.
    private static func sameByte(_ x: UInt8, _ y: UInt8) -> Bool {
        if x == y { return true }
        let lower = x | 0x20
        return x ^ y == 0x20 && lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }
}

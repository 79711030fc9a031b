import Foundation

extension UUID {
    /// Byte-wise order, to sort equal instants the same way every time.
    func orders(before other: UUID) -> Bool {
        withUnsafeBytes(of: uuid) { left in
            withUnsafeBytes(of: other.uuid) { right in left.lexicographicallyPrecedes(right) }
        }
    }
}

import Synchronization

/// A number that changes with every write to a feature's data: each feature service owns one and bumps it after
/// every committed change, and cached pages that declare `.data(version)` are rendered again once it moved.
final class DataVersion: Sendable {
    private let value = Atomic<UInt64>(0)

    /// Creates a version at 0.
    init() {}

    /// The version now.
    var current: UInt64 { value.load(ordering: .acquiring) }

    /// Marks the data as changed; call it after the change is visible to readers (committed, caches dropped).
    func bump() {
        value.wrappingAdd(1, ordering: .releasing)
    }
}

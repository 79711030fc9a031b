import Foundation

/// Where the server's battery state comes from: a struct of closures with a live value and test values.
///
/// ```swift
/// let reader = BatteryReader.live  // /sys/class/power_supply
/// if let battery = reader.read().state { print(battery.level, battery.band) }
/// let fake = BatteryReader.sysfs(root: URL(fileURLWithPath: "/tmp/fake-power-supply"))
/// ```
public struct BatteryReader: Sendable {
    /// Reads the power supplies now.
    public var read: @Sendable () -> BatteryReading

    /// Creates a reader from a closure.
    /// - Parameter read: returns the reading now.
    public init(read: @escaping @Sendable () -> BatteryReading) {
        self.read = read
    }

    /// Linux's `/sys/class/power_supply`.
    public static let live = BatteryReader.sysfs(root: SysfsPowerSupplies.defaultRoot)

    /// A sysfs tree at `root` (a fake one in tests).
    /// - Parameter root: the folder holding one directory per supply.
    /// - Returns: a reader of that folder.
    public static func sysfs(root: URL) -> BatteryReader {
        let supplies = SysfsPowerSupplies(root: root)
        return BatteryReader { supplies.reading() }
    }

    /// Always the same state (`nil`: no battery), for tests and previews.
    /// - Parameter state: the state to return.
    /// - Returns: a reader that never touches the file system.
    public static func constant(_ state: BatteryState?) -> BatteryReader {
        let reading = BatteryReading(state: state, batteryCount: state == nil ? 0 : 1)
        return BatteryReader { reading }
    }
}

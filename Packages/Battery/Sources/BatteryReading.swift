/// What one read of the power supplies found: the combined battery state, if any, and the problems met on the way.
public struct BatteryReading: Hashable, Sendable {
    /// The batteries combined; `nil` when the machine has no battery that could be read (hide the overlay).
    public var state: BatteryState?
    /// How many batteries went into ``state``.
    public var batteryCount: Int
    /// Files that were missing, unreadable or malformed; worth a log line, never fatal.
    public var issues: [PowerSupplyIssue]

    /// Creates a reading.
    /// - Parameters:
    ///   - state: the combined state, `nil` for none.
    ///   - batteryCount: how many batteries went into it.
    ///   - issues: the problems met.
    public init(state: BatteryState?, batteryCount: Int, issues: [PowerSupplyIssue] = []) {
        self.state = state
        self.batteryCount = batteryCount
        self.issues = issues
    }

    /// No battery and no problem: a desktop, a server, a container without `/sys/class/power_supply`.
    public static let noBattery = BatteryReading(state: nil, batteryCount: 0)
}

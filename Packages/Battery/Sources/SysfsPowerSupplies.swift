import Foundation

/// Reads Linux's power-supply class (`/sys/class/power_supply/*`) and combines every battery into one state.
///
/// - A battery is a supply whose `type` is `Battery` and whose `scope` is not `Device` (a wireless mouse's battery
///   has that scope) and whose `present` is not `0`.
/// - Its level is `capacity` (percent); else `energy_now / energy_full`; else `charge_now / charge_full`.
/// - Several batteries are combined by energy: each level weighs its `energy_full` (or `charge_full` ×
///   `voltage_min_design`); when one battery has no such size, the levels are averaged plainly.
/// - Status: charging if any charges, else discharging if any discharges, else full if any is full (the others idle),
///   else not charging if any says so, else unknown.
/// - Plugged in: any other supply (`Mains`, `USB`, …) with `online` = `1`; without such a supply, a battery that
///   charges, is full or is held (not charging) counts as plugged in.
/// - A missing, unreadable or malformed file becomes a ``PowerSupplyIssue``; a battery without any readable level is
///   skipped. No battery gives a `nil` state.
public struct SysfsPowerSupplies: Sendable {
    /// `/sys/class/power_supply`.
    public static let defaultRoot = URL(fileURLWithPath: "/sys/class/power_supply", isDirectory: true)

    /// The folder holding one directory (or symbolic link) per supply.
    public var root: URL

    /// Creates a reader of a power-supply folder.
    /// - Parameter root: the folder; `/sys/class/power_supply` by default.
    public init(root: URL = SysfsPowerSupplies.defaultRoot) {
        self.root = root
    }

    /// Reads every supply under ``root`` now.
    /// - Returns: the combined state (`nil` when there is no readable battery) and the issues met.
    public func reading() -> BatteryReading {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return .noBattery }
        guard isDirectory.boolValue, let names = try? files.contentsOfDirectory(atPath: root.path) else {
            return BatteryReading(
                state: nil, batteryCount: 0,
                issues: [PowerSupplyIssue(supply: "", file: root.path, problem: .unreadable)])
        }
        var issues: [PowerSupplyIssue] = []
        var batteries: [Cell] = []
        var externalSupplies = 0
        var externalOnline = false
        for name in names.sorted() where !name.hasPrefix(".") {
            let supply = SupplyDirectory(name: name, url: root.appendingPathComponent(name))
            switch supply.text("type", issues: &issues) {
            case "Battery":
                if let battery = supply.battery(issues: &issues) { batteries.append(battery) }
            case .some:
                guard let online = supply.integer("online", issues: &issues, reportMissing: false) else { continue }
                externalSupplies += 1
                externalOnline = externalOnline || online == 1
            case nil:
                continue
            }
        }
        guard !batteries.isEmpty else { return BatteryReading(state: nil, batteryCount: 0, issues: issues) }
        let status = Self.combinedStatus(batteries.map(\.status))
        let pluggedIn =
            externalOnline || status == .charging
            || (externalSupplies == 0 && (status == .full || status == .notCharging))
        let state = BatteryState(
            level: Int(Self.combinedLevel(batteries).rounded()), status: status, isPluggedIn: pluggedIn)
        return BatteryReading(state: state, batteryCount: batteries.count, issues: issues)
    }

    /// One battery's level in percent, its size for weighting (any unit shared by all, here µWh), and its status.
    struct Cell {
        var level: Double
        var weight: Double?
        var status: BatteryStatus
    }

    static func combinedLevel(_ batteries: [Cell]) -> Double {
        let weights = batteries.compactMap(\.weight)
        if weights.count == batteries.count, weights.reduce(0, +) > 0 {
            return zip(batteries, weights).map { $0.level * $1 }.reduce(0, +) / weights.reduce(0, +)
        }
        return batteries.map(\.level).reduce(0, +) / Double(batteries.count)
    }

    static func combinedStatus(_ statuses: [BatteryStatus]) -> BatteryStatus {
        for candidate in [BatteryStatus.charging, .discharging, .full, .notCharging] where statuses.contains(candidate)
        {
            return candidate
        }
        return .unknown
    }
}

import Foundation

/// One directory under the power-supply folder, read file by file; problems are appended to `issues`.
struct SupplyDirectory {
    var name: String
    var url: URL

    /// The file's trimmed text; `nil` (with an issue) when it is missing or unreadable, or `nil` silently when
    /// missing and `reportMissing` is false.
    func text(_ file: String, issues: inout [PowerSupplyIssue], reportMissing: Bool = true) -> String? {
        let path = url.appendingPathComponent(file).path
        guard FileManager.default.fileExists(atPath: path) else {
            if reportMissing { issues.append(PowerSupplyIssue(supply: name, file: file, problem: .missing)) }
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            issues.append(PowerSupplyIssue(supply: name, file: file, problem: .unreadable))
            return nil
        }
        guard let text = String(data: data.prefix(4096), encoding: .utf8) else {
            issues.append(PowerSupplyIssue(supply: name, file: file, problem: .malformed("(not UTF-8)")))
            return nil
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The file as a non-negative integer, or `nil` (with an issue) when it is missing, unreadable or not one.
    func integer(_ file: String, issues: inout [PowerSupplyIssue], reportMissing: Bool = true) -> Int? {
        guard let text = text(file, issues: &issues, reportMissing: reportMissing) else { return nil }
        guard let value = Int(text), value >= 0 else {
            issues.append(PowerSupplyIssue(supply: name, file: file, problem: .malformed(String(text.prefix(40)))))
            return nil
        }
        return value
    }

    /// The battery in this directory, or `nil` when it is absent, a peripheral's, or has no readable level.
    func battery(issues: inout [PowerSupplyIssue]) -> SysfsPowerSupplies.Cell? {
        if text("present", issues: &issues, reportMissing: false) == "0" { return nil }
        if text("scope", issues: &issues, reportMissing: false) == "Device" { return nil }
        var status = BatteryStatus.unknown
        if let text = text("status", issues: &issues) {
            if let parsed = BatteryStatus(sysfsValue: text) {
                status = parsed
            } else {
                issues.append(
                    PowerSupplyIssue(supply: name, file: "status", problem: .malformed(String(text.prefix(40)))))
            }
        }
        let energy = ratio(now: "energy_now", full: "energy_full", issues: &issues)
        let charge = ratio(now: "charge_now", full: "charge_full", issues: &issues)
        let weight = size(issues: &issues)
        var level: Double?
        if let capacity = integer("capacity", issues: &issues, reportMissing: energy == nil && charge == nil) {
            if capacity <= 100 {
                level = Double(capacity)
            } else {
                issues.append(PowerSupplyIssue(supply: name, file: "capacity", problem: .malformed(String(capacity))))
            }
        }
        guard let level = level ?? energy ?? charge else { return nil }
        return SysfsPowerSupplies.Cell(level: level, weight: weight, status: status)
    }

    /// `now / full` in percent (capped at 100), when both files hold integers and `full` is positive.
    private func ratio(now: String, full: String, issues: inout [PowerSupplyIssue]) -> Double? {
        guard let nowValue = integer(now, issues: &issues, reportMissing: false) else { return nil }
        guard let fullValue = integer(full, issues: &issues), fullValue > 0 else { return nil }
        return min(Double(nowValue) / Double(fullValue) * 100, 100)
    }

    /// The battery's size in µWh for weighting: `energy_full`, else `charge_full` (µAh) × `voltage_min_design` (µV);
    /// `nil` when neither is known. A zero size is reported as malformed.
    private func size(issues: inout [PowerSupplyIssue]) -> Double? {
        var ignored: [PowerSupplyIssue] = []
        if let energy = integer("energy_full", issues: &ignored, reportMissing: false) {
            guard energy > 0 else {
                issues.append(PowerSupplyIssue(supply: name, file: "energy_full", problem: .malformed("0")))
                return nil
            }
            return Double(energy)
        }
        guard let charge = integer("charge_full", issues: &ignored, reportMissing: false), charge > 0,
            let voltage = integer("voltage_min_design", issues: &issues, reportMissing: false)
        else { return nil }
        return Double(charge) * Double(voltage) / 1_000_000
    }
}

import Battery
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let reading = BatteryReader.sysfs(root: URL(fileURLWithPath: "/sys/class/power_supply")).read()"#,
        #"for issue in reading.issues { print("battery:", issue) }  // e.g. BAT0/capacity: malformed value "abc""#,
        #"let label = reading.state.map { "\($0.level) % \($0.band)" + ($0.isCharging ? " ⚡" : "") } ?? "no battery""#,
        #"let report = BrowserBatteryReport(level: 0.42, charging: false, dischargingTime: 5400)"#,
        #"let displayBattery = try report.validated()  // level 42, discharging, yellow band"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the README example, run on this machine's sysfs
        let reading = BatteryReader.sysfs(root: URL(fileURLWithPath: "/sys/class/power_supply")).read()
        for issue in reading.issues { print("battery:", issue) }  // e.g. BAT0/capacity: malformed value "abc"
        let label = reading.state.map { "\($0.level) % \($0.band)" + ($0.isCharging ? " ⚡" : "") } ?? "no battery"
        let report = BrowserBatteryReport(level: 0.42, charging: false, dischargingTime: 5400)
        let displayBattery = try report.validated()  // level 42, discharging, yellow band
        // Then it does what the comments say
        #expect(reading.state == nil ? label == "no battery" : label.contains(" % "))
        #expect(displayBattery == BatteryState(level: 42, status: .discharging, isPluggedIn: false))
        #expect(displayBattery.band == .yellow)
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/Battery/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}

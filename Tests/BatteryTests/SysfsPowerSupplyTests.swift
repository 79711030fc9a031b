import Battery
import Foundation
import Testing

@Suite struct SysfsPowerSupplyTests {
    @Test func missingRootMeansNoBattery() {
        // Given a root that does not exist (a container without /sys/class/power_supply)
        let root = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        // When it is read
        let reading = BatteryReader.sysfs(root: root).read()
        // Then there is no battery and nothing to report
        #expect(reading == .noBattery)
    }

    @Test func desktopWithMainsOnlyHasNoBattery() throws {
        // Given only a mains supply
        let sysfs = try FakeSysfs().supply("AC", ["type": "Mains", "online": "1"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then the battery is hidden
        #expect(reading.state == nil)
        #expect(reading.batteryCount == 0)
        #expect(reading.issues.isEmpty)
    }

    @Test func chargingOnMains() throws {
        // Given a laptop charging at 76 % with the charger in
        let sysfs = try FakeSysfs()
            .supply("AC", ["type": "Mains", "online": "1"])
            .supply("BAT0", ["type": "Battery", "status": "Charging", "capacity": "76", "present": "1"])
        // When it is read
        let state = try #require(SysfsPowerSupplies(root: sysfs.root).reading().state)
        // Then
        #expect(state == BatteryState(level: 76, status: .charging, isPluggedIn: true))
        #expect(state.isCharging)
        #expect(state.band == .green)
    }

    @Test func dischargingOffMains() throws {
        // Given a battery at 15 % running the machine, the charger out
        let sysfs = try FakeSysfs()
            .supply("ADP1", ["type": "Mains", "online": "0"])
            .supply("BAT1", ["type": "Battery", "status": "Discharging", "capacity": "15"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then
        #expect(reading.state == BatteryState(level: 15, status: .discharging, isPluggedIn: false))
        #expect(reading.state?.band == .orange)
        #expect(reading.issues.isEmpty)
    }

    @Test func fullWithoutAnyMainsSupplyCountsAsPluggedIn() throws {
        // Given a full battery and no AC supply directory (some tablets)
        let sysfs = try FakeSysfs().supply("battery", ["type": "Battery", "status": "Full", "capacity": "100"])
        // When it is read
        let state = SysfsPowerSupplies(root: sysfs.root).reading().state
        // Then
        #expect(state == BatteryState(level: 100, status: .full, isPluggedIn: true))
    }

    @Test func unknownStatusAndEnergyLevel() throws {
        // Given a battery that says Unknown and gives energy instead of capacity
        let sysfs = try FakeSysfs().supply(
            "BAT0", ["type": "Battery", "status": "Unknown", "energy_now": "30000000", "energy_full": "40000000"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then the level comes from energy_now / energy_full
        #expect(reading.state == BatteryState(level: 75, status: .unknown, isPluggedIn: false))
        #expect(reading.issues.isEmpty)
    }

    @Test func chargeCountersGiveTheLevel() throws {
        // Given a battery with only charge counters, on USB power
        let sysfs = try FakeSysfs()
            .supply("usb", ["type": "USB", "online": "1"])
            .supply("BAT0", ["type": "Battery", "status": "Not charging", "charge_now": "1900", "charge_full": "2000"])
        // When it is read
        let state = SysfsPowerSupplies(root: sysfs.root).reading().state
        // Then
        #expect(state == BatteryState(level: 95, status: .notCharging, isPluggedIn: true))
    }

    @Test func severalBatteriesAreWeightedByEnergy() throws {
        // Given a large battery at 80 % (60 Wh) idle and a small one at 20 % (20 Wh) discharging, and a mouse
        let sysfs = try FakeSysfs()
            .supply("BAT0", ["type": "Battery", "status": "Unknown", "capacity": "80", "energy_full": "60000000"])
            .supply(
                "BAT1",
                ["type": "Battery", "status": "Discharging", "energy_now": "4000000", "energy_full": "20000000"]
            )
            .supply(
                "hidpp_battery_0", ["type": "Battery", "scope": "Device", "capacity": "5", "status": "Discharging"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then the level is (80 × 60 + 20 × 20) / 80 = 65 %, discharging, and the mouse is left out
        #expect(reading.state == BatteryState(level: 65, status: .discharging, isPluggedIn: false))
        #expect(reading.batteryCount == 2)
    }

    @Test func batteriesWithoutSizesAreAveraged() throws {
        // Given two batteries with capacity only, one charging
        let sysfs = try FakeSysfs()
            .supply("BAT0", ["type": "Battery", "status": "Charging", "capacity": "40"])
            .supply("BAT1", ["type": "Battery", "status": "Full", "capacity": "100"])
        // When it is read
        let state = SysfsPowerSupplies(root: sysfs.root).reading().state
        // Then the plain mean, charging wins
        #expect(state == BatteryState(level: 70, status: .charging, isPluggedIn: true))
    }

    @Test func absentBatteryIsSkipped() throws {
        // Given a bay whose battery is removed
        let sysfs = try FakeSysfs().supply("BAT1", ["type": "Battery", "present": "0", "status": "Unknown"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then
        #expect(reading.state == nil)
        #expect(reading.issues.isEmpty)
    }

    @Test func malformedCapacityFallsBackToEnergyAndIsReported() throws {
        // Given a capacity file with junk and a malformed status
        let sysfs = try FakeSysfs().supply(
            "BAT0",
            ["type": "Battery", "status": "Exploding", "capacity": "abc", "energy_now": "10", "energy_full": "40"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then energy gives the level, the status is unknown, and both files are named
        #expect(reading.state == BatteryState(level: 25, status: .unknown, isPluggedIn: false))
        #expect(
            reading.issues == [
                PowerSupplyIssue(supply: "BAT0", file: "status", problem: .malformed("Exploding")),
                PowerSupplyIssue(supply: "BAT0", file: "capacity", problem: .malformed("abc")),
            ])
        #expect(
            reading.issues.map(\.description) == [
                #"BAT0/status: malformed value "Exploding""#, #"BAT0/capacity: malformed value "abc""#,
            ])
    }

    @Test func batteryWithoutAnyLevelIsSkippedWithIssues() throws {
        // Given a battery with no level at all, one with a capacity over 100, one with energy_full 0
        let sysfs = try FakeSysfs()
            .supply("BAT0", ["type": "Battery", "status": "Discharging"])
            .supply("BAT1", ["type": "Battery", "status": "Discharging", "capacity": "250"])
            .supply("BAT2", ["type": "Battery", "status": "Discharging", "energy_now": "5", "energy_full": "0"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then no state, and each problem is named
        #expect(reading.state == nil)
        #expect(
            reading.issues == [
                PowerSupplyIssue(supply: "BAT0", file: "capacity", problem: .missing),
                PowerSupplyIssue(supply: "BAT1", file: "capacity", problem: .malformed("250")),
                PowerSupplyIssue(supply: "BAT2", file: "energy_full", problem: .malformed("0")),
                PowerSupplyIssue(supply: "BAT2", file: "capacity", problem: .missing),
            ])
    }

    @Test func missingTypeStatusAndBadOnlineAreReported() throws {
        // Given a supply without type, a battery without status, a mains supply with a junk online value
        let sysfs = try FakeSysfs()
            .supply("mystery", ["capacity": "50"])
            .supply("BAT0", ["type": "Battery", "capacity": "9"])
            .supply("AC", ["type": "Mains", "online": "yes"])
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then the battery still reads, red, status unknown
        #expect(reading.state == BatteryState(level: 9, status: .unknown, isPluggedIn: false))
        #expect(reading.state?.band == .red)
        #expect(
            Set(reading.issues) == [
                PowerSupplyIssue(supply: "mystery", file: "type", problem: .missing),
                PowerSupplyIssue(supply: "BAT0", file: "status", problem: .missing),
                PowerSupplyIssue(supply: "AC", file: "online", problem: .malformed("yes")),
            ])
    }

    @Test func unreadableFilesAndRootAreIssuesNotCrashes() throws {
        // Given a capacity that is a directory, binary junk in status, and a root that is a plain file
        let sysfs = try FakeSysfs().supply("BAT0", ["type": "Battery", "energy_now": "1", "energy_full": "2"])
        try FileManager.default.createDirectory(
            at: sysfs.root.appendingPathComponent("BAT0/capacity"), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: sysfs.root.appendingPathComponent("BAT0/status"))
        let file = sysfs.root.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        // When both are read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        let rootReading = SysfsPowerSupplies(root: file).reading()
        // Then
        #expect(reading.state == BatteryState(level: 50, status: .unknown, isPluggedIn: false))
        #expect(
            reading.issues.contains(PowerSupplyIssue(supply: "BAT0", file: "capacity", problem: .unreadable)))
        #expect(
            reading.issues.contains(
                PowerSupplyIssue(supply: "BAT0", file: "status", problem: .malformed("(not UTF-8)"))))
        #expect(rootReading.state == nil)
        #expect(rootReading.issues == [PowerSupplyIssue(supply: "", file: file.path, problem: .unreadable)])
    }

    @Test func symbolicLinksAreFollowedAsInRealSysfs() throws {
        // Given a supply directory elsewhere, linked into the root as the kernel does
        let sysfs = try FakeSysfs().supply("devices/BAT0", ["type": "Battery", "status": "Full", "capacity": "99"])
        try FileManager.default.createSymbolicLink(
            at: sysfs.root.appendingPathComponent("BAT0"),
            withDestinationURL: sysfs.root.appendingPathComponent("devices/BAT0"))
        try FileManager.default.removeItem(at: sysfs.root.appendingPathComponent("devices/BAT0/type"))
        try Data("Battery\n".utf8).write(to: sysfs.root.appendingPathComponent("devices/BAT0/type"))
        // When it is read
        let reading = SysfsPowerSupplies(root: sysfs.root).reading()
        // Then the linked battery is read (the "devices" folder has no type and is reported)
        #expect(reading.state == BatteryState(level: 99, status: .full, isPluggedIn: true))
        #expect(reading.issues == [PowerSupplyIssue(supply: "devices", file: "type", problem: .missing)])
    }

    @Test func liveReaderNeverCrashesOnThisMachine() {
        // Given the real /sys/class/power_supply of the machine running the tests
        // When it is read
        let reading = BatteryReader.live.read()
        // Then it yields a consistent reading, whatever the hardware
        #expect((reading.state == nil) == (reading.batteryCount == 0))
    }
}

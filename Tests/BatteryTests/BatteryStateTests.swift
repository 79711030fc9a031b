import Battery
import Foundation
import Testing

@Suite struct BatteryStateTests {
    @Test(arguments: [
        (100, BatteryBand.green), (50, .green), (49, .yellow), (20, .yellow), (19, .orange), (10, .orange),
        (9, .red), (0, .red),
    ])
    func bandsFollowTheLevel(level: Int, band: BatteryBand) {
        // Given a level, when its band is taken, then it is the documented one
        #expect(BatteryBand(level: level) == band)
        #expect(BatteryState(level: level, status: .discharging, isPluggedIn: false).band == band)
    }

    @Test func levelIsClamped() {
        // Given out-of-range levels, when states are made, then they are clamped
        #expect(BatteryState(level: 130, status: .full, isPluggedIn: true).level == 100)
        #expect(BatteryState(level: -3, status: .unknown, isPluggedIn: false).level == 0)
    }

    @Test(arguments: [
        ("Charging", BatteryStatus.charging), ("Discharging", .discharging), ("Full", .full),
        ("Not charging", .notCharging), ("Unknown", .unknown), (" not CHARGING\n", .notCharging),
    ])
    func sysfsStatusValuesParse(text: String, status: BatteryStatus) {
        #expect(BatteryStatus(sysfsValue: text) == status)
    }

    @Test func unknownSysfsStatusIsNil() {
        #expect(BatteryStatus(sysfsValue: "Exploding") == nil)
    }

    @Test func jsonCarriesDerivedFieldsAndRoundTrips() throws {
        // Given a charging state
        let state = BatteryState(level: 76, status: .charging, isPluggedIn: true)
        // When it is encoded with sorted keys
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(state), as: UTF8.self)
        // Then the JSON has camelCase keys, the bolt and the band, and decodes back
        #expect(json == #"{"band":"green","charging":true,"level":76,"pluggedIn":true,"status":"charging"}"#)
        #expect(try JSONDecoder().decode(BatteryState.self, from: Data(json.utf8)) == state)
    }

    @Test func decodingRefusesAnOutOfRangeLevel() {
        let json = Data(#"{"level":101,"status":"full","pluggedIn":true}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BatteryState.self, from: json) }
    }
}

import Battery
import Foundation
import Testing

@Suite struct BrowserBatteryReportTests {
    @Test func browserJSONWithInfinityAsNullDecodesAndValidates() throws {
        // Given what a browser sends from navigator.getBattery(), Infinity stringified as null
        let body = Data(#"{"level":0.76,"charging":true,"chargingTime":1800,"dischargingTime":null}"#.utf8)
        // When it is decoded and validated
        let report = try JSONDecoder().decode(BrowserBatteryReport.self, from: body)
        let state = try report.validated()
        // Then
        #expect(report == BrowserBatteryReport(level: 0.76, charging: true, chargingTime: 1800))
        #expect(state == BatteryState(level: 76, status: .charging, isPluggedIn: true))
    }

    @Test func fullAndDischargingReports() throws {
        // Given a full report and a discharging one, when validated, then the statuses follow
        #expect(
            try BrowserBatteryReport(level: 1, charging: true, chargingTime: 0).validated()
                == BatteryState(level: 100, status: .full, isPluggedIn: true))
        #expect(
            try BrowserBatteryReport(level: 0.084, charging: false, dischargingTime: 3600).validated()
                == BatteryState(level: 8, status: .discharging, isPluggedIn: false))
    }

    @Test func everyBadFieldIsNamed() {
        // Given a report with three bad values
        let report = BrowserBatteryReport(level: 1.5, charging: false, chargingTime: -1, dischargingTime: .infinity)
        // When it is validated
        // Then every field is named
        #expect(throws: BatteryReportError.self) { try report.validated() }
        #expect(report.validationIssues().map(\.field) == ["level", "chargingTime", "dischargingTime"])
        #expect(
            BrowserBatteryReport(level: .nan, charging: true).validationIssues().map(\.description) == [
                "level: level must be a number from 0 to 1"
            ])
    }

    @Test func timesLongerThanAWeekAreRefused() {
        let report = BrowserBatteryReport(level: 0.5, charging: false, dischargingTime: 8 * 86_400)
        #expect(report.validationIssues().map(\.field) == ["dischargingTime"])
    }
}

import Foundation
import HearthBasics

/// The clock-face part of a display profile: the face, how seconds show on an analog face, and up to four world
/// clocks. JSON: `{"face": "railway", "secondsMode": "sweep", "worldClocks": [{"zone": "Asia/Tokyo",
/// "label": "Tokyo"}]}` under the style's `faces` key.
public struct ClockFaceSettings: Hashable, Sendable, Codable {
    /// The face.
    public var face: ClockFace
    /// The seconds hand on an analog face.
    public var secondsMode: SecondsMode
    /// The extra zones, at most ``WorldClock/maximumCount``.
    public var worldClocks: [WorldClock]

    /// Creates the settings; by default the digital clock, a ticking seconds hand, no world clocks.
    /// - Parameters:
    ///   - face: the face.
    ///   - secondsMode: the seconds hand on an analog face.
    ///   - worldClocks: the extra zones.
    public init(face: ClockFace = .digital, secondsMode: SecondsMode = .tick, worldClocks: [WorldClock] = []) {
        self.face = face
        self.secondsMode = secondsMode
        self.worldClocks = worldClocks
    }

    /// Every problem with the world clocks, each naming its field (`faces.worldClocks`,
    /// `faces.worldClocks[1].zone`, `faces.worldClocks[0].label`).
    /// - Returns: the issues, empty when valid.
    public func validationIssues() -> [DisplayValidationIssue] {
        var issues: [DisplayValidationIssue] = []
        if worldClocks.count > WorldClock.maximumCount {
            issues.append(
                .init(
                    field: "faces.worldClocks", reason: .outOfRange,
                    message: "At most \(WorldClock.maximumCount) world clocks, got \(worldClocks.count)."))
        }
        for (index, clock) in worldClocks.enumerated() {
            let field = "faces.worldClocks[\(index)]"
            if TimeZone(identifier: clock.zone) == nil || !clock.zone.contains("/") && clock.zone != "UTC" {
                issues.append(
                    .init(
                        field: field + ".zone", reason: .unknownValue,
                        message: "\"\(clock.zone.prefix(40))\" is not an IANA time zone such as Europe/Berlin."))
            }
            let label = clock.label.trimmingCharacters(in: .whitespaces)
            if label.isEmpty {
                issues.append(
                    .init(field: field + ".label", reason: .required, message: "A world clock needs a label."))
            } else if label.count > WorldClock.maximumLabelLength {
                issues.append(
                    .init(
                        field: field + ".label", reason: .tooLong,
                        message: "A label has at most \(WorldClock.maximumLabelLength) characters."))
            }
        }
        return issues
    }
}

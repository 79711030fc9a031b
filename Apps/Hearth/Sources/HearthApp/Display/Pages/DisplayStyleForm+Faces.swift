import DisplayCore
import Foundation

/// The faces block of the profile form: the face, the seconds hand, and four rows of world clocks (zone and label),
/// posted as `faces.worldClocks[0].zone` … so that DisplayCore's field names (`faces.worldClocks[1].zone`) point at
/// the inputs. A row with both inputs empty is no world clock.
extension DisplayStyleForm {
    static let worldClockPrefix = "faces.worldClocks["

    static let facesGroup = Group(
        legend: "facesLegend",
        fields: [
            Field(name: "faces.face", label: "faceField", kind: .choice(ClockFace.allCases.map(\.rawValue))),
            Field(
                name: "faces.secondsMode", label: "secondsField", kind: .choice(SecondsMode.allCases.map(\.rawValue))),
        ]
            + (0..<WorldClock.maximumCount).flatMap { index in
                [
                    Field(
                        name: worldClockPrefix + "\(index)].zone", label: "worldClock\(index + 1)Zone",
                        kind: .text(maxLength: 64)),
                    Field(
                        name: worldClockPrefix + "\(index)].label", label: "worldClock\(index + 1)Label",
                        kind: .text(maxLength: WorldClock.maximumLabelLength)),
                ]
            })

    /// The locale group of a faces select's options (`face`, `secondsMode`), `nil` for other fields.
    static func facesOptionGroup(_ field: Field) -> String? {
        switch field.name {
        case "faces.face": "face"
        case "faces.secondsMode": "secondsMode"
        default: nil
        }
    }

    /// The posted world-clock rows as `faces.worldClocks` (rows with both inputs empty left out).
    static func addWorldClocks(from values: [String: String], to root: inout [String: Any]) {
        var clocks: [[String: String]] = []
        for index in 0..<WorldClock.maximumCount {
            let zone = (values[worldClockPrefix + "\(index)].zone"] ?? "").trimmingCharacters(in: .whitespaces)
            let label = (values[worldClockPrefix + "\(index)].label"] ?? "").trimmingCharacters(in: .whitespaces)
            if zone.isEmpty && label.isEmpty { continue }
            clocks.append(["zone": zone, "label": label])
        }
        var faces = root["faces"] as? [String: Any] ?? [:]
        faces["worldClocks"] = clocks
        root["faces"] = faces
    }

    /// The world-clock rows' values of `style`.
    static func worldClockValues(of style: DisplayStyle) -> [String: String] {
        var values: [String: String] = [:]
        for (index, clock) in style.faces.worldClocks.enumerated() {
            values[worldClockPrefix + "\(index)].zone"] = clock.zone
            values[worldClockPrefix + "\(index)].label"] = clock.label
        }
        return values
    }
}

import DisplayCore
import Foundation

/// The clock-face part of the display state for display.js: the face, the seconds mode and the world clocks as
/// DisplayCore read them (label, time, offset from home, day or night) at the state's instant.
struct DisplayFacesState: Encodable, Sendable {
    /// One world clock: its zone for the page's own minute ticks, and DisplayCore's reading.
    struct World: Encodable, Sendable {
        var zone: String, label: String, time: String, offset: String, isDay: Bool
    }

    var face: String
    var analog: Bool
    var secondsMode: String
    var worldClocks: [World]

    init(_ style: DisplayStyle, frame: DisplayFrame) {
        face = style.faces.face.rawValue
        analog = style.faces.face.isAnalog
        secondsMode = style.faces.secondsMode.rawValue
        worldClocks = zip(style.faces.worldClocks, frame.worldClocks).map { clock, reading in
            World(
                zone: clock.zone, label: reading.label, time: reading.clock.text, offset: reading.offsetText,
                isDay: reading.isDay)
        }
    }
}

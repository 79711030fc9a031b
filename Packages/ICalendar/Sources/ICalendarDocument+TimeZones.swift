import Foundation

extension ICalendarDocument {
    /// For each `VTIMEZONE` whose `TZID` names no IANA or Windows zone, the identifier of the zone that keeps the
    /// same offsets (``TimeZoneDefinition/matchingZone(candidates:)``); a definition no zone matches is left out,
    /// as is one that cannot be read, so its `TZID` stays unknown.
    static func definedZones(in calendars: [ICalendarComponent]) -> [String: String] {
        var names: [String: String] = [:]
        for calendar in calendars {
            for component in calendar.components where component.name == "VTIMEZONE" {
                guard let tzid = component.first("TZID")?.text, DateTimeValue.resolveTimeZone(tzid) == nil,
                    let definition = try? TimeZoneDefinition(component)
                else { continue }
                if let zone = definition.matchingZone(), DateTimeValue.resolveTimeZone(zone.identifier) != nil {
                    names[definition.tzid] = zone.identifier
                }
            }
        }
        return names
    }
}

extension ICalendarComponent {
    /// The component with each `TZID` parameter found in `names` replaced by its zone's identifier, children too.
    func renamingZones(_ names: [String: String]) -> ICalendarComponent {
        var copy = self
        for index in copy.properties.indices {
            guard let tzid = copy.properties[index].parameters["TZID"] else { continue }
            let key = tzid.trimmingSpaces.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if let name = names[key] { copy.properties[index].parameters["TZID"] = name }
        }
        copy.components = copy.components.map { $0.renamingZones(names) }
        return copy
    }
}

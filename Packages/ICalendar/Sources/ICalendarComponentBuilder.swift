import Foundation

/// Builds the `BEGIN`/`END` tree one content line at a time, handing over each component as it ends directly
/// inside a top-level one (a `VEVENT` of the `VCALENDAR`), so a reader can use each event and let it go.
///
/// ```swift
/// var builder = ICalendarComponentBuilder(keepsChildren: false)
/// for line in lines {
///     if let event = try builder.take(line), event.name == "VEVENT" { use(event) }
/// }
/// let calendars = try builder.finish()  // the VCALENDAR with its own properties, without the events
/// ```
public struct ICalendarComponentBuilder: Sendable {
    /// Size limits (``ICalendarLimits/maximumEvents`` applies here).
    public let limits: ICalendarLimits
    /// Whether a component handed over by ``take(_:)`` is also kept in its parent.
    public let keepsChildren: Bool
    private var roots: [ICalendarComponent] = []
    private var stack: [ICalendarComponent] = []
    private var events = 0

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - limits: Size limits.
    ///   - keepsChildren: Whether the top-level components keep the children handed over (the whole tree).
    public init(limits: ICalendarLimits = .standard, keepsChildren: Bool = true) {
        self.limits = limits
        self.keepsChildren = keepsChildren
    }

    /// Takes the next content line; the first `BEGIN` must be `BEGIN:VCALENDAR`, and a property outside every
    /// component is ignored.
    ///
    /// - Parameter line: The line, in file order.
    /// - Returns: The component this line ended, when it sits directly inside a top-level component.
    /// - Throws: ``ICalendarError`` for too many events, a first component other than `VCALENDAR` or an unmatched
    ///   `END`.
    public mutating func take(_ line: ContentLine) throws(ICalendarError) -> ICalendarComponent? {
        switch line.name {
        case "BEGIN":
            let name = line.value.trimmingSpaces.uppercased()
            if stack.isEmpty, name != "VCALENDAR" { throw ICalendarError(line: line.line, reason: .notICalendar) }
            if name == "VEVENT" {
                events += 1
                guard events <= limits.maximumEvents else {
                    throw ICalendarError(line: line.line, reason: .tooManyEvents(limit: limits.maximumEvents))
                }
            }
            stack.append(ICalendarComponent(name: name, line: line.line))
        case "END":
            let name = line.value.trimmingSpaces.uppercased()
            guard let open = stack.last, open.name == name else {
                throw ICalendarError(line: line.line, reason: .unmatchedEnd(name: String(name.prefix(40))))
            }
            stack.removeLast()
            if stack.isEmpty {
                roots.append(open)
            } else if stack.count > 1 || keepsChildren {
                stack[stack.count - 1].components.append(open)
            }
            if stack.count == 1 { return open }
        default:
            guard !stack.isEmpty else { return nil }
            stack[stack.count - 1].properties.append(line)
        }
        return nil
    }

    /// The top-level components, once every line is taken.
    ///
    /// - Returns: The top-level components (usually one `VCALENDAR`).
    /// - Throws: ``ICalendarError`` for an unclosed component (the innermost) or no calendar at all.
    public func finish() throws(ICalendarError) -> [ICalendarComponent] {
        // The innermost open component is the one a reader must close first.
        if let open = stack.last {
            throw ICalendarError(line: open.line, reason: .unclosedComponent(name: open.name))
        }
        guard !roots.isEmpty else { throw ICalendarError(line: nil, reason: .notICalendar) }
        return roots
    }
}

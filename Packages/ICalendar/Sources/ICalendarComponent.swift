import Foundation

/// A `BEGIN:NAME` … `END:NAME` block with its properties and nested components (RFC 5545 §3.4, §3.6).
public struct ICalendarComponent: Hashable, Sendable {
    /// The upper-cased name: `VCALENDAR`, `VEVENT`, `VTIMEZONE`, `VALARM`…
    public var name: String
    /// The properties in file order.
    public var properties: [ContentLine]
    /// The nested components in file order.
    public var components: [ICalendarComponent]
    /// The line of its `BEGIN`.
    public var line: Int

    /// Creates a component.
    ///
    /// - Parameters:
    ///   - name: The component name.
    ///   - properties: Its properties.
    ///   - components: Its nested components.
    ///   - line: The line of its `BEGIN`.
    public init(name: String, properties: [ContentLine] = [], components: [ICalendarComponent] = [], line: Int) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
        self.line = line
    }

    /// The first property with a name.
    ///
    /// - Parameter name: An upper-case property name.
    /// - Returns: The property, or `nil`.
    public func first(_ name: String) -> ContentLine? { properties.first { $0.name == name } }

    /// Every property with a name, in file order.
    ///
    /// - Parameter name: An upper-case property name.
    /// - Returns: The properties.
    public func all(_ name: String) -> [ContentLine] { properties.filter { $0.name == name } }

    /// Reads the components of iCalendar text; the text must start with `BEGIN:VCALENDAR`.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - limits: Size limits.
    /// - Returns: The top-level components (usually one `VCALENDAR`).
    /// - Throws: ``ICalendarError`` for a size limit, a missing calendar or unbalanced `BEGIN`/`END`.
    public static func parse(_ text: String, limits: ICalendarLimits = .standard) throws(ICalendarError)
        -> [ICalendarComponent]
    {
        guard text.utf8.count <= limits.maximumBytes else {
            throw ICalendarError(line: nil, reason: .tooLarge(limitBytes: limits.maximumBytes))
        }
        return try parse(lines: ContentLine.lines(of: text, maximumLineBytes: limits.maximumLineBytes), limits: limits)
    }

    /// Builds the components from content lines already read with ``ContentLine/lines(of:maximumLineBytes:)``,
    /// for a reader that checks the lines itself first; the first `BEGIN` must be `BEGIN:VCALENDAR`.
    ///
    /// - Parameters:
    ///   - lines: The logical lines in file order.
    ///   - limits: Size limits (``ICalendarLimits/maximumEvents`` applies here).
    /// - Returns: The top-level components (usually one `VCALENDAR`).
    /// - Throws: ``ICalendarError`` for too many events, a missing calendar or unbalanced `BEGIN`/`END`.
    ///
    /// ``ICalendarComponentBuilder`` builds the same tree a line at a time, handing over each event as it ends.
    public static func parse(lines: [ContentLine], limits: ICalendarLimits = .standard) throws(ICalendarError)
        -> [ICalendarComponent]
    {
        var builder = ICalendarComponentBuilder(limits: limits)
        for line in lines { _ = try builder.take(line) }
        return try builder.finish()
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}

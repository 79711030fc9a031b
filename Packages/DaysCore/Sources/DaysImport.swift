import Foundation

/// What a file holds that Hearth can import: the days and categories it can represent, each with where it is in the
/// file, and the records it skipped with every reason.
///
/// The lenient readers (``DaysCSV/read(_:now:)``, ``DaysICalendar/read(_:timeZone:now:)``,
/// ``DaysBackup/read(_:)``) return it; they throw only for a file they cannot read at all. ``ImportPlan`` compares
/// it with what is stored.
///
/// ```swift
/// let contents = try DaysICalendar.read(data, timeZone: clock.timeZone(), now: clock.now())
/// contents.days.count      // the events Hearth can represent
/// contents.skipped.first   // line 40: RRULE FREQ "DAILY" is not weekly, monthly or yearly.
/// ```
public struct DaysImport: Hashable, Sendable {
    /// The days, in file order.
    public var days: [ImportedDay]
    /// The categories a JSON backup lists (CSV and iCalendar name them on each day instead).
    public var categories: [Category]
    /// The records left out, in file order.
    public var skipped: [SkippedRecord]

    /// Creates the contents of a file.
    ///
    /// - Parameters:
    ///   - days: The days.
    ///   - categories: The categories listed on their own.
    ///   - skipped: The records left out.
    public init(days: [ImportedDay], categories: [Category] = [], skipped: [SkippedRecord] = []) {
        self.days = days
        self.categories = categories
        self.skipped = skipped
    }
}

/// One day read from a file: the day, where it was, the category the file names for it, and notes on what was left
/// out of it (an alarm Hearth cannot keep …).
public struct ImportedDay: Hashable, Sendable {
    /// The day (its `categoryId` as the file wrote it until an ``ImportPlan`` resolves it).
    public var day: Day
    /// The 1-based line where its row or event starts (CSV, iCalendar).
    public var line: Int?
    /// Its place in a JSON backup (`days[3]`).
    public var path: String?
    /// The category the file names for it (CSV `categoryName`, iCalendar `CATEGORIES`), if any.
    public var category: CategoryName?
    /// What was left out of it, each an ``ImportIssue`` (the day is imported without it).
    public var notes: [ImportIssue]

    /// Creates an imported day.
    ///
    /// - Parameters:
    ///   - day: The day.
    ///   - line: The line.
    ///   - path: The JSON path.
    ///   - category: The category the file names.
    ///   - notes: What was left out.
    public init(
        _ day: Day, line: Int? = nil, path: String? = nil, category: CategoryName? = nil, notes: [ImportIssue] = []
    ) {
        self.day = day
        self.line = line
        self.path = path
        self.category = category
        self.notes = notes
    }
}

/// A category as CSV and iCalendar carry it on a day: by name, with its colour.
public struct CategoryName: Hashable, Sendable {
    /// The name.
    public var name: String
    /// The colour, `#RRGGBB`, if the file gives one.
    public var color: String?

    /// Creates a category name.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - color: The colour.
    public init(_ name: String, color: String? = nil) {
        self.name = name
        self.color = color
    }
}

/// A record of a file that is not imported, with every reason.
public struct SkippedRecord: Hashable, Sendable {
    /// The 1-based line where it starts (CSV, iCalendar).
    public var line: Int?
    /// Its place in a JSON backup (`days[3]`).
    public var path: String?
    /// Its title, when it has one.
    public var title: String?
    /// Why; never empty.
    public var issues: [ImportIssue]

    /// Creates a skipped record.
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - path: The JSON path.
    ///   - title: The title.
    ///   - issues: Why.
    public init(line: Int? = nil, path: String? = nil, title: String? = nil, issues: [ImportIssue]) {
        self.line = line
        self.path = path
        self.title = title
        self.issues = issues
    }

    /// The reasons as one English text.
    public var reason: String { issues.map(\.reason).joined(separator: " ") }
}

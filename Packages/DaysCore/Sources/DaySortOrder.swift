/// The orders of the days list (the `sort` query parameter).
public enum DaySortOrder: String, CaseIterable, Codable, Sendable {
    /// The default: pinned first, then the nearest upcoming (today first), then past days, most recent first.
    case proximity
    /// By title, compared the way the locale sorts (pinyin order for Chinese), numbers by value.
    case title
    /// By `date`, earliest first.
    case date
    /// By category (the categories' sort order, then name; uncategorized last), then by proximity.
    case category
    /// By creation, newest first.
    case creation
}

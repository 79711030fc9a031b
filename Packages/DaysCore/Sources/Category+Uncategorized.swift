import Foundation

extension Category {
    /// The id of the built-in category of days that have no other: a storage may keep it as a real category (so it
    /// can be renamed and listed), and a day whose ``Day/categoryId`` is `nil` or this id is uncategorized.
    public static let uncategorizedID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    /// The built-in category's name until someone renames it.
    public static let uncategorizedName = "Uncategorized"
    /// The built-in category's place in the list: after any category a person makes.
    public static let uncategorizedSortOrder = 1_000_000

    /// The built-in category as first stored.
    public static var uncategorized: Category {
        Category(id: uncategorizedID, name: uncategorizedName, sortOrder: uncategorizedSortOrder)
    }

    /// Whether this is the built-in category (which can be renamed but never deleted).
    public var isUncategorized: Bool { id == Category.uncategorizedID }
}

extension Day {
    /// The day's category, or the built-in ``Category/uncategorizedID`` when it has none.
    public var resolvedCategoryId: UUID { categoryId ?? Category.uncategorizedID }

    /// Whether the day is in no category of its own (`categoryId` is `nil` or the built-in category).
    public var isUncategorized: Bool { resolvedCategoryId == Category.uncategorizedID }
}

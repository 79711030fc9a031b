import DaysCore
import Foundation

/// The categories page (`days/categories`): each category with its day count, rename and delete, and the form
/// for a new one.
struct CategoriesView: Sendable {
    struct Row: Sendable {
        var id: String
        var name: String
        var label: String
        var count: String
        var listHref: String
        var deleteHref: String
        var canDelete: Bool
        var error: String?
    }

    var rows: [Row]
    var newName: String
    var newError: String?
    var writeLocked: Bool
    var flash: Flash?

    /// - Parameters:
    ///   - error: The message beside one form (`new`, or a category's id).
    ///   - typed: What was typed in the forms by the same keys, shown again.
    init(
        catalog: DaysCatalog, text: DaysText, error: (key: String, message: String)?, typed: [String: String],
        writeLocked: Bool, flash: Flash?
    ) {
        rows = catalog.categories.map { category in
            let key = category.id.lowercased
            let count = catalog.dayCounts[category.id] ?? 0
            return Row(
                id: key, name: typed[key] ?? text.name(of: category), label: text.name(of: category),
                count: text.string(
                    count == 1 ? "categories.countOne" : "categories.count", ["count": text.number(count)]),
                listHref: "/days?category=\(key)", deleteHref: "/categories/\(key)/delete",
                canDelete: !category.isUncategorized, error: error?.key == key ? error?.message : nil)
        }
        newName = typed["new"] ?? ""
        newError = error?.key == "new" ? error?.message : nil
        self.writeLocked = writeLocked
        self.flash = flash
    }
}

/// The page that asks what happens to a category's days before deleting it (`days/category-delete`).
struct CategoryDeleteView: Sendable {
    var name: String
    var action: String
    var question: String
    var hasDays: Bool
    var daysNote: String
    var targets: [SelectOption]
    var writeLocked: Bool
    var error: String?

    init(_ category: DaysCore.Category, catalog: DaysCatalog, text: DaysText, error: String?, writeLocked: Bool) {
        let count = catalog.dayCounts[category.id] ?? 0
        name = text.name(of: category)
        action = "/categories/\(category.id.lowercased)/delete"
        question = text.string("categories.delete.question", ["name": text.name(of: category)])
        hasDays = count > 0
        daysNote = text.string(
            count == 1 ? "categories.delete.holdsOne" : "categories.delete.holds", ["count": text.number(count)])
        targets = catalog.categories.filter { $0.id != category.id }.map {
            SelectOption(value: $0.id.lowercased, label: text.name(of: $0), selected: $0.isUncategorized)
        }
        self.writeLocked = writeLocked
        self.error = error
    }
}

import DaysCore
import Foundation
import GRDB

/// How a `Category` is stored: one row of the `dayCategory` table.
enum CategoryRecord {
    static let selectSQL = "SELECT id, name, color, sortOrder FROM dayCategory"
    static let upsertSQL = """
        INSERT INTO dayCategory (id, name, color, sortOrder) VALUES (?, ?, ?, ?)
        ON CONFLICT(id) DO UPDATE SET name = excluded.name, color = excluded.color, sortOrder = excluded.sortOrder
        """

    static func arguments(_ category: Category) -> StatementArguments {
        [DayRecord.key(category.id), category.name, category.color, category.sortOrder]
    }

    /// A category from a row read with `selectSQL`.
    /// - Throws: `DaysStorageError` for an unreadable id.
    static func category(from row: Row) throws -> Category {
        guard let id = UUID(uuidString: row["id"] ?? "") else {
            throw DaysStorageError.unreadable(column: "id", id: row["id"] ?? "")
        }
        return Category(id: id, name: row["name"], color: row["color"], sortOrder: row["sortOrder"])
    }
}

import DaysCore
import Foundation
import GRDB

/// How a `Category` is stored: one row of `dayCategory`.
struct CategoryRecord: StoredRecord, Equatable {
    static let databaseTableName = "dayCategory"

    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var id: UUID
    var name: String
    var color: String?
    var sortOrder: Int

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let sortOrder = Column(CodingKeys.sortOrder)
    }

    init(_ category: DaysCore.Category) {
        id = category.id
        name = category.name
        color = category.color
        sortOrder = category.sortOrder
    }

    /// The category this row holds.
    var category: DaysCore.Category { DaysCore.Category(id: id, name: name, color: color, sortOrder: sortOrder) }

    /// Every category in list order (sort order, then name, then id).
    static let inListOrder = CategoryRecord.order(Columns.sortOrder, Columns.name, Columns.id)
}

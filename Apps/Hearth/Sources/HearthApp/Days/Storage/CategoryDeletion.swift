import Foundation

/// What happens to a category's days when it is deleted.
enum CategoryDeletion: Equatable, Sendable {
    /// Refuse when it holds days.
    case onlyIfEmpty
    /// Move its days to this category first.
    case moveDays(to: UUID)
    /// Delete its days with it.
    case deleteDays
}

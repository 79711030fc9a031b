import Foundation

/// Why the repository refused a change; nothing was written.
enum DaysRepositoryError: Error, Equatable {
    /// No day or category has this id.
    case notFound
    /// The day names a category that does not exist.
    case unknownCategory(UUID)
    /// The built-in "Uncategorized" category cannot be deleted.
    case protectedCategory
    /// The category still holds this many days and no choice was made about them.
    case categoryNotEmpty(Int)
    /// The category to move days to does not exist (or is the one being deleted).
    case invalidMoveTarget
}

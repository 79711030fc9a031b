import Foundation

/// How far the display's content is shifted against burn-in at an instant, in CSS pixels.
///
/// The offset walks a 3 × 3 grid of ±``step`` px, one neighbouring position every ``period`` (3 minutes), a full
/// round in 27 minutes; it depends only on the instant, so every screen and the server agree.
public struct BurnInOffset: Hashable, Sendable, Codable {
    /// Pixels to the right (negative: left).
    public var x: Int
    /// Pixels down (negative: up).
    public var y: Int

    /// Creates an offset.
    /// - Parameters:
    ///   - x: pixels to the right.
    ///   - y: pixels down.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// No shift.
    public static let zero = BurnInOffset(x: 0, y: 0)

    /// How long each position is held: 180 s.
    public static let period: TimeInterval = 180
    /// The distance between grid positions: 3 px.
    public static let step = 3

    private static let walk: [(Int, Int)] = [
        (0, 0), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1),
    ]

    /// The offset at `instant`.
    /// - Parameter instant: the moment.
    /// - Returns: the offset, within ±``step`` on each axis.
    public static func at(_ instant: Date) -> BurnInOffset {
        let slot = Int((instant.timeIntervalSince1970 / period).rounded(.down))
        let position = walk[((slot % walk.count) + walk.count) % walk.count]
        return BurnInOffset(x: position.0 * step, y: position.1 * step)
    }

    /// The next instant after `instant` at which the offset changes.
    /// - Parameter instant: the moment.
    /// - Returns: the next multiple of ``period`` since 1970.
    public static func nextShift(after instant: Date) -> Date {
        Date(timeIntervalSince1970: ((instant.timeIntervalSince1970 / period).rounded(.down) + 1) * period)
    }
}

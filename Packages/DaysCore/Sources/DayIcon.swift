/// The fixed set of icons a day can show. The raw value is the stored and JSON value;
/// the app maps each to its glyph.
public enum DayIcon: String, CaseIterable, Codable, Sendable {
    /// A calendar page (the default).
    case calendar
    /// A birthday cake.
    case cake
    /// A gift box.
    case gift
    /// A heart.
    case heart
    /// A pair of rings.
    case rings
    /// A star.
    case star
    /// An aeroplane (trips).
    case plane
    /// A suitcase (holidays).
    case suitcase
    /// A graduation cap.
    case graduation
    /// A briefcase (work).
    case briefcase
    /// A house.
    case house
    /// A baby.
    case baby
    /// A paw print (pets).
    case paw
    /// A leaf (habits, nature).
    case leaf
    /// A trophy (goals).
    case trophy
    /// A medical cross (health).
    case health
    /// A no-smoking sign (quitting something).
    case noSmoking
    /// A party popper.
    case party
    /// A lantern (Chinese festivals).
    case lantern
    /// A moon (lunar dates).
    case moon
    /// A bell.
    case bell
    /// A book.
    case book
    /// Musical notes.
    case music
    /// A flag (deadlines).
    case flag
}

import DaysCore

extension DayIcon {
    /// The emoji shown for the icon (decorative: the title says what the day is).
    var glyph: String {
        switch self {
        case .calendar: "📅"
        case .cake: "🎂"
        case .gift: "🎁"
        case .heart: "❤️"
        case .rings: "💍"
        case .star: "⭐"
        case .plane: "✈️"
        case .suitcase: "🧳"
        case .graduation: "🎓"
        case .briefcase: "💼"
        case .house: "🏠"
        case .baby: "👶"
        case .paw: "🐾"
        case .leaf: "🍃"
        case .trophy: "🏆"
        case .health: "⚕️"
        case .noSmoking: "🚭"
        case .party: "🎉"
        case .lantern: "🏮"
        case .moon: "🌙"
        case .bell: "🔔"
        case .book: "📖"
        case .music: "🎵"
        case .flag: "🚩"
        }
    }
}

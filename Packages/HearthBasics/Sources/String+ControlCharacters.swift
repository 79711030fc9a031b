extension StringProtocol {
    /// Whether the text holds a C0 control character (U+0000–U+001F) other than tab, line feed and carriage return.
    ///
    /// SQLite text would end at a U+0000, and the others cannot be shown. Tab and line breaks stay allowed in every
    /// field: earlier versions stored them in titles, and their backups must restore.
    public var hasForbiddenControlCharacters: Bool {
        unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }
    }
}

/// How much of a QR symbol may be damaged and still read: the larger, the bigger the symbol.
public enum QRErrorCorrection: String, Sendable, CaseIterable {
    /// About 7 % of the codewords can be restored.
    case low
    /// About 15 %: the usual choice, and Hearth's.
    case medium
    /// About 25 %.
    case quartile
    /// About 30 %.
    case high
}

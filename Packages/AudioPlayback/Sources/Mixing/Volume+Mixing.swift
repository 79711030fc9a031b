import Foundation

extension Volume {
    /// A volume from a percentage, clamped to 0-100 (NaN becomes 0): for values already checked, such as a saved
    /// mix's.
    ///
    /// - Parameter percent: The slider position in percent.
    public init(clampingPercent percent: Double) {
        self.init(level: percent / 100)
    }

    /// This volume under a master volume (a mix's sound under the mix's volume): the levels multiply, and so do the
    /// gains.
    ///
    /// - Parameter master: The volume over it.
    /// - Returns: The volume heard.
    public func under(_ master: Volume) -> Volume { Volume(level: level * master.level) }
}

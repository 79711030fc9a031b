/// A problem with one file of one power supply under sysfs; the supply is skipped or the value ignored, never a crash.
public struct PowerSupplyIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Hashable, Sendable {
        /// The file is not there.
        case missing
        /// The file exists but could not be read (permissions, a directory in its place).
        case unreadable
        /// The file's text is not a value the kernel writes there; the text is kept, cut to 40 characters.
        case malformed(String)
    }

    /// The supply's directory name, e.g. `BAT0`; empty for the root folder itself.
    public var supply: String
    /// The file's name inside the supply's directory, e.g. `capacity`; the root's path for the root itself.
    public var file: String
    /// What is wrong.
    public var problem: Problem

    /// Creates an issue.
    /// - Parameters:
    ///   - supply: the supply's directory name.
    ///   - file: the file's name.
    ///   - problem: what is wrong.
    public init(supply: String, file: String, problem: Problem) {
        self.supply = supply
        self.file = file
        self.problem = problem
    }

    /// E.g. `BAT0/capacity: malformed value "abc"`.
    public var description: String {
        let path = supply.isEmpty ? file : supply + "/" + file
        switch problem {
        case .missing: return path + ": missing"
        case .unreadable: return path + ": unreadable"
        case .malformed(let text): return path + ": malformed value \"" + text + "\""
        }
    }
}

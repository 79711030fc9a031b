import Foundation
import HearthBasics

/// The command line of one example program (Examples/README.md), read the same way by each: `--help` or `-h`
/// prints the usage and exits 0; a usage error names what is wrong on standard error, then the usage, and exits 2.
/// Options are taken out as they are read, so what is left at the end are the positional arguments.
public struct ExampleArguments {
    /// The program's name, at the start of each error.
    public let program: String
    /// The usage line(s), ending in a newline.
    public let usage: String
    /// The arguments not read yet, in their order.
    public private(set) var remaining: [String]

    /// Reads the process's arguments (or `arguments`); with `--help` or `-h` among them, prints `usage` and exits 0.
    public init(program: String, usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        self.program = program
        self.usage = usage
        remaining = arguments
        if remaining.contains("--help") || remaining.contains("-h") {
            print(usage, terminator: "")
            exit(0)
        }
    }

    /// How many arguments are left.
    public var count: Int { remaining.count }
    /// Whether every argument was read.
    public var isEmpty: Bool { remaining.isEmpty }
    /// The argument left at `index`.
    public subscript(index: Int) -> String { remaining[index] }

    /// Writes "program: message" and the usage on standard error and exits 2.
    public func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(program): \(message)\n\(usage)".utf8))
        exit(2)
    }

    /// The value after `name`, taken out with it; nil when `name` is absent. `name` last, with no value, fails.
    public mutating func option(_ name: String) -> String? {
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count else { fail("\(name) needs a value") }
        defer { remaining.removeSubrange(index...index + 1) }
        return remaining[index + 1]
    }

    /// Whether the switch `name` was given; every copy of it is taken out.
    public mutating func flag(_ name: String) -> Bool {
        let given = remaining.contains(name)
        remaining.removeAll { $0 == name }
        return given
    }

    /// The time zone named by `name`, nil when the option is absent; a name that is not a time zone fails.
    public mutating func timeZone(_ name: String) -> TimeZone? {
        guard let identifier = option(name) else { return nil }
        guard let zone = TimeZone(identifier: identifier) else { fail("\(name): \"\(identifier)\" is not a time zone") }
        return zone
    }

    /// The instant given as `name` (ISO 8601, as in 2026-11-26T08:00:00Z), nil when the option is absent; other text
    /// fails.
    public mutating func instant(_ name: String) -> Date? {
        guard let text = option(name) else { return nil }
        guard let instant = InstantFormat.date(from: text) else {
            fail("\(name): \"\(text)\" is not an instant, as in 2026-11-26T08:00:00Z")
        }
        return instant
    }
}

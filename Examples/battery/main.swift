// battery [--sysfs DIR] [--json]: this machine's battery as Hearth reads it (Battery), from
// /sys/class/power_supply or another folder laid out the same way. Prints "72 % discharging, green band"
// (or JSON), "no battery" when there is none, and each unreadable file on standard error.
// The Battery Getting Started article (Packages/Battery/Sources/Docs.docc/GettingStarted.md) shows this code.
import Battery
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
let root = option("--sysfs", in: &arguments) ?? "/sys/class/power_supply"
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
guard arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: battery [--sysfs DIR] [--json]\n".utf8))
    exit(2)
}

// The snippet: read the power supplies, report what could not be read, and describe the state.
let reading = BatteryReader.sysfs(root: URL(fileURLWithPath: root)).read()
for issue in reading.issues { FileHandle.standardError.write(Data("battery: \(issue)\n".utf8)) }
guard let state = reading.state else {
    print(json ? "null" : "no battery")
    exit(0)
}
if json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(decoding: try encoder.encode(state), as: UTF8.self))
} else {
    print("\(state.level) % \(state.status.rawValue), \(state.band.rawValue) band")
}

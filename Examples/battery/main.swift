// battery [--sysfs DIR] [--json]: this machine's battery as Hearth reads it (Battery), from
// /sys/class/power_supply or another folder laid out the same way. Prints "72 % discharging, green band"
// (or JSON), "no battery" when there is none, and each unreadable file on standard error.
// The Battery Getting Started article (Packages/Battery/Sources/Docs.docc/GettingStarted.md) shows this code.
import Battery
import ExampleArguments
import Foundation

var arguments = ExampleArguments(program: "battery", usage: "usage: battery [--sysfs DIR] [--json]\n")
let root = arguments.option("--sysfs") ?? "/sys/class/power_supply"
let json = arguments.flag("--json")
guard arguments.isEmpty else { arguments.fail("unexpected \"\(arguments[0])\"") }

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

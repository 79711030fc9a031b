import ArgumentParser
import Foundation

/// `hearth kiosk --print [--profile NAME] [--url URL]`: prints the Chromium command and the systemd user unit that
/// turn a machine with a screen into a Hearth display.
public struct KioskCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "Print the Chromium kiosk command and a systemd user unit for a display machine.",
        discussion: """
            The command shows /display?profile=NAME full screen, lets alarms ring without a tap \
            (--autoplay-policy=no-user-gesture-required), skips first-run screens, the translate bar and the \
            crash bubble, and turns screen blanking off (xset). On the machine that runs Hearth use \
            http://localhost:PORT; other screens need HTTPS (hearth serve --tls-self-signed).

            Exit codes: 0 printed; 2 a usage error (no --print, a bad --url or --profile).
            """)

    @Flag(help: "Print the recipe (the only thing this command does for now).")
    var print = false

    @Option(help: "The display profile to show (its name, as in /display?profile=NAME).")
    var profile: String?

    @Option(help: "Hearth's address as the display reaches it. [default: http://localhost:8080]")
    var url: String = "http://localhost:8080"

    @Option(help: "The browser command: chromium on Debian and Raspberry Pi OS.")
    var browser: String = "chromium"

    public init() {}

    public func validate() throws {
        guard print else { throw ValidationError("Add --print: hearth kiosk prints the recipe, it starts nothing.") }
        do {
            _ = try KioskRecipe(base: url, profile: profile, browser: browser)
        } catch {
            throw ValidationError("--url: \(error.description)")
        }
    }

    public func run() throws {
        let recipe = try KioskRecipe(base: url, profile: profile, browser: browser)
        FileHandle.standardOutput.write(Data(recipe.text.utf8))
    }
}

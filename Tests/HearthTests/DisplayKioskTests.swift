import ArgumentParser
import Foundation
import Testing

@testable import HearthApp

@Suite("Display: hearth kiosk --print")
struct DisplayKioskTests {
    @Test func theCommandShowsTheProfileFullScreenWithSoundAndNoInterruptions() throws {
        let recipe = try KioskRecipe(base: "http://localhost:8080", profile: "Bed room")
        #expect(recipe.pageURL == "http://localhost:8080/display?profile=Bed%20room&mode=display")
        let words = recipe.command.split(separator: " ").map(String.init)
        #expect(words.first == "chromium")
        for flag in [
            "--kiosk", "--autoplay-policy=no-user-gesture-required", "--no-first-run",
            "--disable-session-crashed-bubble",
            "--disable-features=Translate,TranslateUI", "--noerrdialogs", "--hide-crash-restore-bubble",
        ] {
            #expect(words.contains(flag), "\(flag)")
        }
        #expect(recipe.command.hasSuffix("'http://localhost:8080/display?profile=Bed%20room&mode=display'"))
        #expect(recipe.command.contains("--user-data-dir=\"$HOME/.local/share/hearth-kiosk\""))
        #expect(recipe.text.contains("xset s off s noblank -dpms\nchromium --kiosk"))
    }

    @Test func theUnitEscapesPercentAndKeepsTheScreenOn() throws {
        let recipe = try KioskRecipe(base: "https://hearth.local:8443/", profile: "50% dim")
        let unit = recipe.unit
        #expect(unit.contains("ExecStart=/usr/bin/chromium \\\n    --kiosk"))
        #expect(unit.contains("https://hearth.local:8443/display?profile=50%%25%%20dim&mode=display\n"))
        #expect(unit.contains("ExecStartPre=-/usr/bin/xset s off s noblank -dpms"))
        #expect(unit.contains("Environment=DISPLAY=:0"))
        #expect(unit.contains("--user-data-dir=%h/.local/share/hearth-kiosk"))
        #expect(unit.contains("Description=Hearth display (50%% dim)"))
        #expect(unit.contains("Restart=always"))
        #expect(unit.contains("WantedBy=default.target"))
    }

    @Test func aDisplayURLKeepsItsPathAndTheProfileReplacesAnother() throws {
        #expect(
            try KioskRecipe(base: "http://10.0.0.5:8080/display?profile=old&mode=display", profile: "new").pageURL
                == "http://10.0.0.5:8080/display?profile=new&mode=display")
        #expect(
            try KioskRecipe(base: "http://10.0.0.5:8080", profile: nil).pageURL
                == "http://10.0.0.5:8080/display?mode=display")
        #expect(try KioskRecipe(base: "http://10.0.0.5:8080/display?profile=hall", profile: nil).profile == "hall")
    }

    @Test(arguments: ["hearth.local:8080", "ftp://x/", "http://", "not a url"])
    func aBadAddressIsRefused(url: String) {
        #expect(throws: KioskRecipeError.self) { try KioskRecipe(base: url, profile: nil) }
        #expect(throws: (any Error).self) { try HearthCommand.parseAsRoot(["kiosk", "--print", "--url", url]) }
    }

    @Test func withoutPrintItSaysWhatToAdd() {
        #expect(throws: (any Error).self) { try HearthCommand.parseAsRoot(["kiosk", "--profile", "x"]) }
        #expect(HearthCommand.message(for: ValidationError("x")).contains("x"))
        #expect(throws: Never.self) { try HearthCommand.parseAsRoot(["kiosk", "--print", "--profile", "x"]) }
    }
}

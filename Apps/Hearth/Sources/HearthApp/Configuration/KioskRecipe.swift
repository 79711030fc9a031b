import Foundation

/// What `hearth kiosk --print` prints: the Chromium command that shows one display profile full screen in display
/// mode (`mode=display`: only the clock, no tap needed), sound allowed without a tap and the screen never blanking,
/// and a systemd user unit that starts it with the session.
struct KioskRecipe: Sendable, Equatable {
    /// The page the kiosk shows (`…/display?profile=…&mode=display`).
    var pageURL: String
    /// The profile, for the comments.
    var profile: String?
    /// The browser's command (`chromium` on Debian and Raspberry Pi OS).
    var browser: String

    /// The profile folder the kiosk browser keeps (its own, so it never meets a person's browser profile).
    static let profileFolder = ".local/share/hearth-kiosk"

    /// Chromium's switches, in order, without the profile folder and the URL.
    static let switches = [
        "--kiosk",  // full screen, no tabs, no address bar, no way out but Alt-F4
        "--noerrdialogs",
        "--disable-infobars",
        "--no-first-run",  // no welcome and sign-in screens
        "--no-default-browser-check",
        "--disable-features=Translate,TranslateUI",  // no translate bar
        "--disable-translate",
        "--disable-session-crashed-bubble",  // no "restore pages?" after a power cut
        "--hide-crash-restore-bubble",
        "--autoplay-policy=no-user-gesture-required",  // alarms ring without a tap
        "--disable-pinch",
        "--overscroll-history-navigation=0",
        "--password-store=basic",  // no keyring prompt at start
        "--check-for-update-interval=31536000",
    ]

    /// The screen-blanking switch-off for X11 (Wayland desktops have their own setting, see the README).
    static let blankingOff = "xset s off s noblank -dpms"

    /// Makes the recipe.
    /// - Parameters:
    ///   - base: Hearth's address (`http://localhost:8080`), or a full `/display` URL.
    ///   - profile: The display profile's name, or nil for the default profile.
    ///   - browser: The browser's command.
    /// - Throws: `KioskRecipeError` when `base` is not an http(s) address.
    init(base: String, profile: String?, browser: String = "chromium") throws(KioskRecipeError) {
        guard var components = URLComponents(string: base), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else { throw KioskRecipeError(message: "“\(base)” is not an http(s) address like http://localhost:8080") }
        if !components.path.hasPrefix("/display") { components.path = "/display" }
        var items = (components.queryItems ?? []).filter {
            ($0.name != "profile" || profile == nil) && $0.name != "mode"
        }
        if let profile, !profile.isEmpty { items.append(URLQueryItem(name: "profile", value: profile)) }
        items.append(URLQueryItem(name: "mode", value: "display"))
        components.queryItems = items.isEmpty ? nil : items
        components.percentEncodedQuery = components.queryItems.map { items in
            items.map { "\(Self.encode($0.name))=\(Self.encode($0.value ?? ""))" }.joined(separator: "&")
        }
        guard let url = components.string else { throw KioskRecipeError(message: "“\(base)” cannot be used") }
        pageURL = url
        self.profile =
            profile?.isEmpty == false ? profile : components.queryItems?.first { $0.name == "profile" }?.value
        self.browser = browser
    }

    /// The command for a shell, on one line.
    var command: String {
        ([browser] + Self.switches + ["--user-data-dir=\"$HOME/\(Self.profileFolder)\"", Self.shellQuoted(pageURL)])
            .joined(separator: " ")
    }

    /// The systemd user unit.
    var unit: String {
        // systemd wants an absolute path; Debian and Raspberry Pi OS install chromium in /usr/bin.
        let program = browser.contains("/") ? browser : "/usr/bin/" + browser
        let execStart = ([program] + Self.switches + ["--user-data-dir=%h/\(Self.profileFolder)", pageURL])
            .map(Self.systemdQuoted).joined(separator: " \\\n    ")
        let preferences = "%h/\(Self.profileFolder)/Default/Preferences"
        return """
            [Unit]
            Description=Hearth display\(profile.map { " (\(Self.systemdEscaped($0)))" } ?? "") in a Chromium kiosk
            After=graphical-session.target network-online.target
            Wants=network-online.target

            [Service]
            Environment=DISPLAY=:0
            # No screen saver, no blanking, no power saving of the screen (X11).
            ExecStartPre=-/usr/bin/\(Self.blankingOff)
            # After a power cut Chromium thinks it crashed; say it did not, so it shows no "restore pages?" prompt.
            ExecStartPre=-/bin/sed -i -e 's/"exited_cleanly":false/"exited_cleanly":true/' \
            -e 's/"exit_type":"[A-Za-z]*"/"exit_type":"Normal"/' \(preferences)
            ExecStart=\(execStart)
            Restart=always
            RestartSec=5

            [Install]
            WantedBy=default.target
            """
    }

    /// Everything `--print` shows.
    var text: String {
        let name = profile.map { "the display profile “\($0)”" } ?? "the default display profile"
        return """
            # Hearth kiosk for \(name): \(pageURL)
            #
            # 1. Try it in the display machine's desktop session (Alt-F4 leaves):

            \(Self.blankingOff)
            \(command)

            # 2. Start it with the session: save the unit below as ~/.config/systemd/user/hearth-kiosk.service, then
            #      systemctl --user daemon-reload && systemctl --user enable --now hearth-kiosk.service
            #    Let the desktop log this user in automatically. On the same machine as Hearth use http://localhost;
            #    other screens need HTTPS (hearth serve --tls-self-signed) for keep-awake and the battery.

            \(unit)

            """
    }

    /// RFC 3986 unreserved characters stay; everything else is percent-encoded.
    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Single quotes for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `%` and `$` escaped for a unit file (specifiers and variables).
    static func systemdEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
    }

    /// One ExecStart word: escaped, and in double quotes when it holds a space, quote or backslash. `%h` is kept.
    static func systemdQuoted(_ word: String) -> String {
        var escaped = word.hasPrefix("--user-data-dir=%h/") ? word : systemdEscaped(word)
        guard escaped.contains(where: { " \"\\'".contains($0) }) else { return escaped }
        escaped = escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escaped + "\""
    }
}

/// A `hearth kiosk` value that cannot be used.
struct KioskRecipeError: Error, CustomStringConvertible, Equatable {
    var message: String
    var description: String { message }
}

import Appearance
import Foundation
import Testing

@Suite struct AppearanceSettingsTests {
    @Test func defaultsFollowTheSystem() {
        // Given default settings, then both preferences follow the system and add no attributes
        let settings = AppearanceSettings()
        #expect(settings.theme == .system)
        #expect(settings.contrast == .standard)
        #expect(settings.htmlAttributes.isEmpty)
    }

    @Test func describesChanges() {
        // Given settings before and after
        let before = AppearanceSettings()
        // Then the description names what changed
        #expect(AppearanceSettings(theme: .dark).changeDescription(from: before) == "theme changed from system to dark")
        #expect(
            AppearanceSettings(theme: .light, contrast: .increased).changeDescription(from: before)
                == "theme changed from system to light; contrast changed from standard to increased")
        #expect(before.changeDescription(from: before) == nil)
    }

    @Test func htmlAttributesForForcedPreferences() {
        // Given forced preferences, then the attributes are in a stable order
        let attributes = AppearanceSettings(theme: .dark, contrast: .increased).htmlAttributes
        #expect(attributes.map(\.name) == ["data-theme", "data-contrast"])
        #expect(attributes.map(\.value) == ["dark", "more"])
    }

    @Test func resolvesVariantFromSystemState() {
        // Given each preference and system state, then the variant matches
        let system = AppearanceSettings()
        #expect(system.variant(systemScheme: .dark, systemPrefersMoreContrast: false) == .dark)
        #expect(system.variant(systemScheme: .light, systemPrefersMoreContrast: true) == .lightIncreasedContrast)
        let forced = AppearanceSettings(theme: .light, contrast: .increased)
        #expect(forced.variant(systemScheme: .dark, systemPrefersMoreContrast: false) == .lightIncreasedContrast)
    }

    @Test func codableWithRawValues() throws {
        // Given settings, when encoded, then the JSON uses the raw values, and decodes back
        let settings = AppearanceSettings(theme: .dark, contrast: .increased)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(settings), as: UTF8.self)
        #expect(json == #"{"contrast":"increased","theme":"dark"}"#)
        #expect(try JSONDecoder().decode(AppearanceSettings.self, from: Data(json.utf8)) == settings)
    }

    @Test func preferenceRawValuesAndCases() {
        // Given the preference enums, then the raw values and cases are as documented
        #expect(ThemePreference.allCases.map(\.rawValue) == ["system", "light", "dark"])
        #expect(ContrastPreference.allCases.map(\.rawValue) == ["standard", "increased"])
        #expect(ThemePreference.default == .system)
        #expect(ColorScheme.allCases.map(\.cssValue) == ["light", "dark"])
        #expect(AppearanceVariant.allCases.count == 4)
        #expect(AppearanceVariant.darkIncreasedContrast.displayName == "dark (increased contrast)")
        for variant in AppearanceVariant.allCases {
            #expect(
                AppearanceVariant(scheme: variant.scheme, increasedContrast: variant.isIncreasedContrast) == variant)
        }
    }
}

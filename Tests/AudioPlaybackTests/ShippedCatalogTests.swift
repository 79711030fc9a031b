import AudioPlayback
import Foundation
import Testing

@Suite struct ShippedCatalogTests {
    @Test func ambientCatalogLoadsWithAtLeastTwelveSoundsInFourCategories() throws {
        // Given the shipped web/sounds.json
        let url = Repository.web.appendingPathComponent("sounds.json")
        // When it is loaded
        let catalog = try SoundCatalog.load(contentsOf: url, kind: .ambient)
        // Then it has at least twelve generated sounds covering noise, nature, mechanical and indoors
        #expect(catalog.entries.count >= 12)
        #expect(Set(catalog.entries.map(\.category)).isSuperset(of: [.noise, .nature, .mechanical, .indoors]))
        #expect(catalog.entries.allSatisfy { $0.generator != nil })
        #expect(catalog.entries.filter(\.isDefault).count == 1)
        // And every ambient generator appears
        let generators = Set(catalog.entries.compactMap(\.generator?.kind))
        #expect(generators == Set(GeneratorKind.allCases.filter { $0.catalogKind == .ambient }))
    }

    @Test func alarmCatalogLoadsWithEveryAlarmTone() throws {
        // Given the shipped web/alarm-sounds.json
        let url = Repository.web.appendingPathComponent("alarm-sounds.json")
        // When it is loaded
        let catalog = try SoundCatalog.load(contentsOf: url, kind: .alarm)
        // Then it holds the six alarm tones, one of them the default
        let generators = Set(catalog.entries.compactMap(\.generator?.kind))
        #expect(generators == [.beep, .bell, .siren, .buzzer, .chime, .marimba])
        #expect(catalog.defaultEntry?.id == "chime")
    }

    @Test func ambientCatalogIsRefusedAsAnAlarmCatalog() throws {
        // Given the ambient catalog
        let url = Repository.web.appendingPathComponent("sounds.json")
        // When it is loaded as the alarm catalog
        let error = #expect(throws: CatalogError.self) { try SoundCatalog.load(contentsOf: url, kind: .alarm) }
        // Then every entry is named with the category and generator that do not belong
        #expect(error?.issues.contains { $0.entry == "white-noise" && $0.field == "category" } == true)
        #expect(
            error?.issues.contains { $0.entry == "white-noise" && $0.reason == .generatorNotInCatalog(.whiteNoise) }
                == true)
    }
}

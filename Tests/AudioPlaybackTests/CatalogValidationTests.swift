import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

@Suite(.offPool) struct CatalogValidationTests {
    /// A valid entry as a JSON object, with `changes` applied (nil removes a key).
    private func entry(_ changes: [String: Any?] = [:]) -> [String: Any] {
        var object: [String: Any] = [
            "id": "rain", "name": ["en": "Rain", "zh-Hans": "雨"], "category": "nature",
            "description": ["en": "Rain.", "zh-Hans": "雨。"], "generator": "heavyRain",
            "parameters": ["intensity": 0.5], "isDefault": false,
        ]
        for (key, value) in changes { object[key] = value }
        return object
    }

    private func catalog(_ entries: [[String: Any]], extra: [String: Any] = [:]) -> Data {
        var root: [String: Any] = ["version": 1, "sounds": entries]
        for (key, value) in extra { root[key] = value }
        return try! JSONSerialization.data(withJSONObject: root)
    }

    /// The issues of decoding `data` as the ambient catalog named `test.json`.
    private func issues(_ data: Data, kind: CatalogKind = .ambient, base: URL? = nil) -> [CatalogIssue] {
        do {
            _ = try SoundCatalog.decode(data, file: "test.json", kind: kind, baseDirectory: base)
            return []
        } catch {
            #expect(error.file == "test.json")
            return error.issues
        }
    }

    private func reasons(_ data: Data, kind: CatalogKind = .ambient, base: URL? = nil) -> [CatalogIssue.Reason] {
        issues(data, kind: kind, base: base).map(\.reason)
    }

    @Test func validCatalogDecodes() throws {
        // Given one valid entry
        let catalog = try SoundCatalog.decode(catalog([entry()]), file: "t", kind: .ambient, baseDirectory: nil)
        // Then it is there with its parameters
        #expect(catalog.entry(id: "rain")?.generator == (try GeneratorSpec(.heavyRain, parameters: ["intensity": 0.5])))
        #expect(catalog.entry(id: "rain")?.name.text(for: "zh-Hans-CN") == "雨")
    }

    @Test func aCatalogFileMayNotUseTheUploadIDPrefix() {
        // Given an entry whose id an upload could be given
        let found = issues(catalog([entry(["id": "\(SoundEntry.uploadIDPrefix)1a2b3c4d"])]))
        // Then it is refused, naming the entry, the field and the prefix
        #expect(found.map(\.reason) == [.reservedID(prefix: "custom-")])
        #expect(
            found.first?.description
                == #"entry "custom-1a2b3c4d" (#1), field "id": "#
                + #"must not start with "custom-" (kept for uploaded sounds)"#
        )
    }

    @Test func theAmbientAndAlarmCatalogsShareNoID() throws {
        // Given the shipped catalogs, and an alarm catalog whose second tone takes an ambient sound's id
        let ambient = try SoundCatalog.load(
            contentsOf: Repository.web.appendingPathComponent("sounds.json"), kind: .ambient)
        let alarms = try SoundCatalog.load(
            contentsOf: Repository.web.appendingPathComponent("alarm-sounds.json"), kind: .alarm)
        try alarms.requireDistinctIDs(from: ambient, otherFile: "sounds.json", file: "alarm-sounds.json")
        var entries = alarms.entries
        entries[1].id = "clock"
        let clashing = try SoundCatalog(kind: .alarm, entries: entries)
        // When they are checked, then the error names the alarm file, the entry, the field and the other file
        let error = #expect(throws: CatalogError.self) {
            try clashing.requireDistinctIDs(from: ambient, otherFile: "sounds.json", file: "alarm-sounds.json")
        }
        #expect(error?.file == "alarm-sounds.json")
        #expect(
            error?.issues == [
                CatalogIssue(entry: "clock", index: 1, field: "id", reason: .idInOtherCatalog(file: "sounds.json"))
            ])
        #expect(
            error?.description
                == #"alarm-sounds.json: entry "clock" (#2), field "id": "#
                + "is also an id in sounds.json (ids name one sound across both catalogs)"
        )
    }

    @Test func fileLevelProblems() {
        #expect(reasons(Data("{".utf8)).first.map { if case .invalidJSON = $0 { true } else { false } } == true)
        #expect(reasons(Data("[]".utf8)) == [.wrongType(expected: "an object with \"version\" and \"sounds\"")])
        #expect(reasons(catalog([entry()], extra: ["version": 2])) == [.unsupportedVersion(2)])
        #expect(
            reasons(catalog([entry()], extra: ["version": "1"])) == [.wrongType(expected: "a number, not a string")])
        #expect(reasons(catalog([entry()], extra: ["extra": true])) == [.unknownKey])
        #expect(reasons(catalog([])) == [.empty])
        #expect(reasons(Data(#"{"version": 1}"#.utf8)) == [.missingKey])
        #expect(
            reasons(Data(#"{"version": 1, "sounds": {}}"#.utf8)) == [.wrongType(expected: "an array, not an object")])
        #expect(
            reasons(Data(#"{"sounds": [5]}"#.utf8)) == [.missingKey, .wrongType(expected: "an object, not a number")])
    }

    @Test func missingAndMistypedFields() {
        #expect(issues(catalog([entry(["id": nil])])).map(\.field) == ["id"])
        #expect(reasons(catalog([entry(["id": 7])])) == [.wrongType(expected: "a string")])
        #expect(issues(catalog([entry(["name": nil])])).map(\.field) == ["name"])
        #expect(issues(catalog([entry(["name": ["en": "Rain"]])])).map(\.field) == ["name.zh-Hans"])
        #expect(
            reasons(catalog([entry(["name": "Rain"])])) == [
                .wrongType(expected: "an object with \"en\" and \"zh-Hans\", not a string")
            ])
        #expect(
            reasons(catalog([entry(["description": ["en": "x", "zh-Hans": 3]])])) == [
                .wrongType(expected: "a string, not a number")
            ])
        #expect(issues(catalog([entry(["category": nil])])).map(\.field) == ["category"])
        #expect(reasons(catalog([entry(["category": 1])])) == [.wrongType(expected: "a string, not a number")])
        #expect(reasons(catalog([entry(["isDefault": "yes"])])) == [.wrongType(expected: "a boolean, not a string")])
        #expect(reasons(catalog([entry(["generator": 3])])) == [.wrongType(expected: "a string, not a number")])
        #expect(
            reasons(catalog([entry(["parameters": [1]])])) == [
                .wrongType(expected: "an object of numbers, not an array")
            ])
        #expect(
            reasons(catalog([entry(["parameters": ["intensity": "high"]])])) == [
                .wrongType(expected: "a number, not a string")
            ])
    }

    @Test func unknownKeysAreRefusedWhereverTheyAre() {
        let found = issues(catalog([entry(["colour": "blue", "name": ["en": "R", "zh-Hans": "雨", "fr": "Pluie"]])]))
        #expect(found.map(\.field) == ["name.fr", "colour"])
        #expect(found.allSatisfy { $0.reason == .unknownKey && $0.entry == "rain" && $0.index == 0 })
    }

    @Test func idsMustBeKebabCaseAndUnique() {
        for bad in ["Rain", "rain_heavy", "-rain", "rain--heavy", "", String(repeating: "a", count: 65)] {
            #expect(reasons(catalog([entry(["id": bad])])) == [.invalidID], "\(bad)")
        }
        let twice = issues(catalog([entry(), entry(["isDefault": true]), entry(["id": "other"])]))
        #expect(twice.map(\.reason) == [.duplicateID(firstIndex: 0)])
        #expect(twice.first?.index == 1)
    }

    @Test func textsMustBePresentAndShort() {
        #expect(reasons(catalog([entry(["name": ["en": " ", "zh-Hans": "雨"]])])) == [.empty])
        #expect(
            reasons(catalog([entry(["name": ["en": String(repeating: "x", count: 61), "zh-Hans": "雨"]])]))
                == [.tooLong(maximum: 60)])
        #expect(
            reasons(catalog([entry(["description": ["en": String(repeating: "x", count: 301), "zh-Hans": ""]])]))
                == [.tooLong(maximum: 300)])
    }

    @Test func categoriesAndGeneratorsMustExistAndBelong() {
        #expect(reasons(catalog([entry(["category": "weather"])])) == [.unknownCategory("weather")])
        #expect(reasons(catalog([entry(["category": "gentle"])])) == [.categoryNotInCatalog(.gentle)])
        #expect(reasons(catalog([entry(["generator": "rainstorm"])])) == [.unknownGenerator("rainstorm")])
        #expect(
            reasons(catalog([entry(["generator": "beep", "parameters": nil])])) == [.generatorNotInCatalog(.beep)])
        #expect(
            reasons(catalog([entry(["category": "classic", "generator": "beep", "parameters": nil])]), kind: .alarm)
                == [])
    }

    @Test func parametersMustBeKnownAndInRange() {
        #expect(
            reasons(catalog([entry(["parameters": ["speed": 1]])]))
                == [.unknownParameter(known: ["intensity", "rumble", "width"])])
        let out = issues(catalog([entry(["parameters": ["intensity": 1.5]])]))
        #expect(out.map(\.reason) == [.parameterOutOfRange(value: 1.5, range: 0...1)])
        #expect(out.first?.description == "entry \"rain\" (#1), field \"parameters.intensity\": 1.5 is outside 0…1")
    }

    @Test func sourceMustBeExactlyOneOfGeneratorAndFile() {
        #expect(reasons(catalog([entry(["file": "a.wav"])])) == [.generatorAndFile])
        #expect(reasons(catalog([entry(["generator": nil, "parameters": nil])])) == [.noSource])
        #expect(
            reasons(catalog([entry(["generator": nil, "file": "a.wav", "category": "custom"])]))
                == [.parametersWithoutGenerator])
    }

    @Test func twoDefaultsAreRefused() {
        let found = issues(catalog([entry(["isDefault": true]), entry(["id": "fan", "isDefault": true])]))
        #expect(found.map(\.reason) == [.multipleDefaults(ids: ["rain", "fan"])])
        #expect(found.first?.entry == "fan")
    }

    @Test func filesMustBeSafePathsToRealAudio() throws {
        // Given a folder with a good WAV and a text file
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try GeneratorSpec(.beep).renderLoop().wavData().write(to: folder.appendingPathComponent("beep.wav"))
        try Data("not audio".utf8).write(to: folder.appendingPathComponent("notes.wav"))
        func file(_ path: String) -> [String: Any] {
            entry(["id": "f", "generator": nil, "parameters": nil, "file": path, "category": "custom"])
        }
        // Then a real WAV passes, and the rest are named
        #expect(reasons(catalog([file("beep.wav")]), base: folder) == [])
        #expect(reasons(catalog([file("gone.wav")]), base: folder) == [.missingFile(path: "gone.wav")])
        #expect(reasons(catalog([file("notes.wav")]), base: folder) == [.badAudioFile(.unrecognized)])
        for unsafe in ["/etc/passwd", "../secret.wav", "a//b.wav", ""] {
            #expect(reasons(catalog([file(unsafe)]), base: folder) == [.invalidPath], "\(unsafe)")
        }
    }

    @Test func unreadableFileIsNamed() {
        // Given a path where there is no catalog
        let url = URL(fileURLWithPath: "/nonexistent/sounds.json")
        // When it is loaded
        let error = #expect(throws: CatalogError.self) { try SoundCatalog.load(contentsOf: url, kind: .ambient) }
        // Then the error names the file and says why
        #expect(error?.description == "/nonexistent/sounds.json: cannot be read (no such file)")
    }

    @Test func everyProblemIsReportedAtOnce() {
        // Given a catalog with problems in two entries
        let data = catalog([entry(["category": "weather"]), entry(["id": "Bad", "parameters": ["intensity": 9]])])
        // When it is loaded
        let error = #expect(throws: CatalogError.self) {
            try SoundCatalog.decode(data, file: "web/sounds.json", kind: .ambient, baseDirectory: nil)
        }
        // Then one error lists all three, one line each, for `hearth serve` to print before exiting
        #expect(
            error?.description == """
                web/sounds.json: 3 problems
                  entry "rain" (#1), field "category": "weather" is not a category (noise, nature, mechanical, \
                indoors, gentle, classic, custom)
                  entry #2, field "id": must be lower-case letters, digits and single hyphens, 1-64 characters
                  entry #2, field "parameters.intensity": 9 is outside 0…1
                """)
    }

    @Test func customSoundsJoinTheCatalogAtRuntime() throws {
        // Given the shipped ambient catalog
        let catalog = try SoundCatalog.load(
            contentsOf: Repository.web.appendingPathComponent("sounds.json"), kind: .ambient)
        let upload = SoundEntry.custom(
            id: "my-birds", name: LocalizedText(english: "Birds", simplifiedChinese: "鸟鸣"), file: "sounds/my-birds.ogg")
        // When an uploaded sound is added, then added again
        let bigger = try catalog.adding(upload)
        // Then it is there once, and the second time is refused as a duplicate
        #expect(bigger.entry(id: "my-birds")?.file == "sounds/my-birds.ogg")
        #expect(bigger.entries(in: .custom).count == 1)
        #expect(throws: CatalogError.self) { try bigger.adding(upload) }
        #expect(bigger.removing(id: "my-birds") == catalog)
        #expect(upload.renderLoop() == nil)
    }

    @Test func catalogEncodesToTheFileFormat() throws {
        // Given a decoded catalog
        let original = try SoundCatalog.decode(catalog([entry()]), file: "t", kind: .ambient, baseDirectory: nil)
        // When it is encoded and decoded again
        let data = try JSONEncoder().encode(original)
        // Then it is the same
        #expect(try SoundCatalog.decode(data, file: "t", kind: .ambient, baseDirectory: nil) == original)
    }

    @Test func specRefusesUnknownAndOutOfRangeParameters() {
        #expect(throws: GeneratorSpecError.unknownParameter(generator: .bell, name: "x")) {
            try GeneratorSpec(.bell, parameters: ["x": 1])
        }
        #expect(
            throws: GeneratorSpecError.outOfRange(generator: .beep, name: "frequency", value: 50, range: 800...4000)
        ) {
            try GeneratorSpec(.beep, parameters: ["frequency": 50])
        }
        #expect(
            GeneratorSpecError.unknownParameter(generator: .bell, name: "x").description
                == "generator bell has no parameter \"x\" (it takes none)")
    }
}

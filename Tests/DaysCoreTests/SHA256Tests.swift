import Testing

@testable import DaysCore

@Suite("SHA-256 (the stable ids of milestone events)")
struct SHA256Tests {
    func hex(_ text: String) -> String {
        SHA256.digest(Array(text.utf8)).map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }
        .joined()
    }

    @Test func knownDigests() {
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex(String(repeating: "a", count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}

import HearthBasics
import Testing

@Suite struct ByteCountTests {
    @Test(arguments: [
        (4_194_304, "4 MiB"), (20 * 1_048_576, "20 MiB"), (524_288, "512 KiB"), (1_234_567, "1,234,567 bytes"),
        (999, "999 bytes"), (1, "1 byte"), (0, "0 bytes"), (1_000_000, "1,000,000 bytes"),
    ])
    func aSizeReadsAsAPersonWritesIt(bytes: Int, text: String) {
        #expect(ByteCount(bytes).description == text)
    }
}

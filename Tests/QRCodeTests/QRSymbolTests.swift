import Foundation
import QRCode
import Testing

@Suite struct QRSymbolTests {
    /// `qrencode -8 -l M -m 0 -t ASCII "http://192.168.1.20:8080/"` (Debian's qrencode 4.1.1 command-line tool),
    /// `#` for dark: byte mode, level M, version 2.
    static let lanURLMatrix = [
        "#######..###...##.#######",
        "#.....#.....##.##.#.....#",
        "#.###.#...#....#..#.###.#",
        "#.###.#..##.#.....#.###.#",
        "#.###.#..###.#.#..#.###.#",
        "#.....#.##.######.#.....#",
        "#######.#.#.#.#.#.#######",
        ".........##....##........",
        "#..#.##.#..###...#.#.....",
        "..##........#.#...##....#",
        "##.##.####..#.#...#.#..##",
        "#.#.##.###.#.##.#.##.....",
        "##...###....#####.##.#.##",
        ".##.#..#.######.###..##.#",
        "#..####..##.#...#..#..#.#",
        ".###...#..#.##.#.###.#.#.",
        "###.#####.###.#########..",
        "........###..#..#...###.#",
        "#######...#...###.#.#..##",
        "#.....#.#...#..##...###..",
        "#.###.#..#..##..#####..#.",
        "#.###.#.#.#...####..#.#..",
        "#.###.#.....####.#.####.#",
        "#.....#..##..##.#....#...",
        "#######.##...##.####...##",
    ]

    @Test func knownStringGivesTheKnownMatrix() throws {
        // Given a LAN URL, when it is encoded in byte mode at level M
        let symbol = try QRSymbol(encoding: "http://192.168.1.20:8080/")
        // Then it is version 2, 25 × 25, module for module the matrix of the qrencode tool
        #expect(symbol.version == 2)
        #expect(symbol.size == 25)
        let rows = (0..<symbol.size).map { row in
            String((0..<symbol.size).map { symbol.isDark(row: row, column: $0) ? "#" : "." })
        }
        #expect(rows == Self.lanURLMatrix)
    }

    @Test func finderPatternsSitInThreeCorners() throws {
        // Given any symbol
        let symbol = try QRSymbol(encoding: "Hearth")
        // Then each corner but the bottom right holds a 7 × 7 finder: dark ring, light ring, dark 3 × 3 centre
        for (top, left) in [(0, 0), (0, symbol.size - 7), (symbol.size - 7, 0)] {
            for row in 0..<7 {
                for column in 0..<7 {
                    let ring = max(abs(row - 3), abs(column - 3))
                    #expect(symbol.isDark(row: top + row, column: left + column) == (ring != 2))
                }
            }
        }
        // And the timing pattern alternates along row 6; the dark module sits at (4 × version + 9, 8)
        #expect((8..<symbol.size - 8).allSatisfy { symbol.isDark(row: 6, column: $0) == ($0 % 2 == 0) })
        #expect(symbol.isDark(row: 4 * symbol.version + 9, column: 8))
        #expect(!symbol.isDark(row: -1, column: 0) && !symbol.isDark(row: 0, column: symbol.size))
    }

    @Test func versionGrowsWithTheData() throws {
        // Byte mode at level M holds 14 bytes in version 1, 26 in version 2
        #expect(try QRSymbol(encoding: String(repeating: "a", count: 14)).version == 1)
        #expect(try QRSymbol(encoding: String(repeating: "a", count: 15)).version == 2)
        #expect(try QRSymbol(encoding: String(repeating: "a", count: 14), errorCorrection: .high).version == 2)
        #expect(try QRSymbol(encoding: "a").size == 21)
    }

    @Test func emptyAndOversizedInputAreTypedErrors() throws {
        #expect(throws: QRCodeError.empty) { try QRSymbol(encoding: "") }
        // Version 40 at level M holds 2,331 bytes
        #expect(throws: QRCodeError.tooLong(byteCount: 3000)) {
            try QRSymbol(bytes: [UInt8](repeating: 0x41, count: 3000))
        }
        #expect(try QRSymbol(bytes: [UInt8](repeating: 0x41, count: 2331)).version == 40)
    }

    @Test func modulesCanBeGivenDirectly() {
        #expect(QRSymbol(version: 1, rows: [[true, false], [false, true]])?.isDark(row: 1, column: 1) == true)
        #expect(QRSymbol(version: 1, rows: [[true, false], [false]]) == nil)
        #expect(QRSymbol(version: 1, rows: []) == nil)
    }
}

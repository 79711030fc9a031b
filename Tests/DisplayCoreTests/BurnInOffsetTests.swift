import DisplayCore
import Foundation
import Testing

@Suite struct BurnInOffsetTests {
    @Test func offsetWalksTheGridEveryThreeMinutes() {
        // Given the 27 minutes of one round, from an instant that is a multiple of 27 minutes since 1970
        let start = Date(timeIntervalSince1970: 1620 * 1_000_000)
        let offsets = (0..<9).map { BurnInOffset.at(start.addingTimeInterval(Double($0) * 180 + 1)) }
        // Then every position of the 3 × 3 grid is visited once, within ±3 px
        #expect(Set(offsets.map { "\($0.x),\($0.y)" }).count == 9)
        #expect(offsets.allSatisfy { abs($0.x) <= 3 && abs($0.y) <= 3 })
        // And each move is to a neighbour (at most one step on each axis)
        for (a, b) in zip(offsets, offsets.dropFirst() + [offsets[0]]) {
            #expect(abs(a.x - b.x) <= 3 && abs(a.y - b.y) <= 3)
        }
        // And the offset holds for the whole period and repeats after 27 minutes
        #expect(BurnInOffset.at(start) == BurnInOffset.at(start.addingTimeInterval(179.9)))
        #expect(BurnInOffset.at(start) == BurnInOffset.at(start.addingTimeInterval(27 * 60)))
        #expect(BurnInOffset.at(start) != BurnInOffset.at(start.addingTimeInterval(180)))
    }

    @Test func nextShiftIsTheNextPeriodBoundary() {
        let instant = Date(timeIntervalSince1970: 1_000_000_050)
        #expect(BurnInOffset.nextShift(after: instant) == Date(timeIntervalSince1970: 1_000_000_080))
        #expect(
            BurnInOffset.nextShift(after: Date(timeIntervalSince1970: 1_000_000_080)).timeIntervalSince1970
                == 1_000_000_260)
    }

    @Test func instantsBefore1970DoNotCrash() {
        let offset = BurnInOffset.at(Date(timeIntervalSince1970: -1_000))
        #expect(abs(offset.x) <= 3 && abs(offset.y) <= 3)
    }
}

import Foundation
import HearthBasics

/// Which backups are kept: the newest of each of the 7 latest UTC days that have one, and the newest of each of
/// the 4 latest ISO weeks (Monday to Sunday, UTC) that have one. Everything else is removed. A pure rule over the
/// backups' instants, so it is tested with fixed dates.
enum BackupRetention {
    /// How many daily backups are kept.
    static let days = 7
    /// How many weekly backups are kept.
    static let weeks = 4

    /// The instants to keep, out of `instants`.
    static func kept(_ instants: [Date]) -> Set<Date> {
        let utc = TimeZone(identifier: "UTC")!
        let newestFirst = instants.sorted(by: >)
        func newest(per key: (Int) -> Int, limit: Int) -> [Date] {
            var seen = Set<Int>()
            var kept: [Date] = []
            for instant in newestFirst where kept.count < limit {
                if seen.insert(key(LocalDate(instant, in: utc).daysSince1970)).inserted { kept.append(instant) }
            }
            return kept
        }
        // Day 0 (1970-01-01) was a Thursday: shifted by 3, whole weeks start on Mondays.
        let daily = newest(per: { $0 }, limit: days)
        let weekly = newest(per: { ($0 + 3).floorDivided(by: 7) }, limit: weeks)
        return Set(daily + weekly)
    }

    /// The instants the daily rule keeps, out of `instants` (the others `kept` keeps are the weekly ones).
    static func newestPerDay(_ instants: [Date]) -> [Date] {
        let utc = TimeZone(identifier: "UTC")!
        var seen = Set<Int>()
        var kept: [Date] = []
        for instant in instants.sorted(by: >) where kept.count < days {
            if seen.insert(LocalDate(instant, in: utc).daysSince1970).inserted { kept.append(instant) }
        }
        return kept
    }

    /// The instants to remove, out of `instants`: those `kept` leaves out, oldest first.
    static func removed(_ instants: [Date]) -> [Date] {
        let keep = kept(instants)
        return instants.filter { !keep.contains($0) }.sorted()
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

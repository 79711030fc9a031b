import Foundation

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
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let newestFirst = instants.sorted(by: >)
        func newest(per key: (Date) -> DateComponents, limit: Int) -> [Date] {
            var seen = Set<DateComponents>()
            var kept: [Date] = []
            for instant in newestFirst where kept.count < limit && seen.insert(key(instant)).inserted {
                kept.append(instant)
            }
            return kept
        }
        let daily = newest(per: { calendar.dateComponents([.year, .month, .day], from: $0) }, limit: days)
        let weekly = newest(
            per: { calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: $0) }, limit: weeks)
        return Set(daily + weekly)
    }

    /// The instants to remove, out of `instants`: those `kept` leaves out, oldest first.
    static func removed(_ instants: [Date]) -> [Date] {
        let keep = kept(instants)
        return instants.filter { !keep.contains($0) }.sorted()
    }
}

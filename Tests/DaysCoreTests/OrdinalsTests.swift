import DaysCore
import Testing

@Suite struct OrdinalsTests {
    @Test(arguments: [
        (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"),
        (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"), (113, "113th"), (0, "0th"),
        (1_000, "1000th"),
    ])
    func english(number: Int, expected: String) {
        #expect(Ordinals.english(number) == expected)
    }

    @Test func phrases() {
        #expect(DayOrdinal(number: 30, unit: .year, kind: .birthday).english == "turns 30")
        #expect(DayOrdinal(number: 30, unit: .year, kind: .birthday).simplifiedChinese == "30岁生日")
        #expect(DayOrdinal(number: 5, unit: .year, kind: .anniversary).english == "5th anniversary")
        #expect(DayOrdinal(number: 5, unit: .year, kind: .anniversary).simplifiedChinese == "5周年")
        #expect(DayOrdinal(number: 12, unit: .month, kind: .custom).english == "12th month")
        #expect(DayOrdinal(number: 21, unit: .week, kind: .countUp).simplifiedChinese == "第21周")
        #expect(Ordinals.chinese(3) == "第3")
    }
}

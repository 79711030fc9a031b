import Foundation
import Testing

@testable import HearthApp

@Suite("Days pages: list, detail, forms, categories, backup (no JavaScript)")
struct DaysPagesTests {
    @Test func anEmptyListLeadsToCreatingTheFirstDay() async throws {
        try await TestApp.run { test in
            let page = try await test.client.send("GET", "/days")
            #expect(page.status == 200)
            #expect(page.text.contains(#"href="/days/new""#))
            #expect(page.text.contains("Create your first day"))
            #expect(page.text.contains(#"href="/days" aria-current="page""#))
        }
    }

    @Test func createShowEditAndDeleteThroughForms() async throws {
        try await TestApp.run { test in
            let created = try await test.postForm(
                "/days",
                [
                    ("title", "Trip <to> Kyoto"), ("date", "2099-04-01"), ("kind", "countdown"),
                    ("calendar", "gregorian"),
                    ("repeat", "none"), ("icon", "plane"), ("color", "#3A86FF"), ("notes", "Line one\r\nLine two"),
                    ("reminderDays", "1"), ("reminderTime", "09:00"), ("reminderDays", ""), ("reminderTime", ""),
                    ("pinned", "on"),
                ])
            #expect(created.status == 303)
            let location = try #require(created.header("Location"))
            #expect(location.hasPrefix("/days/") && location.hasSuffix("?saved=created"))
            let detailPath = String(location.prefix { $0 != "?" })

            let detail = try await test.client.send("GET", location)
            #expect(detail.status == 200)
            #expect(detail.text.contains("Trip &lt;to&gt; Kyoto"))
            #expect(!detail.text.contains("Trip <to> Kyoto"))
            #expect(detail.text.contains("Wednesday, 1 April 2099"))
            #expect(detail.text.contains("1 day before at 09:00"))
            #expect(detail.text.contains("days left"))
            #expect(detail.text.contains(detailPath + "/calendar.ics"))
            #expect(detail.text.contains("Day created."))

            // Milestones are offered as optional reminders: an event with an alarm, to add to a calendar.
            #expect(detail.text.contains(detailPath + "/milestones/"))
            let milestone = try await test.client.send("GET", detailPath + "/milestones/10000/calendar.ics")
            #expect(milestone.status == 200)
            #expect(milestone.text.contains(#"SUMMARY:Trip <to> Kyoto: 10\,000 days"#))
            #expect(milestone.text.contains("BEGIN:VALARM"))
            #expect(try await test.client.send("GET", detailPath + "/milestones/123/calendar.ics").status == 404)

            let ics = try await test.client.send("GET", detailPath + "/calendar.ics")
            #expect(ics.header("Content-Type")?.hasPrefix("text/calendar") == true)
            #expect(ics.text.contains("SUMMARY:Trip <to> Kyoto"))

            let edit = try await test.client.send("GET", detailPath + "/edit")
            #expect(edit.text.contains(#"value="Trip &lt;to&gt; Kyoto""#))
            #expect(edit.text.contains(#"value="2099-04-01""#))
            let updated = try await test.postForm(
                detailPath, [("title", "Kyoto"), ("date", "2099-04-02"), ("kind", "countdown")])
            #expect(updated.status == 303)
            let json = try await test.client.send("GET", "/api/v1" + detailPath).json()
            #expect(json["title"] as? String == "Kyoto")
            #expect(json["pinned"] as? Bool == false)

            let confirm = try await test.client.send("GET", detailPath + "/delete")
            #expect(confirm.status == 200)
            #expect(confirm.text.contains(#"action="\#(detailPath)/delete""#))
            #expect(try await test.client.send("GET", "/api/v1" + detailPath).status == 200)
            let deleted = try await test.postForm(detailPath + "/delete", [])
            #expect(deleted.status == 303)
            #expect(deleted.header("Location") == "/days?deleted=1")
            #expect(try await test.client.send("GET", detailPath).status == 404)
        }
    }

    @Test func anInvalidFormKeepsWhatWasTypedAndShowsEachError() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm(
                "/days",
                [
                    ("title", "   "), ("date", "2026-02-30"), ("notes", "keep <these> notes"), ("reminderDays", "3"),
                    ("reminderTime", ""),
                ])
            #expect(reply.status == 422)
            #expect(reply.text.contains("Enter a title."))
            #expect(reply.text.contains("Enter a real date, such as 2026-07-01."))
            #expect(reply.text.contains("Give each reminder both a number of days and a time."))
            #expect(reply.text.contains(#"value="2026-02-30""#))
            #expect(reply.text.contains("keep &lt;these&gt; notes"))
            #expect(reply.text.contains(#"id="field-title" name="title" value="   ""#))
            #expect(reply.text.contains(#"aria-invalid="true""#))
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func aLunarBirthdayIsEnteredByLunarMonthAndDay() async throws {
        try await TestApp.run { test in
            // 八月十五 of the lunar year 1950 is 26 September 1950.
            let created = try await test.postForm(
                "/days",
                [
                    ("title", "Grandpa"), ("date", "1950-06-01"), ("kind", "birthday"), ("calendar", "chineseLunar"),
                    ("repeat", "yearly"), ("lunarMonth", "8"), ("lunarDay", "15"),
                ])
            #expect(created.status == 303)
            let day = try #require(try await test.jsonList("/api/v1/days").first)
            #expect(day["date"] as? String == "1950-09-26")
            let lunar = day["lunar"] as? [String: Any]
            #expect(lunar?["month"] as? Int == 8)
            #expect(lunar?["day"] as? Int == 15)
            let edit = try await test.client.send("GET", "/days/\(day["id"] as? String ?? "")/edit")
            #expect(edit.text.contains(#"<option value="8" selected>"#))

            // 1950 has no leap eighth month: the form says so and keeps what was typed.
            let refused = try await test.postForm(
                "/days",
                [
                    ("title", "Nobody"), ("date", "1950-06-01"), ("kind", "birthday"), ("calendar", "chineseLunar"),
                    ("lunarMonth", "8"), ("lunarDay", "15"), ("lunarLeap", "on"),
                ])
            #expect(refused.status == 422)
            #expect(refused.text.contains("That lunar date does not exist in that lunar year"))
            #expect(refused.text.contains(#"id="field-lunarLeap" name="lunarLeap" value="on" checked"#))
            #expect(try await test.jsonList("/api/v1/days").count == 1)
        }
    }

    @Test func formsNeedCSRFAndSameOrigin() async throws {
        try await TestApp.run { test in
            let noOrigin = try await test.postForm(
                "/days", [("title", "x"), ("date", "2026-01-01")], origin: .some(nil))
            #expect(noOrigin.status == 403)
            let badToken = try await test.postForm("/days", [("title", "x"), ("date", "2026-01-01")], csrf: "")
            #expect(badToken.status == 403)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func theListSearchesFiltersSortsAndPages() async throws {
        try await TestApp.run { test in
            let family =
                try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"Family"}"#).json()["id"] as? String
                ?? ""
            try await test.createDay(
                #"{"title":"Mum","date":"1960-12-01","kind":"birthday","categoryId":"\#(family)"}"#)
            try await test.createDay(#"{"title":"Café","date":"2099-01-01","notes":"opening"}"#)
            for index in 0..<55 { try await test.createDay(#"{"title":"Filler \#(index)","date":"2098-01-01"}"#) }

            let search = try await test.client.send("GET", "/days?q=cafe")
            #expect(search.text.contains("Café"))
            #expect(!search.text.contains("Mum"))
            #expect(search.text.contains("1 day"))
            let filtered = try await test.client.send("GET", "/days?category=\(family)")
            #expect(filtered.text.contains("Mum"))
            #expect(!filtered.text.contains("Filler 1"))
            #expect(filtered.text.contains(#"aria-current="true">Family"#))
            let first = try await test.client.send("GET", "/days?sort=title")
            #expect(first.text.contains("Page 1 of 2"))
            #expect(first.text.contains(#"href="/days?sort=title&amp;page=2""#))
            let second = try await test.client.send("GET", "/days?sort=title&page=2")
            #expect(second.text.contains("Page 2 of 2"))
            #expect(second.text.contains("Mum"))
            let none = try await test.client.send("GET", "/days?q=zzzz")
            #expect(none.text.contains("No days match"))
        }
    }

    @Test func pagesSpeakSimplifiedChinese() async throws {
        try await TestApp.run { test in
            let day = try await test.createDay(
                #"{"title":"奶奶","date":"2020-06-26","kind":"birthday","calendar":"chineseLunar","repeat":"yearly"}"#)
            let id = day["id"] as? String ?? ""
            let list = try await test.client.send("GET", "/days", headers: [("Accept-Language", "zh-CN")])
            #expect(list.text.contains("倒数日"))
            #expect(list.text.contains("农历五月初六"))
            #expect(list.text.contains("还有"))
            let detail = try await test.client.send("GET", "/days/\(id)", headers: [("Accept-Language", "zh-CN")])
            #expect(detail.text.contains("农历日期"))
            #expect(detail.text.contains("星期"))
        }
    }

    @Test func categoriesPageCreatesRenamesAndDeletesWithAChoice() async throws {
        try await TestApp.run { test in
            #expect(try await test.postForm("/categories", [("name", "Work")]).status == 303)
            #expect(try await test.postForm("/categories", [("name", "")]).status == 422)
            let categories = try await test.jsonList("/api/v1/categories")
            let work = try #require(categories.first { $0["name"] as? String == "Work" }?["id"] as? String)
            #expect(try await test.postForm("/categories/\(work)", [("name", "Office")]).status == 303)
            try await test.createDay(#"{"title":"Launch","date":"2099-01-01","categoryId":"\#(work)"}"#)

            let page = try await test.client.send("GET", "/categories")
            #expect(page.text.contains(#"value="Office""#))
            #expect(page.text.contains(#"class="category-row__delete" href="/categories/\#(work)/delete">Delete "#))
            #expect(!page.text.contains("{count}") && !page.text.contains("[&quot;"))
            #expect(page.text.contains("1 day"))
            let confirm = try await test.client.send("GET", "/categories/\(work)/delete")
            #expect(confirm.text.contains("It holds 1 day."))
            #expect(
                try await test.client.send("GET", "/categories/00000000-0000-0000-0000-000000000001/delete").status
                    == 409)

            let refused = try await test.postForm("/categories/\(work)/delete", [])
            #expect(refused.status == 409)
            let moved = try await test.postForm(
                "/categories/\(work)/delete", [("days", "move"), ("moveTo", "00000000-0000-0000-0000-000000000001")])
            #expect(moved.status == 303)
            let days = try await test.jsonList("/api/v1/days")
            #expect(days.first?["categoryId"] as? String == "00000000-0000-0000-0000-000000000001")
        }
    }

    @Test func theBackupPageShowsWhatAFileWouldChangeAndImportsOnConfirm() async throws {
        try await TestApp.run { test in
            let page = try await test.client.send("GET", "/days/backup")
            #expect(page.text.contains("/api/v1/export?format=json"))
            #expect(page.text.contains(#"enctype="multipart/form-data""#))

            // Uploading shows the plan and stores nothing
            let file = "title,date\r\nTrip,2099-01-01\r\n,2099-01-02\r\nDaily,2099-99-01\r\n"
            let preview = try await test.upload("/days/import", file: file, filename: "days.csv")
            #expect(preview.status == 200)
            #expect(preview.text.contains("1 new, 0 updated, 0 unchanged, 2 skipped. Nothing has been stored yet."))
            #expect(preview.text.contains("Line 3"))
            #expect(preview.text.contains("Line 4"))
            #expect(preview.text.contains(#"<input type="hidden" name="confirm" value="true">"#))
            #expect(try await test.jsonList("/api/v1/days").isEmpty)

            // The Import button posts the same file again and imports the valid rows
            let content = Data(file.utf8).base64EncodedString()
            let imported = try await test.postForm(
                "/days/import", [("confirm", "true"), ("format", "csv"), ("content", content)])
            #expect(imported.status == 303)
            #expect(imported.header("Location") == "/days/backup?imported=1&updated=0&unchanged=0&skipped=2")
            #expect(try await test.jsonList("/api/v1/days").compactMap { $0["title"] as? String } == ["Trip"])
            let done = try await test.client.send("GET", imported.header("Location") ?? "")
            #expect(done.text.contains("Imported: 1 new, 0 updated, 0 unchanged, 2 skipped."))

            // The same file again: nothing new, one unchanged
            let again = try await test.upload("/days/import", file: file, filename: "days.csv")
            #expect(again.text.contains("0 new, 0 updated, 1 unchanged, 2 skipped."))

            // A file that cannot be read is refused whole
            let unreadable = try await test.upload("/days/import", file: "title,when\r\nx,y\r\n", filename: "days.csv")
            #expect(unreadable.status == 422)
            #expect(unreadable.text.contains("Nothing was imported: the file cannot be read (1 problems)."))
            #expect(try await test.jsonList("/api/v1/days").count == 1)
        }
    }

    @Test func aRefusedImportListsItsReasonsInChinese() async throws {
        try await TestApp.run { test in
            let bad = "title,date,pinned\r\nTrip,2099-01-01,maybe\r\nShort,2099-01-01\r\n,2099-01-01,true\r\n"
            let refused = try await test.upload(
                "/days/import", file: bad, filename: "days.csv", headers: [("Accept-Language", "zh-CN")])
            #expect(refused.status == 200)
            #expect(refused.text.contains("新增 0 个，更新 0 个，未变 0 个，跳过 3 个。"))
            #expect(refused.text.contains("第 2 行"))
            #expect(refused.text.contains("pinned 必须是 true 或 false。"))
            #expect(refused.text.contains("第 3 行"))
            #expect(refused.text.contains("这一行有 2 个单元格，表头有 3 个。"))
            #expect(refused.text.contains("第 4 行"))
            #expect(refused.text.contains("请输入标题。"))
            #expect(!refused.text.contains("pinned is true or false."))
            #expect(!refused.text.contains("The row has 2 cells"))
            #expect(!refused.text.contains("A title is required"))

            let english = try await test.upload("/days/import", file: bad, filename: "days.csv")
            #expect(english.text.contains("pinned must be true or false."))
            #expect(english.text.contains("The row has 2 cells; the header has 3."))
            #expect(english.text.contains("Enter a title."))
        }
    }
}

extension TestApp {
    /// POSTs a multipart form with one file and a valid CSRF token, with any extra headers.
    func upload(
        _ path: String, file: String, filename: String, format: String = "auto", headers: [(String, String)] = []
    ) async throws
        -> RawHTTPClient.Reply
    {
        let token = try await csrfToken()
        let boundary = "hearthboundary\(UUID().uuidString.prefix(8))"
        var body = ""
        for (name, value) in [("_csrf", token), ("format", format)] {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\n"
        body += "Content-Type: application/octet-stream\r\n\r\n\(file)\r\n--\(boundary)--\r\n"
        return try await client.send(
            "POST", path,
            headers: [
                ("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Cookie", "hearth_csrf=\(token)"),
                ("Origin", origin),
            ] + headers, body: Array(body.utf8))
    }
}

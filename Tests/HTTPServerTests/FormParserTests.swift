import HTTPServer
import OffPoolTesting
import Testing

@Suite(.offPool) struct FormParserTests {
    @Test func urlencodedPairs() throws {
        let pairs = try URLEncodedFormParser.parse(Array("a=1&&b=two+words&c&d=%3D%26&%C3%A9=%E2%82%AC".utf8))
        #expect(pairs.map(\.name) == ["a", "b", "c", "d", "é"])
        #expect(pairs.map(\.value) == ["1", "two words", "", "=&", "€"])
    }

    @Test func urlencodedRejectsBadInput() {
        for bad in ["a=%", "a=%4", "a=%zz", "%G0=1", "a=%C0%AE", "a=%ED%A0%80", "a=%FF", "a=%F4%90%80%80"] {
            #expect(throws: PercentDecoding.Error.self, "\(bad)") { try URLEncodedFormParser.parse(Array(bad.utf8)) }
        }
    }

    @Test func multipartFieldsAndFiles() throws {
        let body = Array(
            """
            preamble\r
            --XyZ\r
            Content-Disposition: form-data; name="a"\r
            \r
            1\r
            --XyZ\r
            content-disposition: form-data; name="file"; filename="x \\"q\\".txt"\r
            Content-Type: text/plain\r
            \r
            hi\r
            --XyZ\r
            Content-Disposition: form-data; name="a"\r
            \r
            \r
            --XyZ--\r
            epilogue
            """.utf8)
        let form = try MultipartParser(boundary: "XyZ").parse(body)
        #expect(form.values(for: "a") == ["1", ""])
        #expect(form["a"] == "1")
        #expect(
            form.file(named: "file")
                == UploadedFile(
                    fieldName: "file", filename: "x \"q\".txt", contentType: "text/plain", bytes: Array("hi".utf8)))
    }

    @Test func multipartRejectsMalformedBodies() {
        let cases: [(String, String)] = [
            ("", "b"),
            ("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue", "b"),
            ("--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b--", "b"),
            ("--b\r\nNo-Colon\r\n\r\nv\r\n--b--", "b"),
            (
                "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n\u{FFFD}ok\r\n--b--",
                String(repeating: "b", count: 71)
            ),
            ("no boundary here", "b"),
        ]
        for (text, boundary) in cases {
            #expect(throws: MultipartParser.Error.self) {
                try MultipartParser(boundary: boundary).parse(Array(text.utf8))
            }
        }
        var invalid = Array("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n".utf8)
        invalid += [0xC0, 0xAF]
        invalid += Array("\r\n--b--".utf8)
        #expect(throws: MultipartParser.Error.invalidUTF8) { try MultipartParser(boundary: "b").parse(invalid) }
    }

    /// Robustness: random and mutated inputs never trap, they only return or throw.
    @Test func parsersSurviveRandomBytes() {
        var generator = SplitMix64(seed: 0x4865_6172_7468)
        let seeds: [[UInt8]] = [
            Array("a=1&b=%41%42+c&d".utf8),
            Array("--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x\"\r\n\r\nabc\r\n--b--\r\n".utf8),
            Array("/static/%2e%2e/a?x=%zz&y=%C3%A9".utf8),
        ]
        let alphabet = Array("%+=&;\r\n-b:\"\\/.?#0aF".utf8) + [0, 0x80, 0xC0, 0xFF, 0xE2]
        for round in 0..<10_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<Int(generator.next() % 8) {
                let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
                switch generator.next() % 3 {
                case 0: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                case 1: if position < bytes.count { bytes.remove(at: position) }
                default: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
                }
            }
            if round % 5 == 0 {
                bytes = (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            }
            _ = try? URLEncodedFormParser.parse(bytes)
            _ = try? MultipartParser(boundary: "b").parse(bytes)
            _ = try? PercentDecoding.decode(bytes, plusAsSpace: false)
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try? QueryItems(parsing: text)
            _ = HTTPDate.parse(text)
            _ = Request(method: .post, path: "/", headers: ["Content-Type": text, "Cookie": text], body: bytes).cookies
            _ = try? Request(
                method: .post, path: "/", headers: ["Content-Type": "multipart/form-data; boundary=b"], body: bytes
            ).form()
            _ = try? Request(method: .post, path: "/", headers: ["Content-Type": text], body: bytes).form()
        }
    }
}

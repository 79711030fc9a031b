extension QRSymbol {
    /// The symbol as a standalone SVG: dark modules on a light square with a quiet zone, one `<path>` for all
    /// modules (each row's runs of dark modules as rectangles, each placed relative to the one before), `shape-rendering="crispEdges"`, and a `<title>`
    /// for screen readers (`role="img"`).
    ///
    /// One SVG unit is one module; the SVG scales to any size through CSS `width`/`height`. The light square is
    /// drawn, not left transparent, so the code scans on dark themes too.
    /// - Parameters:
    ///   - title: the accessible name, e.g. "QR code: http://192.168.1.20:8080/"; escaped for XML.
    ///   - quietZone: modules of light margin on each side; 4 by default, as the standard asks.
    ///   - dark: the dark modules' CSS colour; `#000` by default.
    ///   - light: the quiet zone's and light modules' CSS colour; `#fff` by default.
    /// - Returns: the SVG text.
    public func svg(title: String, quietZone: Int = 4, dark: String = "#000", light: String = "#fff") -> String {
        let margin = max(quietZone, 0)
        let side = size + 2 * margin
        var path = ""
        var previous: (x: Int, y: Int)?
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < size && isDark(row: row, column: column) { column += 1 }
                let (x, y) = (start + margin, row + margin)
                if let (px, py) = previous {
                    path += "m\(x - px) \(y - py)"
                } else {
                    path += "M\(x) \(y)"
                }
                path += "h\(column - start)v1h-\(column - start)z"
                previous = (x, y)
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges" \
            role="img"><title>\(Self.escaped(title))</title>\
            <rect width="\(side)" height="\(side)" fill="\(Self.escaped(light))"/>\
            <path fill="\(Self.escaped(dark))" d="\(path)"/></svg>
            """
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

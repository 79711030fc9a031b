import Appearance
import HearthBasics

extension DisplayStyle {
    /// Every problem with this style, each with its JSON field name; empty when the style is valid.
    ///
    /// Rules:
    /// - `manualSize`, `glow`, `digitOpacity`, `overlayOpacity` and `night.brightness` are 0–100;
    /// - the digits at `digitOpacity` and, when an overlay shows, the overlays at `overlayOpacity` keep
    ///   ``minimumContrast`` (3:1) with the background, by day and, when night mode is on, by night after dimming
    ///   (the message gives the lowest brightness that would pass);
    /// - `betweenTimes` needs `night.start` ≠ `night.end`; `sunsetToSunrise` needs `night.latitude` (−90–90) and
    ///   `night.longitude` (−180–180).
    /// - Returns: the problems in field order.
    public func validationIssues() -> [DisplayValidationIssue] {
        var issues: [DisplayValidationIssue] = []
        func percent(_ field: String, _ value: Int) {
            if !(0...100).contains(value) {
                issues.append(
                    .init(field: field, reason: .outOfRange, message: "Expected 0 through 100, got \(value)."))
            }
        }
        percent("manualSize", manualSize)
        percent("glow", glow)
        percent("digitOpacity", digitOpacity)
        percent("overlayOpacity", overlayOpacity)
        percent("night.brightness", night.brightness)
        let opacitiesValid = (0...100).contains(digitOpacity) && (0...100).contains(overlayOpacity)
        if opacitiesValid { issues += dayContrastIssues() }
        issues += nightIssues(checkContrast: opacitiesValid && (0...100).contains(night.brightness))
        issues += faces.validationIssues()
        issues += agenda.validationIssues()
        return issues.sorted { Self.fieldOrder($0.field) < Self.fieldOrder($1.field) }
    }

    /// Whether the palette's digits and overlays keep ``minimumContrast``.
    private func isLegible(_ palette: DisplayPalette) -> Bool {
        palette.contrastRatio(opacity: digitOpacity) >= Self.minimumContrast
            && (!overlays.showsAny || palette.contrastRatio(opacity: overlayOpacity) >= Self.minimumContrast)
    }

    private func dayContrastIssues() -> [DisplayValidationIssue] {
        let day = palette(isNight: false)
        let pair = "\(digitColor) on \(backgroundColor)"
        if day.contrastRatio(opacity: 100) < Self.minimumContrast {
            return [
                .init(
                    field: "digitColor", reason: .insufficientContrast,
                    message: "Digits \(pair) reach \(Self.ratio(day.contrastRatio(opacity: 100))); WCAG AA needs 3:1.")
            ]
        }
        if day.contrastRatio(opacity: digitOpacity) < Self.minimumContrast {
            return [
                .init(
                    field: "digitOpacity", reason: .insufficientContrast,
                    message:
                        "Digits \(pair) at \(digitOpacity) % reach \(Self.ratio(day.contrastRatio(opacity: digitOpacity))); WCAG AA needs 3:1."
                )
            ]
        }
        if overlays.showsAny, day.contrastRatio(opacity: overlayOpacity) < Self.minimumContrast {
            return [
                .init(
                    field: "overlayOpacity", reason: .insufficientContrast,
                    message:
                        "Overlays \(pair) at \(overlayOpacity) % reach \(Self.ratio(day.contrastRatio(opacity: overlayOpacity))); WCAG AA needs 3:1."
                )
            ]
        }
        return []
    }

    private func nightIssues(checkContrast: Bool) -> [DisplayValidationIssue] {
        var issues: [DisplayValidationIssue] = []
        switch night.mode {
        case .off:
            return []
        case .betweenTimes:
            if night.start == night.end {
                issues.append(
                    .init(
                        field: "night.end", reason: .inconsistent,
                        message: "The night must end at another time than it starts."))
            }
        case .sunsetToSunrise:
            for (field, value, limit) in [
                ("night.latitude", night.latitude, 90.0), ("night.longitude", night.longitude, 180),
            ] {
                guard let value else {
                    issues.append(
                        .init(
                            field: field, reason: .required,
                            message: "Sunset to sunrise needs a latitude and longitude."))
                    continue
                }
                if !value.isFinite || abs(value) > limit {
                    issues.append(
                        .init(
                            field: field, reason: .outOfRange, message: "Expected −\(Int(limit)) through \(Int(limit))."
                        ))
                }
            }
        }
        guard checkContrast else { return issues }
        var full = self
        full.night.brightness = 100
        if !isLegible(full.palette(isNight: true)) {
            issues.append(
                .init(
                    field: "night.digitColor", reason: .insufficientContrast,
                    message:
                        "Night digits \(night.digitColor) on \(night.backgroundColor) at the opacities chosen stay below 3:1 even at full brightness."
                ))
        } else if !isLegible(palette(isNight: true)) {
            var lowest = 100
            while lowest > 0 {
                var dimmed = self
                dimmed.night.brightness = lowest - 1
                guard isLegible(dimmed.palette(isNight: true)) else { break }
                lowest -= 1
            }
            issues.append(
                .init(
                    field: "night.brightness", reason: .insufficientContrast,
                    message:
                        "At \(night.brightness) % the night colours fall below 3:1; \(lowest) % or more keeps WCAG AA."
                ))
        }
        return issues
    }

    private static func ratio(_ value: Double) -> String {
        let rounded = (value * 10).rounded(.down) / 10
        return "\(rounded):1"
    }

    private static let fields = [
        "clockFormat", "showsAmPmBadge", "showsSeconds", "sizeMode", "manualSize", "digitColor", "backgroundColor",
        "glow",
        "digitOpacity", "overlayOpacity", "fontFamily", "fontWeight", "randomColorEachMinute", "overlays", "night.mode",
        "night.start", "night.end", "night.latitude", "night.longitude", "night.digitColor", "night.backgroundColor",
        "night.brightness", "burnInShift",
    ]

    private static func fieldOrder(_ field: String) -> Int {
        fields.firstIndex(of: field) ?? fields.count
    }
}

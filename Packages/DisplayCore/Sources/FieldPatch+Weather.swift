extension FieldPatch {
    /// The `weather` object: `current`, `highLow`, `precipitation`, `sun` and `hourly`, each a boolean.
    mutating func weather(_ target: inout DisplayWeatherElements) {
        bool("current", &target.current)
        bool("highLow", &target.highLow)
        bool("precipitation", &target.precipitation)
        bool("sun", &target.sun)
        bool("hourly", &target.hourly)
    }
}

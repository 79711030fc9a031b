import DisplayCore

/// The weather block of the profile form: one checkbox per part of the weather the profile shows, posted as
/// `weather.current` … so that DisplayCore's field names point at the inputs.
extension DisplayStyleForm {
    static let weatherGroup = Group(
        legend: "weatherLegend",
        fields: ["current", "highLow", "precipitation", "sun", "hourly"].map {
            Field(name: "weather." + $0, label: "weatherElement." + $0, kind: .checkbox)
        })
}

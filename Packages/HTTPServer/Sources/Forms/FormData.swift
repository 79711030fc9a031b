/// The fields and files of a decoded form body.
public struct FormData: Sendable {
    /// The text fields, in order; a name may repeat.
    public var fields: [(name: String, value: String)]
    /// The uploaded files, in order.
    public var files: [UploadedFile]

    /// Creates form data.
    /// - Parameters:
    ///   - fields: The text fields.
    ///   - files: The uploaded files.
    public init(fields: [(name: String, value: String)] = [], files: [UploadedFile] = []) {
        self.fields = fields
        self.files = files
    }

    /// The first value of the field `name`.
    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// Every value of the field `name`, in order (for checkboxes and multi-selects).
    /// - Parameter name: The field name.
    /// - Returns: The values, possibly empty.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    /// The first file uploaded under the field `name`.
    /// - Parameter name: The field name.
    /// - Returns: The file, or `nil`.
    public func file(named name: String) -> UploadedFile? {
        files.first { $0.fieldName == name }
    }
}

/// A file uploaded in a `multipart/form-data` body.
public struct UploadedFile: Sendable, Equatable {
    /// The form field it was sent under.
    public var fieldName: String
    /// The file name the client gave (not a safe path: never use it to build one).
    public var filename: String
    /// The part's content type, `application/octet-stream` when absent.
    public var contentType: String
    /// The file contents.
    public var bytes: [UInt8]

    /// Creates an uploaded file.
    /// - Parameters:
    ///   - fieldName: The form field.
    ///   - filename: The client's file name.
    ///   - contentType: The content type.
    ///   - bytes: The contents.
    public init(fieldName: String, filename: String, contentType: String, bytes: [UInt8]) {
        self.fieldName = fieldName
        self.filename = filename
        self.contentType = contentType
        self.bytes = bytes
    }
}

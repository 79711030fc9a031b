/// A ``PCMSource`` made from a closure, for callers that render with a function rather than a type.
///
/// ```swift
/// let silence = RenderingSource { buffer, frames in
///     buffer.update(repeating: 0)
///     return frames
/// }
/// ```
public struct RenderingSource: PCMSource {
    private let body: @Sendable (UnsafeMutableBufferPointer<Int16>, Int) -> Int

    /// A source that calls `render(buffer, frames)`, with the meaning of ``PCMSource/render(into:frames:)``.
    public init(_ render: @escaping @Sendable (UnsafeMutableBufferPointer<Int16>, Int) -> Int) {
        body = render
    }

    /// Calls the closure given at initialization.
    public func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        body(buffer, frames)
    }
}

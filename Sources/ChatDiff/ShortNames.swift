// The short names this package's modules use for the public types declared here. `import ChatRender`
// re-exports only the prefixed names (`Chat…`), so a library user's own `Message` or `Color` never collides
// with these (docs/api.md, CHANGELOG.md's migration note).

/// `ChatImageComparison` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias ImageComparison = ChatImageComparison
/// `ChatImageComparisonResult` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias ImageComparisonResult = ChatImageComparisonResult
/// `ChatImageComparisonError` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias ImageComparisonError = ChatImageComparisonError
/// `ChatDiffImageOutput` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias DiffImageOutput = ChatDiffImageOutput
/// `ChatPixelMatch` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias PixelMatch = ChatPixelMatch
/// `ChatPixelMatchOptions` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias PixelMatchOptions = ChatPixelMatchOptions
/// `ChatDiffResult` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias DiffResult = ChatDiffResult

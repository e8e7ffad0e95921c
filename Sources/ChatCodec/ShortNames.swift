// The short names this package's modules use for the public types declared here. `import ChatRender`
// re-exports only the prefixed names (`Chat…`), so a library user's own `Message` or `Color` never collides
// with these (docs/api.md, CHANGELOG.md's migration note).

/// `ChatByteSink` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias ByteSink = ChatByteSink
/// `ChatMemorySink` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias MemorySink = ChatMemorySink

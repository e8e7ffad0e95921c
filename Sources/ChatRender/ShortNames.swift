// The short names the package's own code uses for this module's public types (`package`: invisible to a
// library user, whose own `RenderOptions` or `FileWriter` never collides with them). The public spelling is
// `Chat…` (docs/api.md, CHANGELOG.md's migration note).

package typealias Annotations = ChatAnnotations
package typealias FontDirectory = ChatFontDirectory
package typealias OutputEncoding = ChatOutputEncoding
package typealias FileWriter = ChatFileWriter
package typealias PendingFile = ChatPendingFile
package typealias TemporaryFileRegistry = ChatTemporaryFileRegistry
package typealias AtomicFileWriter = ChatAtomicFileWriter
package typealias AtomicFile = ChatAtomicFile
package typealias RenderCache = ChatRenderCache
package typealias RenderOptions = ChatRenderOptions
package typealias FontProvenance = ChatFontProvenance
package typealias ThemeLocator = ChatThemeLocator
package typealias RenderStatistics = ChatRenderStatistics

// The short names this package's modules use for the public types declared here. `import ChatRender`
// re-exports only the prefixed names (`Chat…`), so a library user's own `Message` or `Color` never collides
// with these (docs/api.md, CHANGELOG.md's migration note).

/// `ChatRenderError` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias RenderError = ChatRenderError
/// `ChatMemoryBudget` as the stage modules spell it; not re-exported by `ChatRender`.
public typealias MemoryBudget = ChatMemoryBudget
/// `ChatDeviceFrame` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias DeviceFrame = ChatDeviceFrame
/// `ChatThemePack` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias ThemePack = ChatThemePack
/// `ChatTemplateVariant` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias TemplateVariant = ChatTemplateVariant
/// `ChatInputLimits` as the stage modules spell it; not re-exported by `ChatRender`.
package typealias InputLimits = ChatInputLimits

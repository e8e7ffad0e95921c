// The short names the package's own code uses for this module's public types (`package`: invisible to a
// library user, whose own `RenderOptions` or `FileWriter` never collides with them). The public spelling is
// `Chat…` (docs/api.md, CHANGELOG.md's migration note).

package typealias SnapshotStore = ChatSnapshotStore
package typealias SnapshotName = ChatSnapshotName
package typealias SnapshotOutcome = ChatSnapshotOutcome

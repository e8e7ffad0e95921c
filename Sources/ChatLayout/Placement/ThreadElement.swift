import ChatGeometry

/// The line joining an above quote to its reply (theme.json `groups.replies.thread`): a stroke with round ends and
/// joins along `path`, whose points are measured from the element frame's top-left corner, so the line moves with its
/// frame (a viewport placing the message, a badge raising the quote).
package struct ThreadElement: Sendable, Equatable {
    package var path: [PathElement]
    package var width: Double
    package var color: Color

    package init(path: [PathElement], width: Double, color: Color) {
        self.path = path
        self.width = width
        self.color = color
    }
}

import ChatModel

/// Which edges of a framed screenshot get a strip of the screen's background as tall as the display's corner
/// radius (`DeviceFrame.displayRadius`), so that the device's rounded corners clip no content: an edge whose
/// content is a bar spanning the width (the status bar at the top, the composer at the bottom) meets the corner
/// as a phone's would; an edge where bubbles may reach it (no chrome there) is moved away from the corner.
package struct DisplayInsets: Sendable, Equatable {
    /// A strip above the screenshot.
    package var top: Bool
    /// A strip below the screenshot.
    package var bottom: Bool

    /// No strip: the screenshot fills the display.
    package static let none = DisplayInsets(top: false, bottom: false)

    /// The strips a conversation's screenshot needs: at the top without a status bar or header, at the bottom
    /// without a composer.
    package static func edges(of conversation: Conversation) -> DisplayInsets {
        let chrome = conversation.chrome
        return DisplayInsets(top: chrome?.statusBar == nil && chrome?.header == nil, bottom: chrome?.composer == nil)
    }
}

import ArgumentParser
import ChatGeometry
import ChatModel
import ChatRender

/// `--frame`, `--background` and `--padding` of `render`: present the screenshot in a device outline.
struct FrameArguments: ParsableArguments {
    @Flag(help: "Place the screenshot in a rounded phone outline with a soft shadow on a background.")
    var frame = false

    @Option(help: ArgumentHelp("Background colour around the framed phone: #RGB, #RRGGBB or #RRGGBBAA. Default #E8ECF2.",
                               valueName: "colour"))
    var background: String?

    @Option(help: ArgumentHelp("Space around the framed phone in points, 0 to 500. Default 48.", valueName: "pt"))
    var padding: Double?

    mutating func validate() throws {
        if !frame, background != nil || padding != nil {
            throw ValidationError("--background and --padding style the --frame; add --frame, or remove them.")
        }
        if let background, ChatColor(hex: background) == nil {
            throw ValidationError("--background \"\(background)\" is not a colour; write # and 3, 6 or 8 hex digits, e.g. #E8ECF2.")
        }
        if let padding, !ChatDeviceFrame.paddingRange.contains(padding) {
            throw ValidationError(ChatOptionError.framePadding(padding).commandLineMessage)
        }
    }

    /// The frame to render with, or nil without `--frame`.
    var deviceFrame: ChatDeviceFrame? {
        guard frame else { return nil }
        var deviceFrame = ChatDeviceFrame()
        if let background, let color = ChatColor(hex: background) { deviceFrame.background = color }
        if let padding { deviceFrame.padding = padding }
        return deviceFrame
    }
}

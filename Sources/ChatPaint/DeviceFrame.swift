import ChatGeometry
import ChatModel

/// How `--frame` presents a screenshot: inside a rounded phone outline with a dark bezel and a soft drop
/// shadow, on a plain background with padding around it (like code-screenshot tools).
public struct ChatDeviceFrame: Sendable, Equatable {
    /// The colour around the device (default #E8ECF2, a pale blue-grey).
    public var background: Color
    /// Space between the device and the image edges, in points (default 48).
    public var padding: Double

    /// A frame; the defaults are a pale background and 48 pt of padding.
    public init(background: Color = ChatDeviceFrame.defaultBackground, padding: Double = 48) {
        self.background = background
        self.padding = padding
    }

    /// #E8ECF2.
    public static let defaultBackground = Color(red: 0xE8, green: 0xEC, blue: 0xF2)
    /// The allowed paddings, in points.
    public static let paddingRange: ClosedRange<Double> = 0...500

    /// Corner radius of the device outline, in points.
    static let outerRadius = 55.0
    /// Width of the dark bezel between the outline and the screen, in points.
    package static let bezel = 12.0
    /// Corner radius of the display inside the bezel, in points: the height of the strip of background a
    /// screenshot edge without a bar gets, so that the corners clip none of its content.
    package static let displayRadius = outerRadius - bezel
    /// Width of the lighter metal rim at the outline's edge, in points.
    static let rim = 1.5
    /// The shadow: how far it falls below the device and how soft it is (the blur's standard deviation), in points.
    static let shadowOffset = 10.0
    static let shadowSoftness = 14.0
    /// Opacity of the shadow at its darkest.
    static let shadowOpacity = 0.3
}

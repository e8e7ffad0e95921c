import ChatModel
import ChatRaster

/// Puts a finished screenshot into a `DeviceFrame`: background, blurred shadow, rim, bezel, then the screen
/// clipped to the display's rounded corners. Sizes are the frame's points times the screenshot's scale.
struct FrameRenderer {
    let frame: DeviceFrame
    /// Pixels per point of the screenshot.
    let scale: Double

    /// The framed image: the screenshot plus bezel and padding on every side.
    func framed(_ screen: Pixmap) -> Pixmap {
        let bezel = Int((DeviceFrame.bezel * scale).rounded())
        let padding = Int((frame.padding * scale).rounded())
        let deviceWidth = screen.width + 2 * bezel, deviceHeight = screen.height + 2 * bezel
        var canvas = Pixmap(width: deviceWidth + 2 * padding, height: deviceHeight + 2 * padding,
                            fill: premultiplied(frame.background))
        let device = PathRect(x: Double(padding), y: Double(padding), width: Double(deviceWidth), height: Double(deviceHeight))
        let outer = DeviceFrame.outerRadius * scale

        var shadowShape = Path()
        shadowShape.addRoundedRect(device.offsetBy(dy: DeviceFrame.shadowOffset * scale), radii: CornerRadii(all: outer))
        var shadow = rasterize(shadowShape, width: canvas.width, height: canvas.height)
        BoxBlur.approximateGaussian(&shadow, sigma: DeviceFrame.shadowSoftness * scale)
        canvas.fill(shadow, x: 0, y: 0, color: PremultipliedColor(red: 0, green: 0, blue: 0,
                                                                  alpha: UInt8((255 * DeviceFrame.shadowOpacity).rounded())))

        var rim = Path()
        rim.addRoundedRect(device, radii: CornerRadii(all: outer))
        canvas.fill(rim, color: PremultipliedColor(red: 0x4A, green: 0x4A, blue: 0x4E, alpha: 255))
        let rimWidth = DeviceFrame.rim * scale
        var body = Path()
        body.addRoundedRect(device.insetBy(rimWidth), radii: CornerRadii(all: outer - rimWidth))
        canvas.fill(body, color: PremultipliedColor(red: 0x0C, green: 0x0C, blue: 0x0E, alpha: 255))

        var display = Path()
        display.addRoundedRect(PathRect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)),
                               radii: CornerRadii(all: max(0, outer - Double(bezel))))
        let clipped = screen.masked(by: rasterize(display, width: screen.width, height: screen.height))
        canvas.draw(clipped, x: padding + bezel, y: padding + bezel)
        return canvas
    }
}

private extension PathRect {
    func offsetBy(dy: Double) -> PathRect { PathRect(x: x, y: y + dy, width: width, height: height) }
    func insetBy(_ d: Double) -> PathRect { PathRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

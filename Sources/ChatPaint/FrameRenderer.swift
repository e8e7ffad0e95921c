import ChatGeometry
import ChatModel
import ChatRaster

/// A screenshot inside a `DeviceFrame`, drawn band by band: background, blurred shadow, rim, bezel, then the
/// screen's rows clipped to the display's rounded corners. Sizes are the frame's points times the screenshot's
/// scale. Each band needs only the screen rows behind it and a window of the shadow a few blur radii taller,
/// so a framed 100 000-row chat costs the memory of a band, not of the image.
package struct FramedBands<Screen: BandSource>: BandSource {
    private var screen: Screen
    let frame: DeviceFrame
    let bezel: Int
    let padding: Int
    package let width: Int
    package let height: Int
    package let fill: PremultipliedColor
    private let device: Rect
    private let outerRadius: Double
    private let scale: Double
    private var shadow: FrameShadow

    package init(screen: Screen, frame: DeviceFrame, scale: Double) {
        self.screen = screen
        self.frame = frame
        self.scale = scale
        bezel = Int((DeviceFrame.bezel * scale).rounded())
        padding = Int((frame.padding * scale).rounded())
        let deviceWidth = screen.width + 2 * bezel, deviceHeight = screen.height + 2 * bezel
        width = deviceWidth + 2 * padding
        height = deviceHeight + 2 * padding
        fill = premultiplied(frame.background)
        device = Rect(x: Double(padding), y: Double(padding), width: Double(deviceWidth), height: Double(deviceHeight))
        outerRadius = DeviceFrame.outerRadius * scale
        var shape = Path()
        let shadowRect = device.offsetBy(dy: DeviceFrame.shadowOffset * scale)
        shape.addRoundedRect(shadowRect, radii: CornerRadii(all: outerRadius))
        shadow = FrameShadow(shape: shape, top: shadowRect.y, bottom: shadowRect.y + shadowRect.height, radius: outerRadius,
                             sigma: DeviceFrame.shadowSoftness * scale, width: width, height: height)
    }

    package mutating func draw(_ band: inout Band) throws(RenderError) -> Int {
        drawShadow(on: &band)
        var rim = Path()
        rim.addRoundedRect(device, radii: CornerRadii(all: outerRadius))
        band.fill(rim, color: PremultipliedColor(red: 0x4A, green: 0x4A, blue: 0x4E, alpha: 255))
        let rimWidth = DeviceFrame.rim * scale
        var body = Path()
        body.addRoundedRect(device.insetBy(rimWidth), radii: CornerRadii(all: outerRadius - rimWidth))
        band.fill(body, color: PremultipliedColor(red: 0x0C, green: 0x0C, blue: 0x0E, alpha: 255))
        return try drawScreen(on: &band)
    }

    package mutating func finish() {
        screen.finish()
    }

    /// The device's shadow: its rounded rectangle moved down, blurred like a Gaussian and filled in translucent
    /// black, each row as the whole image would have it (`FrameShadow`: at the cost of the band's pixels).
    private mutating func drawShadow(on band: inout Band) {
        let rows = shadow.coverage(rows: band.rows)
        band.fill(rows, x: 0, y: band.top, color: PremultipliedColor(red: 0, green: 0, blue: 0,
                                                                    alpha: UInt8((255 * DeviceFrame.shadowOpacity).rounded())))
    }

    /// The screen rows behind the band, masked by the display's rounded corners.
    private mutating func drawScreen(on band: inout Band) throws(RenderError) -> Int {
        let offset = padding + bezel
        let rows = (band.top - offset)..<(band.rows.upperBound - offset)
        let visible = rows.clamped(to: 0..<screen.height)
        guard !visible.isEmpty else { return 0 }
        var part = Band(width: screen.width, height: visible.count, top: visible.lowerBound, fill: screen.fill)
        let drawn = try screen.draw(&part)
        var display = Path()
        display.addRoundedRect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)),
                               radii: CornerRadii(all: max(0, outerRadius - Double(bezel))))
        let mask = rasterize(display, window: PixelRect(x: 0, y: visible.lowerBound, width: screen.width, height: visible.count))
        band.draw(part.pixmap.masked(by: mask), x: offset, y: visible.lowerBound + offset)
        return drawn
    }
}

private extension Rect {
    func offsetBy(dy: Double) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

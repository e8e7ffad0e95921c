import ChatGeometry
import ChatModel
import ChatRaster

/// A screenshot inside a `DeviceFrame`, drawn band by band: background, blurred shadow, rim, bezel, then the
/// screen's rows clipped to the display's rounded corners. Sizes are the frame's points times the screenshot's
/// scale. An edge of the screenshot whose content is not a bar that fills it (a status bar, a composer) gets a
/// strip of the screen's background as tall as the display's corner radius between it and the display's edge
/// (`DisplayInsets`), so that the corners clip no bubble. Each band needs only the screen rows behind it and a
/// window of the shadow a few blur radii taller,
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
    /// The rows of screen background above and below the screenshot, in pixels.
    private let insets: (top: Int, bottom: Int)
    private var shadow: FrameShadow

    /// - Parameter edges: which edges of the screenshot need a strip of background (`DisplayInsets.edges`).
    package init(screen: Screen, frame: DeviceFrame, scale: Double, edges: DisplayInsets = .none) {
        self.screen = screen
        self.frame = frame
        self.scale = scale
        bezel = Int((DeviceFrame.bezel * scale).rounded())
        padding = Int((frame.padding * scale).rounded())
        let strip = Int((DeviceFrame.displayRadius * scale).rounded(.up))
        insets = (edges.top ? strip : 0, edges.bottom ? strip : 0)
        let deviceWidth = screen.width + 2 * bezel, deviceHeight = screen.height + insets.top + insets.bottom + 2 * bezel
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

    /// The display's rows behind the band (the screen's rows, and the strips of background above and below it),
    /// masked by the display's rounded corners.
    private mutating func drawScreen(on band: inout Band) throws(RenderError) -> Int {
        let offset = padding + bezel
        let displayHeight = insets.top + screen.height + insets.bottom
        let rows = (band.top - offset)..<(band.rows.upperBound - offset)
        let visible = rows.clamped(to: 0..<displayHeight)
        guard !visible.isEmpty else { return 0 }
        let shown = ((visible.lowerBound - insets.top)..<(visible.upperBound - insets.top)).clamped(to: 0..<screen.height)
        // The strips are the screen's background; the screen's rows are copied as they are (never composited).
        var display: Pixmap
        var drawn = 0
        if shown.count == visible.count {
            var part = Band(width: screen.width, height: shown.count, top: shown.lowerBound, fill: screen.fill)
            drawn = try screen.draw(&part)
            display = part.pixmap
        } else {
            display = Pixmap(width: screen.width, height: visible.count, fill: screen.fill)
            if !shown.isEmpty {
                var part = Band(width: screen.width, height: shown.count, top: shown.lowerBound, fill: screen.fill)
                drawn = try screen.draw(&part)
                let rowBytes = screen.width * 4, first = (shown.lowerBound + insets.top - visible.lowerBound) * rowBytes
                display.pixels.replaceSubrange(first..<(first + shown.count * rowBytes), with: part.pixmap.pixels)
            }
        }
        var shape = Path()
        shape.addRoundedRect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(displayHeight)),
                             radii: CornerRadii(all: max(0, outerRadius - Double(bezel))))
        let mask = rasterize(shape, window: PixelRect(x: 0, y: visible.lowerBound, width: screen.width, height: visible.count))
        band.draw(display.masked(by: mask), x: offset, y: visible.lowerBound + offset)
        return drawn
    }
}

private extension Rect {
    func offsetBy(dy: Double) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

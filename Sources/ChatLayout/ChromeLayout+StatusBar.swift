import ChatGeometry
import ChatModel

/// The status bar: iOS (the clock and icons centred in the ears beside the Dynamic Island) or Android 14 (the
/// clock at the left edge, wifi, signal and a vertical battery at the right).
extension ChromeLayout {
    func statusBarElement(_ bar: StatusBar) throws(LayoutError) -> LayoutElement {
        platform == .android ? try androidStatusBar(bar) : try iosStatusBar(bar)
    }

    func iosStatusBar(_ bar: StatusBar) throws(LayoutError) -> LayoutElement {
        let ear = max(0, canvasWidth / 2 - Self.islandHalfWidth)
        let center = Self.statusBarCenter
        let style = TextStyle(fontSize: 17, weight: .semibold, alignment: .center)
        let block = try measure(bar.time, style: style, maxWidth: max(1, ear))
        let timeFrame = Rect(x: ear / 2 + 2 - block.size.width / 2, y: center - block.size.height / 2,
                             width: block.size.width, height: block.size.height)
        // The icons, left to right: signal 17 × 11, 5 gap, wifi 15.5 × 11, 5 gap, battery 25 × 12 and its cap.
        let signalSize = Size(width: 17, height: 11), wifiSize = Size(width: 15.5, height: 11)
        let batterySize = Size(width: 25, height: 12), capWidth = 2.5, gap = 5.0
        let groupWidth = signalSize.width + gap + (bar.wifi ? wifiSize.width + gap : 0) + batterySize.width + capWidth
        var x = canvasWidth - ear / 2 - 2 - groupWidth / 2
        let signalFrame = Rect(x: x, y: center - signalSize.height / 2, width: signalSize.width, height: signalSize.height)
        x += signalSize.width + gap
        var wifiFrame: Rect?
        if bar.wifi {
            wifiFrame = Rect(x: x, y: center - wifiSize.height / 2, width: wifiSize.width, height: wifiSize.height)
            x += wifiSize.width + gap
        }
        let batteryFrame = Rect(x: x, y: center - batterySize.height / 2, width: batterySize.width, height: batterySize.height)
        let text = TextElement(style: style, color: palette.barText, maxWidth: max(1, ear), block: block, role: "statusTime")
        let part = StatusBarElement(
            platform: .ios, time: PlacedText(frame: timeFrame, text: text), signalFrame: signalFrame, signal: bar.signal,
            wifiFrame: wifiFrame, batteryFrame: batteryFrame, battery: bar.battery, color: palette.barText,
            lowBatteryColor: colors.failed)
        return element(.statusBar(part), frame: Rect(x: 0, y: 0, width: canvasWidth, height: Self.statusBarHeight))
    }

    /// Android 14: "9:41" at 16 pt from the left; wifi 16 × 12, signal 13 × 13 and a 7.5 × 13 battery (its cap
    /// above it) 16 pt from the right, 4 pt apart, centred in the 28 pt band.
    func androidStatusBar(_ bar: StatusBar) throws(LayoutError) -> LayoutElement {
        let center = Self.androidStatusBarHeight / 2
        let margin = 16.0, gap = 4.0
        let style = TextStyle(fontSize: 14, weight: .semibold, alignment: .left)
        let maxWidth = max(1, canvasWidth / 2 - margin)
        let block = try measureOneLine(bar.time, style: style, maxWidth: maxWidth)
        let timeFrame = Rect(x: margin, y: center - block.size.height / 2, width: block.size.width, height: block.size.height)
        let wifiSize = Size(width: 16, height: 12), signalSize = Size(width: 13, height: 13)
        let batterySize = Size(width: 7.5, height: 13), capHeight = 1.5
        // The battery and its cap are centred together.
        let batteryFrame = Rect(x: canvasWidth - margin - batterySize.width, y: center - (batterySize.height - capHeight) / 2,
                                width: batterySize.width, height: batterySize.height)
        let signalFrame = Rect(x: batteryFrame.minX - gap - signalSize.width, y: center - signalSize.height / 2 + 0.5,
                               width: signalSize.width, height: signalSize.height)
        let wifiFrame = bar.wifi
            ? Rect(x: signalFrame.minX - gap - wifiSize.width, y: center - wifiSize.height / 2, width: wifiSize.width,
                   height: wifiSize.height)
            : nil
        let text = TextElement(style: style, color: palette.barText, maxWidth: maxWidth, block: block, role: "statusTime")
        let part = StatusBarElement(
            platform: .android, time: PlacedText(frame: timeFrame, text: text), signalFrame: signalFrame, signal: bar.signal,
            wifiFrame: wifiFrame, batteryFrame: batteryFrame, battery: bar.battery, color: palette.barText,
            lowBatteryColor: colors.failed)
        return element(.statusBar(part), frame: Rect(x: 0, y: 0, width: canvasWidth, height: Self.androidStatusBarHeight))
    }
}

import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// The status bar: the clock, then the signal, wifi and battery glyphs of the platform (iOS: four bars, a fan of
/// arcs, a horizontal battery; Android 14: a signal triangle, a wifi wedge, a vertical battery).
extension DisplayListRenderer {
    func drawStatusBar(_ bar: StatusBarElement, on canvas: inout Band) throws(RenderError) {
        try drawPlaced(bar.time, on: &canvas)
        let suffix = bar.platform == .android ? "-android" : ""
        let variables = ["signal": Double(bar.signal), "battery": bar.battery]
        let colors = ["failed": bar.lowBatteryColor]
        if bar.platform == .android, let wifi = bar.wifiFrame {
            try drawGlyph("wifi" + suffix, in: wifi, color: bar.color, namedColors: colors, variables: variables, on: &canvas)
        }
        try drawGlyph("signal" + suffix, in: bar.signalFrame, color: bar.color, namedColors: colors, variables: variables, on: &canvas)
        if bar.platform == .ios, let wifi = bar.wifiFrame {
            try drawGlyph("wifi" + suffix, in: wifi, color: bar.color, namedColors: colors, variables: variables, on: &canvas)
        }
        try drawGlyph("battery" + suffix, in: bar.batteryFrame, color: bar.color, namedColors: colors, variables: variables, on: &canvas)
    }
}

import ChatGeometry
import ChatModel

/// The phone status bar: the clock, then signal, wifi and battery glyphs, drawn in `color`.
///
/// iOS: the clock in the left "ear" beside the Dynamic Island, four signal bars, a wifi fan and a horizontal
/// battery. Android: the clock at the left edge, a wifi wedge, a signal triangle and a vertical battery.
package struct StatusBarElement: Sendable, Equatable {
    /// Which platform's status bar this is.
    package var platform: ChromePlatform
    package var time: PlacedText
    /// iOS: four bars; Android: a right triangle. The first `signal` quarters are lit, the rest faded.
    package var signalFrame: Rect
    package var signal: Int
    /// The wifi glyph's box, or nil when wifi is off.
    package var wifiFrame: Rect?
    /// The battery body's box (its cap sticks out to the right on iOS, above it on Android).
    package var batteryFrame: Rect
    /// Charge in percent, 0…100: the fill's share of the body (its width on iOS, its height on Android).
    package var battery: Double
    package var color: Color
    /// The fill colour of a battery at 20 % or less.
    package var lowBatteryColor: Color

    /// A status bar element; `platform` defaults to iOS.
    package init(platform: ChromePlatform = .ios, time: PlacedText, signalFrame: Rect, signal: Int, wifiFrame: Rect?,
                batteryFrame: Rect, battery: Double, color: Color, lowBatteryColor: Color) {
        self.platform = platform
        self.time = time
        self.signalFrame = signalFrame
        self.signal = signal
        self.wifiFrame = wifiFrame
        self.batteryFrame = batteryFrame
        self.battery = battery
        self.color = color
        self.lowBatteryColor = lowBatteryColor
    }
}

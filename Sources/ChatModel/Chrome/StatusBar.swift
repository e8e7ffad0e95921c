/// The phone status bar of a mock-up: the clock on the left, signal, wifi and battery on the right.
public struct ChatStatusBar: Sendable, Equatable {
    /// The clock, shown as written (default "9:41", Apple's keynote time).
    public var time: String
    /// Battery charge in percent, 0…100 (default 100).
    public var battery: Double
    /// Cellular signal bars, 0…4 (default 4); unlit bars are drawn faded.
    public var signal: Int
    /// Whether the wifi fan is shown (default true).
    public var wifi: Bool

    /// A status bar; the defaults are a full phone at 9:41.
    public init(time: String = "9:41", battery: Double = 100, signal: Int = 4, wifi: Bool = true) {
        self.time = time
        self.battery = battery
        self.signal = signal
        self.wifi = wifi
    }

    /// The allowed battery charges, in percent.
    public static let batteryRange: ClosedRange<Double> = 0...100
    /// The allowed signal bar counts.
    public static let signalRange: ClosedRange<Int> = 0...4
}

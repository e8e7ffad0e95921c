/// The phone platform whose system chrome (status bar, home indicator or gesture bar, back glyph) is imitated.
package enum ChromePlatform: String, Sendable, Hashable, CaseIterable {
    /// An iPhone with a Dynamic Island: a 54 pt status bar, a home indicator, back chevrons.
    case ios
    /// Android 14: a 28 pt status bar with the clock at the left, a gesture bar, back arrows.
    case android

    /// The platform a theme names (`ThemeSpec.platform`); anything but "android" is iOS.
    package init(themePlatform: String) {
        self = themePlatform == "android" ? .android : .ios
    }
}

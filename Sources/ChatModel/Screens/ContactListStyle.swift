import ChatGeometry

/// How a theme draws the contacts screen (theme.json `screens.contacts`): group headers, friend rows and the
/// alphabetical list's section letters and side index. Colours are chrome colours.
package struct ContactListStyle: Sendable, Equatable {
    /// The screen's title (the header's `{title}`): text, with `{word}`s of the theme's words (`{contacts}`).
    package var title: String
    /// Behind the rows, and behind group headers and section letters.
    package var background: ChromeColor
    package var headerBackground: ChromeColor
    /// A group header's and a section letter's height; a friend row's height, its avatar's diameter, the screen-edge
    /// inset and the gap between avatar and text.
    package var headerHeight: Double
    package var sectionHeight: Double
    package var rowHeight: Double
    package var avatarSize: Double
    package var inset: Double
    package var avatarGap: Double
    /// Text sizes: the group name, the count, a friend's name, the intro line, a section letter.
    package var groupSize: Double
    package var countSize: Double
    package var nameSize: Double
    package var introSize: Double
    package var sectionSize: Double
    /// An offline friend's avatar opacity (the app greys them).
    package var offlineOpacity: Double
    /// Whether an alphabetical list shows the letter index down the right edge.
    package var sideIndex: Bool
    package var groupColor: ChromeColor
    package var countColor: ChromeColor
    package var nameColor: ChromeColor
    package var vipColor: ChromeColor
    package var introColor: ChromeColor
    package var sectionColor: ChromeColor
    package var indexColor: ChromeColor
    package var arrowColor: ChromeColor
    package var separatorColor: ChromeColor

    /// A style; the defaults are QQ's friend list drawn in the theme's colours.
    package init(title: String = "{contacts}", background: ChromeColor = .appearance(light: .named("white"), dark: .named("background")),
                headerBackground: ChromeColor = .appearance(light: .named("white"), dark: .named("background")),
                headerHeight: Double = 44, sectionHeight: Double = 28, rowHeight: Double = 64, avatarSize: Double = 44,
                inset: Double = 16, avatarGap: Double = 12, groupSize: Double = 16, countSize: Double = 13, nameSize: Double = 16,
                introSize: Double = 13, sectionSize: Double = 13, offlineOpacity: Double = 0.45, sideIndex: Bool = true,
                groupColor: ChromeColor = .named("incomingText"), countColor: ChromeColor = .named("time"),
                nameColor: ChromeColor = .named("incomingText"), vipColor: ChromeColor = .fixed(Color(red: 0xF7, green: 0x4C, blue: 0x31)),
                introColor: ChromeColor = .named("time"), sectionColor: ChromeColor = .named("time"), indexColor: ChromeColor = .named("accent"),
                arrowColor: ChromeColor = .named("time"), separatorColor: ChromeColor = .named("separator")) {
        self.title = title
        self.background = background
        self.headerBackground = headerBackground
        self.headerHeight = headerHeight
        self.sectionHeight = sectionHeight
        self.rowHeight = rowHeight
        self.avatarSize = avatarSize
        self.inset = inset
        self.avatarGap = avatarGap
        self.groupSize = groupSize
        self.countSize = countSize
        self.nameSize = nameSize
        self.introSize = introSize
        self.sectionSize = sectionSize
        self.offlineOpacity = offlineOpacity
        self.sideIndex = sideIndex
        self.groupColor = groupColor
        self.countColor = countColor
        self.nameColor = nameColor
        self.vipColor = vipColor
        self.introColor = introColor
        self.sectionColor = sectionColor
        self.indexColor = indexColor
        self.arrowColor = arrowColor
        self.separatorColor = separatorColor
    }
}

import ChatGeometry

/// How a theme draws the contacts screen (theme.json `screens.contacts`): group headers, friend rows and the
/// alphabetical list's section letters and side index. Colours are chrome colours.
public struct ContactListStyle: Sendable, Equatable {
    /// The screen's title (the header's `{title}`): text, with `{word}`s of the theme's words (`{contacts}`).
    public var title: String
    /// Behind the rows, and behind group headers and section letters.
    public var background: ChromeColor
    public var headerBackground: ChromeColor
    /// A group header's and a section letter's height; a friend row's height, its avatar's diameter, the screen-edge
    /// inset and the gap between avatar and text.
    public var headerHeight: Double
    public var sectionHeight: Double
    public var rowHeight: Double
    public var avatarSize: Double
    public var inset: Double
    public var avatarGap: Double
    /// Text sizes: the group name, the count, a friend's name, the intro line, a section letter.
    public var groupSize: Double
    public var countSize: Double
    public var nameSize: Double
    public var introSize: Double
    public var sectionSize: Double
    /// An offline friend's avatar opacity (the app greys them).
    public var offlineOpacity: Double
    /// Whether an alphabetical list shows the letter index down the right edge.
    public var sideIndex: Bool
    public var groupColor: ChromeColor
    public var countColor: ChromeColor
    public var nameColor: ChromeColor
    public var vipColor: ChromeColor
    public var introColor: ChromeColor
    public var sectionColor: ChromeColor
    public var indexColor: ChromeColor
    public var arrowColor: ChromeColor
    public var separatorColor: ChromeColor

    /// A style; the defaults are QQ's friend list drawn in the theme's colours.
    public init(title: String = "{contacts}", background: ChromeColor = .appearance(light: .named("white"), dark: .named("background")),
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

import ChatGeometry
import ChatModel
import Testing

/// The theme.json keys of the app-styled packs: status placement, grouping, inside-time colours and wallpapers.
@Suite("ThemeDecoder: app features")
struct ThemeAppFeaturesTests {
    static func decode(_ json: String) throws -> ThemeSpec { try ThemeDecoder().decode(Array(json.utf8)) }

    @Test func defaultsWhenLeftOut() throws {
        let theme = try Self.decode(TestSupport.minimalTheme)
        #expect(theme.metrics.statusPlacement == .beside)
        #expect(theme.metrics.groupMessages)
        #expect(theme.wallpaper == ThemeWallpaper())
        #expect(theme.light.outgoingTime == theme.light.time)
        #expect(theme.dark.incomingTime == theme.dark.time)
    }

    @Test func readsEveryNewKey() throws {
        let json = TestSupport.theme(replacing: [
            (##""showNames": true,"##, ##""showNames": true, "statusPlacement": "seenAvatar", "groupMessages": false,"##),
            (##""timePlacement": "below""##, ##""timePlacement": "inside""##),
            (##""failed": "#FF3B30", "avatarBorder": "#FFFFFF" }"##,
             ##""failed": "#FF3B30", "avatarBorder": "#FFFFFF", "outgoingTime": "#FFFFFF99", "incomingTime": "#667781" }"##),
            (##""version": 1,"##, ##""version": 1, "wallpaper": { "light": "doodles", "dark": "doodles-dark" },"##),
        ])
        let theme = try Self.decode(json)
        #expect(theme.metrics.statusPlacement == .seenAvatar)
        #expect(!theme.metrics.groupMessages)
        #expect(theme.metrics.timePlacement == .inside)
        #expect(theme.light.outgoingTime == Color(red: 255, green: 255, blue: 255, alpha: 0x99))
        #expect(theme.light.incomingTime == Color(hex: "#667781"))
        #expect(theme.dark.outgoingTime == theme.dark.time)
        #expect(theme.wallpaper.image(for: .light) == "doodles")
        #expect(theme.wallpaper.image(for: .dark) == "doodles-dark")
    }

    @Test("groups: the reply side, the video duration style and the map placement; defaults without them")
    func groupMediaRules() throws {
        let plain = try Self.decode(TestSupport.minimalTheme)
        #expect(plain.groups.replies == .preset(.bar) && plain.groups.videoDuration == .preset(.pill) && plain.groups.maps == .preset(.edge))
        let json = TestSupport.theme(replacing: [
            (##""version": 1,"##,
             ##""version": 1, "groups": { "replies": "replySideBubble", "videoDuration": "gradient", "maps": "framed" },"##),
        ])
        let theme = try Self.decode(json)
        #expect(theme.groups.replies == .preset(.replySideBubble) && theme.groups.replies.slot == .above && theme.groups.replies.side == .reply)
        #expect(theme.groups.videoDuration == .preset(.gradient))
        #expect(theme.groups.maps == .preset(.framed))
        let error = TestSupport.themeError(TestSupport.theme(replacing: [(##""version": 1,"##, ##""version": 1, "groups": { "maps": "frame" },"##)]))
        #expect(error?.path == "groups.maps")
        #expect(error?.description.contains(##"did you mean "framed"?"##) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        (##""showNames": true,"##, ##""showNames": true, "statusPlacement": "lable","##, "metrics.statusPlacement",
         ##""lable" is not a status placement; use one of beside, inside, label, seenAvatar (did you mean "label"?)"##),
        (##""showNames": true,"##, ##""showNames": true, "groupMessages": "no","##, "metrics.groupMessages",
         "expected true or false"),
        (##""version": 1,"##, ##""version": 1, "wallpaper": { "lihgt": "doodles" },"##, "wallpaper",
         ##"did you mean "light"?"##),
        (##""version": 1,"##, ##""version": 1, "wallpaper": { "light": "../doodles" },"##, "wallpaper.light", ".."),
        (##""version": 1,"##, ##""version": 1, "wallpaper": "doodles","##, "wallpaper", "expected an object"),
        (##""avatarBorder": "#FFFFFF" }"##, ##""avatarBorder": "#FFFFFF", "outgoingTime": "green" }"##,
         "colors.light.outgoingTime", "green"),
        (##""avatarBorder": "#FFFFFF" }"##, ##""avatarBorder": "#FFFFFF", "outgoingTme": "#FFF" }"##,
         "colors.light", ##"did you mean "outgoingTime"?"##),
    ])
    func errorsNameTheirPath(old: String, new: String, path: String, words: String) {
        let error = TestSupport.themeError(TestSupport.theme(replacing: [(old, new)]))
        let errorPath: String = error.flatMap(\.path) ?? "(no error)"
        #expect(errorPath.hasPrefix(path), "\(String(describing: error))")
        #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }
}

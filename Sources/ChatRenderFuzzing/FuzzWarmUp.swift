import ChatLayout
import ChatModel
import ChatRender

/// Fills every table chatrender builds once per process (the chrome presets, the default glyphs, the built-in packs,
/// the text engine, time-zone names) before the first input, so what an input allocates is that input's alone.
///
/// The libFuzzer binary calls it with LeakSanitizer paused: these tables live until exit by design, and some hold
/// Swift enums whose payload pointers carry tag bits, which the leak scanner cannot follow and would report as
/// leaked. Anything an input itself leaks is still found.
public enum FuzzWarmUp {
    /// Builds the tables by laying out the fixed conversation in every built-in theme and reading the presets.
    public static func run() {
        for part in ChromePresets.Part.allCases {
            for name in ChromePresets.names(part) {
                for platform in ThemeKeys.platforms { _ = ChromePresets.bar(part, named: name, platform: platform) }
            }
        }
        for platform in ThemeKeys.platforms { _ = DefaultGlyphs.glyphs(platform: platform) }
        for name in FuzzSamples.builtInPacks.keys.sorted() {
            guard let pack = FuzzSamples.builtInPacks[name] else { continue }
            _ = FuzzLayout.check(conversation: FuzzSamples.conversation, theme: pack.spec, pack: pack)
        }
        for target in FuzzTarget.allCases { _ = target.run(Array("{}".utf8)) }
    }
}

/// Which Debian package installs a font family, for error messages that say how to fix a missing family.
enum DebianFontPackages {
    /// Family name prefixes (lowercased) and their packages, most specific first.
    private static let table: [(prefix: String, package: String)] = [
        ("noto color emoji", "fonts-noto-color-emoji"),
        ("noto sans cjk", "fonts-noto-cjk"),
        ("noto serif cjk", "fonts-noto-cjk"),
        ("noto sans mono cjk", "fonts-noto-cjk"),
        ("noto serif mono cjk", "fonts-noto-cjk"),
        ("noto sans mono", "fonts-noto-mono"),
        ("noto", "fonts-noto-core"),
        ("inter", "fonts-inter"),
        ("dejavu", "fonts-dejavu-core"),
        ("liberation", "fonts-liberation2"),
        ("roboto slab", "fonts-roboto-slab"),
        ("roboto", "fonts-roboto"),
        ("open sans", "fonts-open-sans"),
        ("lato", "fonts-lato"),
        ("wenquanyi zen hei", "fonts-wqy-zenhei"),
        ("wenquanyi micro hei", "fonts-wqy-microhei"),
        ("droid sans fallback", "fonts-droid-fallback"),
        ("ipagothic", "fonts-ipafont-gothic"),
        ("ipamincho", "fonts-ipafont-mincho"),
        ("nanumgothic", "fonts-nanum"),
        ("symbola", "fonts-symbola"),
        ("freesans", "fonts-freefont-ttf"),
        ("freeserif", "fonts-freefont-ttf"),
    ]

    /// The package for `family`, when known. A prefix matches a whole word: "Inter" and "Inter Display"
    /// match "inter", "Interstate" does not.
    static func package(forFamily family: String) -> String? {
        let name = family.lowercased().trimmingWhitespace()
        for entry in table where name == entry.prefix || name.hasPrefix(entry.prefix + " ") {
            return entry.package
        }
        return nil
    }
}

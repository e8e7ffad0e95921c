import ChatGeometry

/// The JSON Schema (draft 2020-12) of a theme pack's theme.json, version 1, as printed by `chatrender schema --theme`
/// (`Resources/theme.schema.json`).
///
/// It states what `ThemeDecoder` accepts: the keys, their types, ranges and choices. A few rules are checked only by
/// the decoder (an avatar border at most half the avatar, image names without a scale suffix such as `@2x`, the
/// names an expression reads); their `description` says so. Tests check it against the decoder's keys and limits.
public enum ChatThemeSchema {
    /// The schema document, pretty-printed JSON ending with a line feed.
    public static let json = String(decoding: PackageResources.theme_schema_json, as: UTF8.self)
}

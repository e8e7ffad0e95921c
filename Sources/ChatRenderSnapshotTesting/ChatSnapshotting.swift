// Built only with the package trait "SnapshotTesting", which brings in swift-snapshot-testing: a dependent writes
// `.package(url: …, from: …, traits: ["SnapshotTesting"])` (`make test` and the sanitizer builds pass
// `--traits SnapshotTesting`). Without it this module is empty and swift-snapshot-testing (and the swift-syntax it
// depends on) is not even resolved, so library users who do not use it never fetch them.
#if SnapshotTesting
import ChatRender
import Foundation
import SnapshotTesting

/// Strategies for pointfreeco/swift-snapshot-testing, which has no image strategy on Linux:
///
/// ```swift
/// assertSnapshot(of: conversation, as: .chatScreenshot(theme: "imessage"))
/// assertSnapshot(of: conversation, as: .chatLayout)
/// ```
///
/// Screenshots are PNG files compared with chatrender's pixelmatch port; the layout is the JSON `chatrender layout`
/// prints (frames, lines, fonts by family, style and SHA-256; no path, no library version, so a golden recorded on
/// one machine passes on another with the same font files), compared line by line.
extension Snapshotting where Value == ChatConversation, Format == Data {
    /// The conversation rendered with its own theme and the machine's fonts (pin fonts with `renderer:`).
    public static var chatScreenshot: Snapshotting { chatScreenshot() }

    /// The conversation rendered as a PNG, with `theme` and `appearance` overriding its own, by `renderer`
    /// (pass one with `ChatRenderOptions(fontFiles:)` so the goldens are the same on every machine), compared with the
    /// reference by `comparison` (`ChatImageComparison`'s defaults unless given); a render error fails the snapshot
    /// with its message.
    public static func chatScreenshot(theme: String? = nil, appearance: ChatAppearance? = nil,
                                      renderer: ChatRenderer = ChatRenderer(),
                                      comparison: ChatImageComparison = ChatImageComparison()) -> Snapshotting {
        var renderer = renderer
        if let theme { renderer.options.theme = theme }
        if let appearance { renderer.options.appearance = appearance }
        return Snapshotting(pathExtension: "png", diffing: .chatPNG(comparison: comparison)) { conversation in
            do {
                return Data(try renderer.renderPNG(conversation))
            } catch {
                return Data("chatrender could not render the conversation: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == ChatConversation, Format == String {
    /// The layout JSON of the conversation (`chatrender layout`), with its own theme and the machine's fonts.
    public static var chatLayout: Snapshotting { chatLayout() }

    /// The layout JSON of the conversation as `renderer` lays it out, compared line by line.
    public static func chatLayout(renderer: ChatRenderer = ChatRenderer()) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { conversation in
            do {
                return try renderer.layoutJSON(renderer.layout(conversation))
            } catch {
                return "chatrender could not lay the conversation out: \(error)\n"
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG images compared by `comparison` (`ChatImageComparison`: identical bytes match at once; otherwise pixelmatch's
    /// semantics, in bands); a mismatch says how many pixels differ and attaches the diff image.
    public static func chatPNG(comparison: ChatImageComparison = ChatImageComparison()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            let diffImage = ChatMemorySink()
            let result: ChatImageComparisonResult
            do {
                result = try comparison.compare(expected: [UInt8](reference), actual: [UInt8](actual),
                                                diffImage: ChatDiffImageOutput { diffImage })
            } catch {
                let text = String(decoding: actual.prefix(400), as: UTF8.self)
                return ("the snapshots cannot be compared as images (\(error)); the new snapshot is: \(text)", [])
            }
            if result.sizeMismatch {
                return ("the screenshot is \(result.actualSize) pixels, the reference \(result.expectedSize)", [])
            }
            guard !result.matches else { return nil }
            let attachments: [DiffAttachment] = diffImage.bytes.isEmpty ? [] : [.data(Data(diffImage.bytes), name: "difference.png")]
            let percentage = String(format: "%.2f", result.percentage)
            return ("\(result.mismatchedPixels) pixels (\(percentage) %) differ from the reference screenshot "
                    + "(pixelmatch, threshold \(comparison.threshold))", attachments)
        }
    }
}
#endif

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
/// prints (frames, lines, fonts with their SHA-256 and the library versions), compared line by line.
extension Snapshotting where Value == Conversation, Format == Data {
    /// The conversation rendered with its own theme and the machine's fonts (pin fonts with `renderer:`).
    public static var chatScreenshot: Snapshotting { chatScreenshot() }

    /// The conversation rendered as a PNG, with `theme` and `appearance` overriding its own, by `renderer`
    /// (pass one with `RenderOptions(fontFiles:)` so the goldens are the same on every machine). Pixels count as
    /// different beyond pixelmatch's colour `threshold`; a render error fails the snapshot with its message.
    public static func chatScreenshot(theme: String? = nil, appearance: Appearance? = nil,
                                      renderer: ChatRenderer = ChatRenderer(), threshold: Double = 0.1) -> Snapshotting {
        var renderer = renderer
        if let theme { renderer.options.theme = theme }
        if let appearance { renderer.options.appearance = appearance }
        return Snapshotting(pathExtension: "png", diffing: .chatPNG(threshold: threshold)) { conversation in
            do {
                return Data(try renderer.renderPNG(conversation))
            } catch {
                return Data("chatrender could not render the conversation: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == Conversation, Format == String {
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
    /// PNG images compared with pixelmatch's semantics (identical bytes match at once); a mismatch says how many
    /// pixels differ and attaches the diff image.
    public static func chatPNG(threshold: Double = 0.1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let expected: Pixmap, rendered: Pixmap
            do {
                expected = try ChatRenderer.decodeImage([UInt8](reference))
                rendered = try ChatRenderer.decodeImage([UInt8](actual))
            } catch {
                let text = String(decoding: actual.prefix(400), as: UTF8.self)
                return ("the snapshots cannot be compared as images (\(error)); the new snapshot is: \(text)", [])
            }
            let result = PixelMatch.compare(expected, rendered, options: PixelMatchOptions(threshold: threshold, outputDiff: true))
            if result.sizeMismatch {
                return ("the screenshot is \(rendered.width)×\(rendered.height) pixels, the reference "
                        + "\(expected.width)×\(expected.height)", [])
            }
            guard result.mismatchedPixels > 0 else { return nil }
            var attachments: [DiffAttachment] = []
            if let diff = result.diffImage, let png = try? ChatRenderer.encodePNG(diff) {
                attachments.append(.data(Data(png), name: "difference.png"))
            }
            let percentage = String(format: "%.2f", result.percentage)
            return ("\(result.mismatchedPixels) pixels (\(percentage) %) differ from the reference screenshot "
                    + "(pixelmatch, threshold \(threshold))", attachments)
        }
    }
}

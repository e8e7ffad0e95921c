import ChatGeometry
import ChatLayout
import ChatModel
import ChatRender
import Foundation
import Testing

/// Text contrast in every built-in theme × appearance: each text of the group chat with every kind
/// (samples/gallery/team.json, with its phone chrome and an unread count in the header) against what is rendered
/// behind it, at least 4.5:1, or 3:1 for large text (WCAG 2.x: 18 pt, or 14 pt semibold). The chat's texts and the
/// chrome's (status-bar clock, header title and subtitle, back-button label and unread count, composer placeholder
/// and button labels) are all checked. The text colour comes from the layout; the colour behind it is the most
/// common pixel of the rendered image in the text's frame (bubble, pill, bar, field, wallpaper base). What an app
/// deliberately draws fainter is listed in `allowed`, with the reason.
@Suite("Text contrast per built-in theme")
struct ThemeContrastTests {
    /// The packs on disk.
    static let themes: [String] = {
        let packs = Repo.path("assets/themes")
        return ((try? FileManager.default.contentsOfDirectory(atPath: packs)) ?? [])
            .filter { FileManager.default.fileExists(atPath: "\(packs)/\($0)/theme.json") }.sorted()
    }()

    /// Theme, text role, the lowest ratio allowed and why the app itself draws it below 4.5:1, both appearances
    /// (Fixtures/contrast-exceptions.json: a pack's exceptions are data beside it, not code).
    static let allowed: [(theme: String, role: String, floor: Double, reason: String)] = {
        struct File: Decodable {
            struct Entry: Decodable { let role: String; let floor: Double; let reason: String }
            let themes: [String: [Entry]]
        }
        guard let data = FileManager.default.contents(atPath: "\(Repo.fixtures)/contrast-exceptions.json"),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.themes.sorted { $0.key < $1.key }.flatMap { theme, entries in entries.map { (theme, $0.role, $0.floor, $0.reason) } }
    }()

    struct Sample: CustomStringConvertible {
        var role: String
        var frame: Rect
        var color: Color
        var large: Bool
        /// Measured row by row beside the text, the worst row counting: chrome bars and buttons may be vertical
        /// gradients, where no one colour is the most common in the frame.
        var byRow = false
        var description: String { "\(role) at \(frame)" }
    }

    /// Every text of the list with its colour and frame in points.
    static func samples(_ list: Placements) -> [Sample] {
        func sample(_ text: TextElement, _ frame: Rect) -> Sample {
            let size = text.style.fontSize
            return Sample(role: text.role, frame: frame, color: text.color,
                          large: size >= 18 || (size >= 14 && text.style.weight == .semibold))
        }
        return list.elements.compactMap { element -> [Sample]? in
            let f = element.frame
            switch element.content {
            case .text(let text), .label(let text):
                return text.role == "emoji" || text.role == "initials" ? [] : [sample(text, f)]
            case .day(let notice), .system(let notice):
                let p = notice.padding
                return [sample(notice.text, Rect(x: f.x + p.left, y: f.y + p.top, width: f.width - p.horizontal, height: f.height - p.vertical))]
            case .quote(let quote):
                return [sample(quote.name, Rect(x: f.x + quote.nameOffset.x, y: f.y + quote.nameOffset.y,
                                                width: quote.name.block.size.width, height: quote.name.block.size.height)),
                        sample(quote.text, Rect(x: f.x + quote.textOffset.x, y: f.y + quote.textOffset.y,
                                                width: quote.text.block.size.width, height: quote.text.block.size.height))]
            case .audio(let audio):
                let size = audio.duration.block.size
                return [sample(audio.duration, Rect(x: f.x + audio.durationOffset.x, y: f.y + audio.durationOffset.y,
                                                    width: size.width, height: size.height))]
            case .node(let node):
                return chromeTexts(node, part: element.kind).filter { !$0.run.text.allSatisfy(\.isWhitespace) }.map { text in
                    let size = text.run.style.fontSize
                    return Sample(role: text.role, frame: text.frame, color: text.run.color,
                                  large: size >= 18 || (size >= 14 && text.run.style.weight == .semibold), byRow: true)
                }
            default:
                return []
            }
        }.flatMap { $0 }
    }

    /// The texts a chrome part draws, with their frames, each role named after its part (`header.title`); the
    /// shadows under embossed texts and the header avatar's initials are left out, as in bubbles.
    static func chromeTexts(_ node: Node, part: String) -> [(role: String, run: GlyphRun, frame: Rect)] {
        var texts: [(String, GlyphRun, Rect)] = []
        node.walk { node in
            guard case .text(let run) = node.content, let role = node.tags.role, role != "shadow", role != "initials" else { return }
            texts.append(("\(part).\(role)", run, node.frame))
        }
        return texts
    }

    /// The most common colour of the pixels in `frame` (points at `scale`).
    static func background(in image: Pixmap, frame: Rect, scale: Double) -> (Double, Double, Double) {
        var counts: [UInt32: Int] = [:]
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), x1 = min(image.width, Int((frame.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((frame.minY * scale).rounded(.down))), y1 = min(image.height, Int((frame.maxY * scale).rounded(.up)))
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) {
                let p = image[x, y]
                counts[UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue), default: 0] += 1
            }
        }
        let mode = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }?.key ?? 0
        return (Double(mode >> 16 & 255), Double(mode >> 8 & 255), Double(mode & 255))
    }

    /// The sample's contrast: against the most common colour of its frame, or for `byRow` samples the lowest against
    /// the pixels 2 pt left and right of the frame on each of its rows (a vertical gradient is one colour per row).
    static func contrast(of sample: Sample, in image: Pixmap, scale: Double) -> Double {
        guard sample.byRow else { return ratio(sample.color, over: background(in: image, frame: sample.frame, scale: scale)) }
        let f = sample.frame
        let top = max(0, Int((f.minY * scale).rounded(.down))), bottom = min(image.height, Int((f.maxY * scale).rounded(.up)))
        let columns = [f.minX - 2, f.maxX + 2].map { min(image.width - 1, max(0, Int(($0 * scale).rounded(.down)))) }
        return (top..<max(top, bottom)).flatMap { row in
            columns.map { x in
                let p = image[x, row]
                return ratio(sample.color, over: (Double(p.red), Double(p.green), Double(p.blue)))
            }
        }.min() ?? 21
    }

    static func luminance(_ c: (Double, Double, Double)) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    /// The contrast ratio of `color` drawn (with its alpha) over `behind`.
    static func ratio(_ color: Color, over behind: (Double, Double, Double)) -> Double {
        let a = Double(color.alpha) / 255
        let text = (Double(color.red) * a + behind.0 * (1 - a), Double(color.green) * a + behind.1 * (1 - a),
                    Double(color.blue) * a + behind.2 * (1 - a))
        let l1 = luminance(text), l2 = luminance(behind)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    @Test("every text at least 4.5:1 (3:1 large) against what is behind it, or listed with the app's reason",
          arguments: themes)
    func contrast(_ theme: String) throws {
        for appearance in [Appearance.light, .dark] {
            let scale = 1.0
            let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: scale))
            var conversation = try renderer.loadConversation(path: Repo.path("samples/gallery/team.json"))
            conversation.chrome?.header?.unread = 3
            let list = try renderer.placements(conversation)
            let image = try renderer.render(conversation)
            let samples = Self.samples(list)
            #expect(samples.count > 20)
            // The chrome's texts are among them.
            let roles = Set(samples.map(\.role))
            #expect(roles.isSuperset(of: ["statusBar.time", "header.title", "header.subtitle"]), "\(roles)")
            for sample in samples {
                let ratio = Self.contrast(of: sample, in: image, scale: scale)
                let needed = sample.large ? 3.0 : 4.5
                guard ratio < needed else { continue }
                let listed = Self.allowed.contains { entry in entry.theme == theme && entry.role == sample.role && ratio >= entry.floor }
                #expect(listed, "\(theme) \(appearance): \(sample) has \(String(format: "%.2f", ratio)):1, needs \(needed):1")
            }
        }
    }

    @Test("a typed draft at least 4.5:1 against its field, in both appearances (no exceptions: it is the text being read)",
          arguments: themes)
    func draftContrast(_ theme: String) throws {
        for appearance in [Appearance.light, .dark] {
            let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 1))
            let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/composer-draft.json")
            let image = try renderer.render(conversation)
            let drafts = Self.samples(try renderer.placements(conversation)).filter { $0.role == "composer.draft" }
            #expect(drafts.count == 1, "\(theme) \(appearance): \(drafts)")
            for sample in drafts {
                let ratio = Self.contrast(of: sample, in: image, scale: 1)
                #expect(ratio >= 4.5, "\(theme) \(appearance): the draft has \(String(format: "%.2f", ratio)):1")
            }
        }
    }
}

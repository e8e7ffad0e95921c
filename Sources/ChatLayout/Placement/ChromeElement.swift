import ChatModel

/// A part of the mock-up chrome in a display list. Each part's element frame is the band it covers; its
/// glyphs (bars, fan, battery, chevron, buttons) are drawn with paths inside the frames it lists.
package enum ChromeElement: Sendable, Equatable {
    case statusBar(StatusBarElement)
    case header(HeaderElement)
    case composer(ComposerElement)

    /// The `kind` string of the layout JSON: `statusBar`, `header` or `composer`.
    package var kind: String {
        switch self {
        case .statusBar: "statusBar"
        case .header: "header"
        case .composer: "composer"
        }
    }

    /// Every text the part draws (for font provenance).
    package var texts: [TextElement] {
        switch self {
        case .statusBar(let bar): [bar.time.text]
        case .header(let header): [header.title.text] + (header.subtitle.map { [$0.text] } ?? [])
            + (header.avatar?.initials.map { [$0] } ?? []) + (header.backLabel.map { [$0.text] } ?? [])
            + (header.backButton?.label.map { [$0.text] } ?? [])
        case .composer(let composer): [composer.placeholder.text] + composer.buttons.compactMap { $0.label?.text }
        }
    }
}

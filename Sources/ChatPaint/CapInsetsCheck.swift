import ChatModel

/// The cap insets each template image of a theme is stretched with, checked against the image once it is loaded:
/// caps that together are wider or taller than their template (`[13, 30, 13, 30]` on a 43 pt bubble) are
/// refused, naming the key, rather than quietly squeezed.
struct CapInsetsCheck: Sendable {
    /// One bubble style's use of an image: where its cap insets are written and what they are.
    struct Use: Sendable, Equatable {
        /// `bubbles.text.default.capInsets`, `bubbles.photo.last.capInsets`, …
        let key: String
        let capInsets: CapInsets
    }

    /// The uses of every template and outline image, by image name.
    let uses: [String: [Use]]

    /// Collects the uses of the text and photo bubble sets and the album cell (a position that inherits its cap insets is reported
    /// at `default`, where they are written).
    init(spec: ThemeSpec) {
        var uses: [String: [Use]] = [:]
        /// Notes that `style`'s image and outline are stretched with its cap insets, written at `key`.
        func note(_ style: BubbleStyle, key: String) {
            let use = Use(key: key, capInsets: style.capInsets)
            for image in [style.image] + (style.outline.map { [$0] } ?? []) where !(uses[image] ?? []).contains(use) {
                uses[image, default: []].append(use)
            }
        }
        func add(_ set: BubbleSet, _ name: String) {
            var styles: [(String, BubbleStyle)] = [("default", set.default)]
            for position in [GroupPosition.first, .middle, .last, .single] {
                if let style = set.overrides[position] { styles.append((position.rawValue, style)) }
            }
            for (place, style) in styles {
                let owner = place != "default" && style.capInsets == set.default.capInsets ? "default" : place
                note(style, key: "bubbles.\(name).\(owner).capInsets")
            }
        }
        add(spec.textBubbles, "text")
        if spec.photoBubbles != spec.textBubbles { add(spec.photoBubbles, "photo") }
        if let cell = spec.albumCell { note(cell, key: "bubbles.albumCell.capInsets") }
        self.uses = uses
    }

    /// Throws when a use of `image` does not fit its variant of `width` × `height` pixels drawn at `scale`.
    func check(image: String, width: Int, height: Int, scale: Int, pack: String) throws(RenderError) {
        let size = (width: Double(width) / Double(scale), height: Double(height) / Double(scale))
        let shown = "\(points(size.width)) × \(points(size.height)) pt"
        for use in uses[image] ?? [] {
            let problem: String?
            switch use.capInsets {
            case .insets(let caps):
                if caps.left + caps.right > size.width + 1e-9 {
                    problem = "the left and right caps (\(points(caps.left)) + \(points(caps.right)) pt) "
                        + "are wider than the template \"\(image)\" (\(shown))"
                } else if caps.top + caps.bottom > size.height + 1e-9 {
                    problem = "the top and bottom caps (\(points(caps.top)) + \(points(caps.bottom)) pt) "
                        + "are taller than the template \"\(image)\" (\(shown))"
                } else {
                    problem = nil
                }
            case .legacy(let left, let top):
                if left >= size.width {
                    problem = "leftCapWidth \(points(left)) pt is not inside the template \"\(image)\" (\(shown))"
                } else if top >= size.height {
                    problem = "topCapHeight \(points(top)) pt is not inside the template \"\(image)\" (\(shown))"
                } else {
                    problem = nil
                }
            }
            if let problem {
                throw .capInsetsExceedTemplate(pack: pack, key: use.key, reason: problem)
            }
        }
    }
}

/// A length as messages show it: `13`, `21.5`.
private func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

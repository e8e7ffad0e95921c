import Foundation
import Testing
@testable import ChatCodec
@testable import ChatModel
@testable import ChatRender

/// docs/robustness.md tells users the limits chatrender enforces; this keeps the page and the code in step: every
/// limit's value, as the code holds it, must appear on the page as written there.
@Suite("docs/robustness.md states the enforced limits")
struct DocumentedLimitsTests {
    /// `31536000` → `31,536,000`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    static func range(_ low: Double, _ high: Double, _ unit: String = "") -> String {
        "\(grouped(Int(low)))–\(grouped(Int(high)))\(unit)"
    }

    @Test func everyLimitIsOnThePage() throws {
        let page = try String(contentsOfFile: Repo.path("docs/robustness.md"), encoding: .utf8)
        let expected = [
            Self.range(Canvas.widthRange.lowerBound, Canvas.widthRange.upperBound, " pt"),
            Self.range(Canvas.heightRange.lowerBound, Canvas.heightRange.upperBound, " pt"),
            Self.range(Canvas.scaleRange.lowerBound, Canvas.scaleRange.upperBound),
            Self.range(Canvas.paddingRange.lowerBound, Canvas.paddingRange.upperBound, " pt"),
            Self.range(0, ThemeKeys.maximumSpacing, " pt"),
            Self.range(0, ThemeKeys.maximumAvatarSize, " pt"),
            Self.range(0, ThemeKeys.maximumStatusIconSize, " pt"),
            Self.range(0, ThemeKeys.maximumPhotoMinSize, " pt"),
            Self.range(1, ThemeKeys.maximumAspectRatio),
            Self.range(0, ThemeKeys.maximumTimeHeaderGap, " s"),
            Self.range(0, ThemeKeys.maximumInset, " pt"),
            Self.range(ThemeKeys.fontSizeRange.lowerBound, ThemeKeys.fontSizeRange.upperBound, " pt"),
            "\(Self.grouped(ConversationKeys.maximumMessages)); \(Self.grouped(ConversationKeys.maximumParticipants))",
            "\(Self.grouped(JSONValue.maximumStringLength)) characters",
            "\(ThemeKeys.maximumFontEntries) each",
            "\(InputLimits.conversationBytes >> 20) MiB",
            "\(InputLimits.themeBytes >> 20) MiB",
            "\(InputLimits.imageBytes >> 20) MiB",
            "\(ColorManagement.maximumProfileBytes >> 20) MiB",
            "\(Self.grouped(ImageLimits.default.maxWidth)) × \(Self.grouped(ImageLimits.default.maxHeight)) px, \(ImageLimits.default.maxPixels / 1_000_000) Mpx",
            "±\(ISODateTime.maximumOffsetHours):00",
        ]
        for text in expected {
            #expect(page.contains(text), "docs/robustness.md does not state \(text)")
        }
    }
}

import ChatGeometry
import Testing
@testable import ChatModel

/// Class 1 of the robustness issue: no number in a theme.json or conversation can crash the process. Every length,
/// inset, size and count is range-checked where it is decoded, and the error names the key. The cases are
/// generated: every numeric key of both formats gets hostile values.
@Suite("Hostile numbers are refused at their key")
struct HostileNumberTests {
    /// Values that have broken programs: the largest doubles (whose sums are infinite), their negatives, the smallest
    /// subnormal, and numbers far past any real size.
    static let hostile = ["1e308", "-1e308", "1.7976931348623157e308", "-5e-324", "9007199254740993", "1e15", "-0.5"]

    /// Every numeric value of the valid test theme, as the text `"key": value` and the path it decodes at.
    static let themeNumbers: [(written: String, path: String)] = [
        (#""margin": 8"#, "metrics.margin"), (#""verticalMargin": 12"#, "metrics.verticalMargin"),
        (#""groupSpacing": 10"#, "metrics.groupSpacing"), (#""messageSpacing": 4"#, "metrics.messageSpacing"),
        (#""avatarSize": 40"#, "metrics.avatarSize"), (#""avatarBorder": 2"#, "metrics.avatarBorder"),
        (#""avatarGap": 6"#, "metrics.avatarGap"), (#""photoMaxSize": 0.6"#, "metrics.photoMaxSize"),
        (#""photoMinSize": 60"#, "metrics.photoMinSize"), (#""photoMaxAspectRatio": 3"#, "metrics.photoMaxAspectRatio"),
        (#""timeHeaderGap": 3600"#, "metrics.timeHeaderGap"), (#""statusIconSize": 14"#, "metrics.statusIconSize"),
        (#""maxBubbleWidth": 0.66"#, "metrics.maxBubbleWidth"),
        (#""body": 16"#, "fonts.body"), (#""name": 12"#, "fonts.name"), (#""time": 11"#, "fonts.time"), (#""status": 10"#, "fonts.status"),
        (#""leftCapWidth": 24"#, "bubbles.photo.default.capInsets.leftCapWidth"),
        (#""topCapHeight": 15"#, "bubbles.photo.default.capInsets.topCapHeight"),
    ]

    @Test func everyThemeNumberIsRangeChecked() {
        for (written, path) in Self.themeNumbers {
            let key = String(written.split(separator: ":")[0])
            for value in Self.hostile {
                let json = TestSupport.theme(replacing: [(written, "\(key): \(value)")])
                do {
                    let theme = try ThemeDecoder().decode(Array(json.utf8))
                    // Accepted values are within the documented ranges, never beyond them.
                    #expect(Self.isBounded(theme), "\(path) = \(value) was accepted with an unbounded value")
                } catch {
                    #expect(error.path == path, "\(path) = \(value): \(error)")
                    #expect(error.description.hasPrefix(path), "\(path) = \(value): \(error)")
                }
            }
        }
    }

    @Test func everyInsetIsRangeChecked() {
        let insets = [#""capInsets": [13, 13, 13, 21]"#: "bubbles.text.default.capInsets",
                      #""contentInsets": [8, 13, 8, 21]"#: "bubbles.text.default.contentInsets"]
        for (written, path) in insets {
            let key = String(written.split(separator: ":")[0])
            for index in 0..<4 {
                for value in Self.hostile where value != "-5e-324" {
                    var numbers = ["13", "13", "13", "21"]
                    numbers[index] = value
                    let error = TestSupport.themeError(TestSupport.theme(replacing: [(written, "\(key): [\(numbers.joined(separator: ", "))]")]))
                    #expect(error?.path == "\(path)[\(index)]", "\(path)[\(index)] = \(value): \(String(describing: error))")
                }
            }
        }
        let huge = TestSupport.themeError(TestSupport.theme(replacing: [(#""capInsets": [13, 13, 13, 21]"#, #""capInsets": [1e308, 13, 13, 21]"#)]))
        #expect(huge?.description.contains("the top inset is 1e308 pt, more than the 500 pt allowed; use a value from 0 to 500 pt") == true)
    }

    @Test func namedKeyInTheMessageNotAComputedWidth() {
        let error = TestSupport.themeError(TestSupport.theme(replacing: [(#""avatarGap": 6"#, #""avatarGap": 1e308"#)]))
        #expect(error?.description.hasPrefix("metrics.avatarGap (line") == true, "\(String(describing: error))")
        #expect(error?.description.contains("avatarGap is 1e308 pt, more than the 200 pt allowed") == true)
    }

    /// Every numeric key of a conversation, with a valid value, and the path it decodes at.
    static let conversationNumbers: [(key: String, json: @Sendable (String) -> String, path: String)] = [
        ("width", { #"{"canvas": {"width": \#($0)}, "participants": [{"id": "a"}], "messages": []}"# }, "canvas.width"),
        ("scale", { #"{"canvas": {"scale": \#($0)}, "participants": [{"id": "a"}], "messages": []}"# }, "canvas.scale"),
        ("height", { #"{"canvas": {"height": \#($0)}, "participants": [{"id": "a"}], "messages": []}"# }, "canvas.height"),
        ("padding", { #"{"canvas": {"padding": \#($0)}, "participants": [{"id": "a"}], "messages": []}"# }, "canvas.padding"),
        ("audio", { #"{"participants": [{"id": "a"}], "messages": [{"from": "a", "audio": {"duration": \#($0)}}]}"# }, "messages[0].audio.duration"),
        ("video", { #"{"participants": [{"id": "a"}], "messages": [{"from": "a", "video": {"thumbnail": "v.jpg", "duration": \#($0)}}]}"# },
         "messages[0].video.duration"),
        ("file", { #"{"participants": [{"id": "a"}], "messages": [{"from": "a", "file": {"name": "f", "size": \#($0)}}]}"# }, "messages[0].file.size"),
        ("replyTo", { #"{"participants": [{"id": "a"}], "messages": [{"from": "a", "text": "x"}, {"from": "a", "text": "y", "replyTo": \#($0)}]}"# },
         "messages[1].replyTo"),
        ("battery", { #"{"chrome": {"statusBar": {"battery": \#($0)}}, "participants": [{"id": "a"}], "messages": []}"# }, "chrome.statusBar.battery"),
        ("signal", { #"{"chrome": {"statusBar": {"signal": \#($0)}}, "participants": [{"id": "a"}], "messages": []}"# }, "chrome.statusBar.signal"),
    ]

    @Test func everyConversationNumberIsRangeChecked() {
        for (key, json, path) in Self.conversationNumbers {
            for value in Self.hostile {
                do {
                    let conversation = try ConversationDecoder().decode(Array(json(value).utf8), baseDirectory: ".")
                    #expect(Self.isBounded(conversation), "\(key) = \(value) was accepted with an unbounded value")
                } catch {
                    #expect(error.path == path, "\(key) = \(value): \(error)")
                }
            }
        }
    }

    @Test func countsAreLimited() {
        let participants = (0...ConversationKeys.maximumParticipants).map { #"{"id": "p\#($0)"}"# }.joined(separator: ",")
        let many = TestSupport.conversationError(#"{"participants": [\#(participants)], "messages": []}"#)
        #expect(many?.path == "participants")
        #expect(many?.description.contains("1001 participants, more than the 1000 allowed") == true)

        let messages = Array(repeating: #"{"from": "a", "text": "x"}"#, count: ConversationKeys.maximumMessages + 1).joined(separator: ",")
        let long = TestSupport.conversationError(#"{"participants": [{"id": "a"}], "messages": [\#(messages)]}"#)
        #expect(long?.path == "messages")
        #expect(long?.description.contains("100001 messages, more than the 100000 allowed") == true)

        let text = String(repeating: "é", count: JSONValue.maximumStringLength + 1)
        let huge = TestSupport.conversationError(#"{"participants": [{"id": "a"}], "messages": [{"from": "a", "text": "\#(text)"}]}"#)
        #expect(huge?.path == "messages[0].text")
        #expect(huge?.description.contains("1000001 characters long, more than the 1000000 allowed") == true)
        // Exactly at the limit is fine.
        let atLimit = String(repeating: "é", count: JSONValue.maximumStringLength)
        #expect((try? TestSupport.conversation(#"{"participants": [{"id": "a"}], "messages": [{"from": "a", "text": "\#(atLimit)"}]}"#)) != nil)

        let families = Array(repeating: #""Inter""#, count: ThemeKeys.maximumFontEntries + 1).joined(separator: ", ")
        let fonts = TestSupport.themeError(TestSupport.theme(replacing: [(#"["Inter", "Noto Sans CJK SC", "Noto Color Emoji"]"#, "[\(families)]")]))
        #expect(fonts?.path == "fonts.families")
    }

    /// Whether every length of the theme is within the ranges `ThemeKeys` documents.
    static func isBounded(_ theme: ThemeSpec) -> Bool {
        let m = theme.metrics
        let lengths = [m.margin, m.verticalMargin, m.groupSpacing, m.messageSpacing, m.avatarSize, m.avatarBorder, m.avatarGap,
                       m.photoMinSize, m.statusIconSize, m.photoMaxAspectRatio, m.timeHeaderGap / 1e6]
        let fonts = [theme.fonts.body, theme.fonts.name, theme.fonts.time, theme.fonts.status]
        return lengths.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 2000 } && fonts.allSatisfy { (4...200).contains($0) }
            && m.maxBubbleWidth > 0 && m.maxBubbleWidth <= 1 && m.photoMaxSize > 0 && m.photoMaxSize <= 1
    }

    /// Whether every number of the conversation is within its documented range.
    static func isBounded(_ conversation: Conversation) -> Bool {
        let canvas = conversation.canvas
        guard Canvas.widthRange.contains(canvas.width), Canvas.scaleRange.contains(canvas.scale),
              canvas.height.map(Canvas.heightRange.contains) ?? true, Canvas.paddingRange.contains(canvas.padding) else { return false }
        for message in conversation.messages {
            switch message.content {
            case .audio(let duration), .video(_, let duration?): if !(0...MessageDecoder.maximumDuration).contains(duration) { return false }
            case .file(_, let size): if size < 0 || Double(size) > MessageDecoder.maximumFileSize { return false }
            default: break
            }
        }
        return true
    }
}

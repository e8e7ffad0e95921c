import ChatGeometry
import Testing
@testable import ChatModel

/// Helpers shared by the ChatModel tests.
enum TestSupport {
    /// Decodes a conversation from JSON text (base directory `/data`).
    static func conversation(_ json: String) throws -> Conversation {
        try ConversationDecoder().decode(Array(json.utf8), baseDirectory: "/data")
    }

    /// The error decoding `json` as a conversation produces; records an issue when it decodes.
    static func conversationError(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModelError? {
        error(sourceLocation: sourceLocation) { () throws(ModelError) in
            _ = try ConversationDecoder().decode(Array(json.utf8), baseDirectory: ".")
        }
    }

    /// The error decoding `json` as a theme produces; records an issue when it decodes.
    static func themeError(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModelError? {
        error(sourceLocation: sourceLocation) { () throws(ModelError) in _ = try ThemeDecoder().decode(Array(json.utf8)) }
    }

    /// The error parsing `bytes` produces; records an issue when they parse.
    static func parseError(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModelError? {
        error(sourceLocation: sourceLocation) { () throws(ModelError) in _ = try JSONParser().parse(bytes) }
    }

    private static func error(sourceLocation: Testing.SourceLocation, _ body: () throws(ModelError) -> Void) -> ModelError? {
        do {
            try body()
        } catch {
            return error
        }
        Issue.record("expected an error, but the input was accepted", sourceLocation: sourceLocation)
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of the `occurrence`-th `marker` in `text`: an oracle
    /// independent of the parser, for inputs whose positions are tedious to count by hand.
    static func position(of marker: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)? {
        let scalars = Array(text.unicodeScalars)
        let needle = Array(marker.unicodeScalars)
        var line = 1
        var column = 1
        var found = 0
        var index = 0
        while index < scalars.count {
            if scalars.count - index >= needle.count && Array(scalars[index..<index + needle.count]) == needle {
                found += 1
                if found == occurrence { return (line, column) }
            }
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return nil
    }

    /// Two participants (`me`, outgoing; `alice`, incoming) and the given messages (JSON array elements).
    static func chat(_ messages: String, extra: String = "") -> String {
        """
        {
          \(extra)"participants": [
            {"id": "me", "me": true},
            {"id": "alice", "name": "Alice"}
          ],
          "messages": [
            \(messages)
          ]
        }
        """
    }

    /// A complete, valid theme.json (the format's example); `replacing` edits its text for error tests.
    static func theme(replacing pairs: [(String, String)] = []) -> String {
        var text = validTheme
        for (old, new) in pairs {
            precondition(text.contains(old), "test theme has no \(old)")
            text = text.replacing(old, with: new)
        }
        return text
    }

    static let validTheme = """
        {
          "version": 1,
          "name": "Classic",
          "platform": "ios",
          "bubbles": {
            "text": {
              "default": { "image": "bubble", "outline": "bubble-outline", "tailSide": "right",
                           "capInsets": [13, 13, 13, 21], "contentInsets": [8, 13, 8, 21] },
              "last": { "image": "bubble-tail" },
              "single": { "image": "bubble-tail.png" }
            },
            "photo": {
              "default": { "image": "photo-mask", "tailSide": "right",
                           "capInsets": { "leftCapWidth": 24, "topCapHeight": 15 }, "contentInsets": [0, 0, 0, 0] }
            }
          },
          "statusIcons": { "sending": "status-sending", "sent": "status-sent", "delivered": "status-delivered",
                           "read": "status-read", "failed": "status-failed" },
          "fonts": { "families": ["Inter", "Noto Sans CJK SC", "Noto Color Emoji"], "files": ["fonts/x.ttf"],
                     "body": 16, "name": 12, "time": 11, "status": 10 },
          "metrics": { "maxBubbleWidth": 0.66, "margin": 8, "verticalMargin": 12, "groupSpacing": 10, "messageSpacing": 4,
                       "avatarSize": 40, "avatarBorder": 2, "avatarGap": 6, "avatarPlacement": "last",
                       "incomingAvatars": true, "outgoingAvatars": true, "photoMaxSize": 0.6, "photoMinSize": 60,
                       "photoMaxAspectRatio": 3, "timePlacement": "below", "timeHeaderGap": 3600, "statusIconSize": 14,
                       "showNames": true, "avatarsInGroupsOnly": true },
          "colors": {
            "light": { "background": "#FFFFFF", "outgoingBubble": "#70DA39", "incomingBubble": "#FFFFFF",
                       "outgoingText": "#FFFFFF", "incomingText": "#000000", "link": "#0A60FF", "time": "#8E8E93",
                       "name": "#8E8E93", "separator": "#C6C6C8", "status": "#8E8E93", "statusRead": "#34B7F1",
                       "failed": "#FF3B30", "avatarBorder": "#FFFFFF" },
            "dark": { "background": "#000000", "outgoingBubble": "#2F7D16", "incomingBubble": "#26252A",
                      "outgoingText": "#FFFFFF", "incomingText": "#FFFFFF", "link": "#4C8DFF", "time": "#8E8E93",
                      "name": "#98989F", "separator": "#38383A", "status": "#8E8E93", "statusRead": "#34B7F1",
                      "failed": "#FF453A", "avatarBorder": "#1C1C1E80" }
          }
        }
        """

    /// A minimal valid theme: only what is required.
    static let minimalTheme = """
        {
          "name": "Minimal",
          "bubbles": { "text": { "default": { "image": "b", "tailSide": "none", "capInsets": [1, 2, 3, 4],
                                              "contentInsets": [5, 6, 7, 8] } } },
          "colors": {
            "light": { "background": "#FFF", "outgoingBubble": "#00F", "incomingBubble": "#EEE", "outgoingText": "#FFF",
                       "incomingText": "#000", "link": "#00F", "time": "#888", "name": "#888", "separator": "#CCC",
                       "status": "#888", "statusRead": "#0AF", "failed": "#F00", "avatarBorder": "#FFF" },
            "dark": { "background": "#000", "outgoingBubble": "#00F", "incomingBubble": "#333", "outgoingText": "#FFF",
                      "incomingText": "#FFF", "link": "#0AF", "time": "#888", "name": "#888", "separator": "#444",
                      "status": "#888", "statusRead": "#0AF", "failed": "#F44", "avatarBorder": "#000" }
          }
        }
        """
}

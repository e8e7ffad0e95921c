/// The JSON Schema (draft 2020-12) of conversation.json, version 1, as printed by `chatrender schema`.
///
/// It describes every content kind and feature of the format; those this release refuses say so in their
/// `description`. The canvas limits are taken from `Canvas`, so the schema and the decoder agree.
public enum ChatConversationSchema {
    /// The schema document, pretty-printed JSON ending with a line feed.
    public static let json: String = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "urn:chatrender:conversation:1",
      "title": "chatrender conversation, version 1",
      "description": "A conversation that chatrender draws as a chat screenshot PNG. Units are points (pt); the image is canvas.width × canvas.scale pixels wide. Paths are relative to the directory of the JSON file (the current directory for stdin); http(s) URLs are refused because chatrender never touches the network.",
      "type": "object",
      "required": ["participants"],
      "anyOf": [
        { "required": ["messages"] },
        { "required": ["screen"], "properties": { "screen": { "enum": ["contacts", "chats"] } } }
      ],
      "additionalProperties": false,
      "properties": {
        "$schema": {
          "description": "The URI of this schema, for editors; ignored by chatrender.",
          "type": "string"
        },
        "version": {
          "description": "The format version; this chatrender reads version 1 only.",
          "type": "integer",
          "const": 1,
          "default": 1
        },
        "theme": {
          "description": "A built-in theme's name (chatrender render --help lists the packs it ships; docs/themes.md describes them) or the path of a theme pack directory. Without it: the default built-in theme.",
          "type": "string",
          "minLength": 1,
          "examples": ["themes/my-theme"]
        },
        "appearance": {
          "description": "Which colours of the theme to use.",
          "enum": ["light", "dark"],
          "default": "light"
        },
        "canvas": { "$ref": "#/$defs/canvas" },
        "locale": {
          "description": "Locale identifier used to format ISO-8601 times and day separators.",
          "type": "string",
          "minLength": 1,
          "pattern": "^[A-Za-z][A-Za-z0-9_@=.;-]*$",
          "default": "en_US",
          "examples": ["en_US", "zh_CN", "de_DE"]
        },
        "timeZone": {
          "description": "IANA time zone identifier used to format ISO-8601 times.",
          "type": "string",
          "minLength": 1,
          "default": "UTC",
          "examples": ["UTC", "America/New_York", "Europe/Berlin", "Asia/Shanghai"]
        },
        "direction": {
          "description": "ltr, or rtl to mirror the whole layout (outgoing messages on the left).",
          "enum": ["ltr", "rtl"],
          "default": "ltr"
        },
        "emoticons": {
          "description": "Turn ASCII emoticons such as :) and <3 into emoji (never inside URLs or `code`).",
          "type": "boolean",
          "default": false
        },
        "chrome": {
          "description": "Mock-up dressing (status bar, header, composer), or false for none.",
          "oneOf": [
            { "const": false },
            { "$ref": "#/$defs/chrome" }
          ]
        },
        "participants": {
          "description": "Everyone in the conversation; ids are unique.",
          "type": "array",
          "minItems": 1,
          "items": { "$ref": "#/$defs/participant" }
        },
        "messages": {
          "description": "The messages, oldest first; may be empty. Required for the conversation screen; the other screens have none.",
          "type": "array",
          "items": { "$ref": "#/$defs/message" }
        },
        "screen": {
          "description": "What is drawn: the conversation of messages, the contact list (groups or alphabetical) or the chat list (chats).",
          "enum": ["conversation", "contacts", "chats"],
          "default": "conversation"
        },
        "groups": {
          "description": "Contacts screen: the friend groups in order, each a collapsible header row with its members. Without it: an alphabetical list with section letters.",
          "type": "array",
          "items": { "$ref": "#/$defs/contactGroup" }
        },
        "sort": {
          "description": "Contacts screen: online members of a group first, or as listed.",
          "enum": ["online", "given"],
          "default": "online"
        },
        "now": {
          "description": "The screen's moment. Chats screen: the moment row times are relative to (today: the clock time; yesterday; this week: the weekday; else a date), by default the latest time of a row. Conversation screen: day separators and time headers on its day and the day before read Today and Yesterday in the conversation's language; without it every day is a date.",
          "type": "string",
          "minLength": 1,
          "examples": ["2026-11-20T18:00:00Z"]
        },
        "chats": {
          "description": "Chats screen: the rows in order.",
          "type": "array",
          "items": { "$ref": "#/$defs/chat" }
        }
      },
      "$defs": {
        "color": {
          "description": "An sRGB colour: #RGB, #RRGGBB or #RRGGBBAA (alpha last).",
          "type": "string",
          "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
        },
        "path": {
          "description": "A file path, relative to the JSON file's directory or absolute. Network URLs are refused.",
          "type": "string",
          "minLength": 1,
          "not": { "pattern": "^[A-Za-z][A-Za-z0-9+.-]*://" }
        },
        "duration": {
          "description": "A duration in seconds.",
          "type": "number",
          "minimum": 0
        },
        "canvas": {
          "description": "The output surface.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "width": {
              "description": "Width in points.",
              "type": "number",
              "minimum": \#(number(Canvas.widthRange.lowerBound)),
              "maximum": \#(number(Canvas.widthRange.upperBound)),
              "default": \#(number(Canvas().width))
            },
            "scale": {
              "description": "Pixels per point (@1x to @4x).",
              "type": "number",
              "minimum": \#(number(Canvas.scaleRange.lowerBound)),
              "maximum": \#(number(Canvas.scaleRange.upperBound)),
              "default": \#(number(Canvas().scale))
            },
            "height": {
              "description": "When given, the image is a phone viewport of this height showing the newest messages at the bottom; when absent, the image is as tall as the conversation.",
              "type": "number",
              "minimum": \#(number(Canvas.heightRange.lowerBound)),
              "maximum": \#(number(Canvas.heightRange.upperBound))
            },
            "background": {
              "description": "A colour, or the path of a background image; overrides the theme's background.",
              "anyOf": [
                { "$ref": "#/$defs/color" },
                { "allOf": [{ "$ref": "#/$defs/path" }, { "not": { "pattern": "^#" } }] }
              ]
            },
            "padding": {
              "description": "Extra space around the conversation, in points; less than half the width and height.",
              "type": "number",
              "minimum": \#(number(Canvas.paddingRange.lowerBound)),
              "maximum": \#(number(Canvas.paddingRange.upperBound)),
              "default": \#(number(Canvas().padding))
            }
          }
        },
        "participant": {
          "description": "Someone in the conversation. Messages from a participant with \"me\": true are outgoing.",
          "type": "object",
          "required": ["id"],
          "additionalProperties": false,
          "properties": {
            "id": { "description": "Unique id that messages name in \"from\".", "type": "string", "minLength": 1 },
            "name": { "description": "Display name; defaults to the id.", "type": "string", "minLength": 1 },
            "avatar": {
              "description": "Avatar image; without it, initials on a colour derived from the id are drawn.",
              "$ref": "#/$defs/path"
            },
            "me": { "description": "True for the person whose phone this is (outgoing side).", "type": "boolean", "default": false },
            "color": { "description": "Name colour in group chats.", "$ref": "#/$defs/color" },
            "online": { "description": "Contacts: whether they are online (offline avatars are faded and count out of the group's online number).", "type": "boolean" },
            "presence": { "description": "Contacts: how they are online, shown in brackets before the intro (\"4G在线\", \"iPhone\").", "type": "string", "minLength": 1 },
            "intro": { "description": "Contacts: the signature line under the name.", "type": "string" },
            "vip": { "description": "Contacts: a paying member, named in the app's VIP colour with its mark.", "type": "boolean", "default": false },
            "badge": { "description": "Group chats: a title or level (at most 16 characters) shown as a small badge before the name where the theme's app does (群主, LV5).", "type": "string", "minLength": 1 }
          }
        },
        "contactGroup": {
          "description": "A group of the contact list: a header with the disclosure arrow, the name and online/total; when open, a row per member.",
          "type": "object",
          "required": ["name", "members"],
          "additionalProperties": false,
          "properties": {
            "name": { "type": "string", "minLength": 1 },
            "open": { "description": "Whether the members are shown (the arrow points down).", "type": "boolean", "default": true },
            "members": { "description": "Participant ids other than me, each once.", "type": "array", "items": { "type": "string" } },
            "online": { "description": "The online count shown; default: the members whose online is true.", "type": "integer", "minimum": 0 }
          }
        },
        "chat": {
          "description": "A row of the chat list.",
          "type": "object",
          "required": ["with"],
          "additionalProperties": false,
          "properties": {
            "with": {
              "description": "The other participant's id, or a list of ids for a group chat.",
              "oneOf": [
                { "type": "string", "minLength": 1 },
                { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 } }
              ]
            },
            "name": { "description": "The row's title; default: the other participant's name, or the names joined.", "type": "string", "minLength": 1 },
            "avatar": { "description": "The chat's own picture; default: the other participant's avatar, or initials.", "$ref": "#/$defs/path" },
            "last": {
              "description": "The last message: its sender (me or someone in the chat), text, kind (drawn with the kind's icon and word), my own message's status, its time.",
              "type": "object",
              "required": ["from"],
              "additionalProperties": false,
              "properties": {
                "from": { "type": "string", "minLength": 1 },
                "text": { "description": "The text (required for the text kind), or a caption or title for the others.", "type": "string", "minLength": 1 },
                "kind": { "enum": ["text", "photo", "video", "voice", "location", "sticker", "file"], "default": "text" },
                "status": { "description": "Only on my own message: its ticks.", "enum": [\#(DeliveryStatus.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))] },
                "time": { "description": "An ISO-8601 date-time (drawn relative to now) or free text drawn as written.", "type": "string", "minLength": 1 }
              }
            },
            "unread": { "description": "Unread messages: the badge's count (grey when muted).", "type": "integer", "minimum": 0, "maximum": 9999999, "default": 0 },
            "pinned": { "description": "The pinned mark.", "type": "boolean", "default": false },
            "muted": { "description": "The muted mark; the badge turns grey.", "type": "boolean", "default": false },
            "typing": { "description": "The id of someone in the chat who is typing: shown instead of the preview.", "type": "string", "minLength": 1 },
            "draft": { "description": "An unsent draft, shown after the app's \"Draft:\" label instead of the preview.", "type": "string", "minLength": 1 }
          }
        },
        "message": {
          "description": "One message with exactly one content key: text, image, video, audio, location, file, sticker, typing, day or system. Every kind is drawn.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "from": { "description": "The id of the sender (a participant).", "type": "string" },
            "text": {
              "description": "A text bubble. Links, e-mail addresses and phone numbers are styled; 1–3 emoji alone are drawn large without a bubble.",
              "type": "string",
              "minLength": 1
            },
            "image": { "description": "A photo (PNG or JPEG) clipped into the bubble shape.", "$ref": "#/$defs/path" },
            "album": {
              "description": "Photos sent together (2 to 10, PNG or JPEG), drawn as the apps' grid in one framed bubble: two side by side, three as one wide over two, four or more two by two with +N on the fourth.",
              "type": "array",
              "minItems": 2,
              "maxItems": 10,
              "items": { "$ref": "#/$defs/path" }
            },
            "caption": { "description": "Text under an image or an album; only with \"image\" or \"album\".", "type": "string", "minLength": 1 },
            "video": {
              "description": "A video: its thumbnail (PNG or JPEG) drawn like a photo, with a translucent play button in the centre and the duration (\"1:05\") in a bottom corner.",
              "type": "object",
              "required": ["thumbnail"],
              "additionalProperties": false,
              "properties": {
                "thumbnail": { "$ref": "#/$defs/path" },
                "duration": { "$ref": "#/$defs/duration" }
              }
            },
            "audio": {
              "description": "A voice message: a play button, a waveform (derived from the message, the same on every run) and the duration (\"0:42\").",
              "type": "object",
              "required": ["duration"],
              "additionalProperties": false,
              "properties": { "duration": { "$ref": "#/$defs/duration" } }
            },
            "location": {
              "description": "A location bubble: the map image (or a drawn street map when there is none) with a red pin in the centre, and the title and subtitle under it, one line each.",
              "type": "object",
              "required": ["title"],
              "additionalProperties": false,
              "properties": {
                "title": { "type": "string", "minLength": 1 },
                "subtitle": { "type": "string", "minLength": 1 },
                "image": { "$ref": "#/$defs/path" }
              }
            },
            "file": {
              "description": "A document bubble: a page icon with the extension, the name (two lines at most, shortened in the middle) and the size in decimal units (\"2.4 MB\", \"860 KB\", \"12 bytes\").",
              "type": "object",
              "required": ["name", "size"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string", "minLength": 1 },
                "size": { "description": "Size in bytes.", "type": "integer", "minimum": 0, "maximum": 1000000000000000 }
              }
            },
            "sticker": { "description": "An image (PNG or JPEG, transparency kept) drawn without a bubble, scaled to fit a 140 pt square keeping its aspect ratio.", "$ref": "#/$defs/path" },
            "typing": { "description": "A typing indicator: a bubble with three grey dots, as tall as a one-line text bubble. Only true; no \"status\".", "const": true },
            "day": {
              "description": "A centred day separator: an ISO date (YYYY-MM-DD, shown as \"Saturday, November 21\" per locale) or free text shown as written. No \"from\", \"time\", \"status\", \"replyTo\" or \"reactions\"; it ends the sender group before it. Separators are also inserted automatically when the date of consecutive ISO times changes in the conversation's time zone.",
              "type": "string",
              "minLength": 1
            },
            "system": {
              "description": "A centred grey notice such as \"Alice joined\". No \"from\", \"time\", \"status\", \"replyTo\" or \"reactions\"; it ends the sender group before it.",
              "type": "string",
              "minLength": 1
            },
            "encryption": {
              "description": "The app's end-to-end encryption notice where the theme's app shows one (a box or a line of words with a lock; nothing where it shows none): true for the app's words in the conversation's language, or the text to show instead. No \"from\", \"time\", \"status\", \"replyTo\" or \"reactions\"; it ends the sender group before it.",
              "oneOf": [{ "const": true }, { "type": "string", "minLength": 1 }]
            },
            "unread": {
              "description": "The unread messages divider, as the theme's app draws it (a band, words between hairlines, or nothing): true, or the number of unread messages (1 to 999999) for apps that count them. No \"from\", \"time\", \"status\", \"replyTo\" or \"reactions\"; it ends the sender group before it.",
              "oneOf": [{ "const": true }, { "type": "integer", "minimum": 1, "maximum": 999999 }]
            },
            "time": {
              "description": "An ISO-8601 date-time (formatted per theme, locale and time zone) or any other text, shown as written.",
              "type": "string",
              "minLength": 1
            },
            "status": {
              "description": "Delivery status; only on messages from a participant with \"me\": true.",
              "enum": [\#(DeliveryStatus.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))]
            },
            "replyTo": {
              "description": "Index of an earlier message (not a day, system or typing one), drawn as a quoted preview (sender and one line) at the top of this message's text bubble; only on text messages.",
              "type": "integer",
              "minimum": 0
            },
            "link": {
              "description": "The preview card of a page the text links to, drawn as the theme draws link previews (a card inside the bubble above or below the text, or a card of its own under it; a large image or a thumbnail). Only on text messages.",
              "type": "object",
              "required": ["url"],
              "additionalProperties": false,
              "properties": {
                "url": { "description": "The page's http:// or https:// address; the card shows its domain.", "type": "string", "minLength": 1, "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://" },
                "title": { "type": "string", "minLength": 1 },
                "description": { "type": "string", "minLength": 1 },
                "site": { "description": "The site's name; the domain is shown where it is absent.", "type": "string", "minLength": 1 },
                "image": { "description": "The page's preview image: large across the card when it is wide, else a thumbnail.", "$ref": "#/$defs/path" }
              }
            },
            "reactions": {
              "description": "Emoji reactions (each one emoji, repeated for several people), drawn as the theme's app draws them: one badge, a chip per emoji with its count, or stacked tapbacks. An item may name who reacted, {\"emoji\": \"👍\", \"from\": \"ana\"}: themes whose app shows reactors draw their pictures instead of a count.",
              "type": "array",
              "minItems": 1,
              "maxItems": 20,
              "items": {
                "oneOf": [
                  { "type": "string", "minLength": 1 },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["emoji"],
                    "properties": { "emoji": { "type": "string", "minLength": 1 }, "from": { "type": "string", "minLength": 1 } }
                  }
                ]
              }
            },
            "gif": { "description": "The image is an animated GIF: the app's GIF badge on it. Image messages only.", "type": "boolean" },
            "pinned": { "description": "The message is pinned: the newest pinned message is shown in the bar under the header where the theme's app has one (its preview, under a \"Pinned Message\" title or beside a pin). Not on typing indicators.", "type": "boolean" },
            "edited": { "description": "The text was edited after it was sent: Edited, as the theme's app writes it. Text messages only.", "type": "boolean" },
            "forwarded": {
              "description": "The message was forwarded: true, or the name of who first wrote it, at most 200 characters (Forwarded from Ana, where the app names them). On texts, photos, albums, videos, voice notes, files and places; not on stickers or typing indicators.",
              "oneOf": [{ "type": "boolean" }, { "type": "string", "minLength": 1 }]
            }
          },
          "oneOf": [
            { "required": ["text"] },
            { "required": ["image"] },
            { "required": ["album"] },
            { "required": ["video"] },
            { "required": ["audio"] },
            { "required": ["location"] },
            { "required": ["file"] },
            { "required": ["sticker"] },
            { "required": ["typing"] },
            { "required": ["day"] },
            { "required": ["system"] },
            { "required": ["unread"] },
            { "required": ["encryption"] }
          ],
          "anyOf": [
            { "required": ["from"] },
            { "required": ["day"] },
            { "required": ["system"] },
            { "required": ["unread"] },
            { "required": ["encryption"] }
          ],
          "dependentRequired": { "link": ["text"], "edited": ["text"], "gif": ["image"] },
          "dependentSchemas": {
            "forwarded": { "anyOf": [{ "required": ["text"] }, { "required": ["image"] }, { "required": ["album"] }, { "required": ["video"] }, { "required": ["audio"] }, { "required": ["location"] }, { "required": ["file"] }] },
            "caption": { "anyOf": [{ "required": ["image"] }, { "required": ["album"] }] },
            "day": { "properties": { "from": false, "time": false, "status": false, "replyTo": false, "reactions": false, "link": false, "pinned": false } },
            "system": { "properties": { "from": false, "time": false, "status": false, "replyTo": false, "reactions": false, "link": false, "pinned": false } },
            "unread": { "properties": { "from": false, "time": false, "status": false, "replyTo": false, "reactions": false, "link": false, "pinned": false } },
            "encryption": { "properties": { "from": false, "time": false, "status": false, "replyTo": false, "reactions": false, "link": false, "pinned": false } }
          }
        },
        "chrome": {
          "description": "Mock-up dressing around the conversation; each part may be false, a part left out is drawn with its defaults.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "statusBar": {
              "oneOf": [
                { "const": false },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "time": { "type": "string" },
                    "battery": { "type": "number", "minimum": 0, "maximum": 100 },
                    "signal": { "type": "integer", "minimum": 0, "maximum": 4 },
                    "wifi": { "type": "boolean" }
                  }
                }
              ]
            },
            "header": {
              "oneOf": [
                { "const": false },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "title": { "type": "string" },
                    "subtitle": { "type": "string" },
                    "avatar": { "$ref": "#/$defs/path" },
                    "unread": { "description": "Unread messages in other chats, shown by the header bars that show {unread} (beside the back button).", "type": "integer", "minimum": 0, "maximum": 999999 }
                  }
                }
              ]
            },
            "composer": {
              "oneOf": [
                { "const": false },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "placeholder": { "description": "The grey text in the empty field; by default the theme's.", "type": "string" },
                    "text": { "description": "A message being typed: shown in the field on one line in the text colour (cut with … when too long) instead of the placeholder, with the app's send button; empty shows the idle composer.", "type": "string" }
                  }
                }
              ]
            }
          }
        }
      }
    }

    """#

    /// A schema number: `390`, `0.5`.
    private static func number(_ value: Double) -> String { NumberText.format(value) }
}

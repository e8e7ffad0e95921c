/// The JSON Schema (draft 2020-12) of a theme pack's theme.json, version 1, as printed by `chatrender schema --theme`.
///
/// It states what `ThemeDecoder` accepts: the keys, their types, ranges and choices. A few rules are checked only by
/// the decoder (an avatar border at most half the avatar, image names without a scale suffix such as `@2x`); their
/// `description` says so. The limits come from `ThemeKeys`, so the schema and the decoder agree.
public enum ThemeSchema {
    /// The schema document, pretty-printed JSON ending with a line feed.
    public static let json: String = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "urn:chatrender:theme:1",
      "title": "chatrender theme pack (theme.json), version 1",
      "description": "A theme pack is a directory holding this theme.json and its PNG images (each in @1x, @2x and @3x variants: bubble.png, bubble@2x.png, bubble@3x.png). Images are named relative to the pack, without extension or scale suffix. Lengths are in points.",
      "type": "object",
      "required": ["name", "bubbles", "colors"],
      "additionalProperties": false,
      "properties": {
        "$schema": { "description": "The URI of this schema, for editors; ignored by chatrender.", "type": "string" },
        "version": { "description": "The format version; this chatrender reads version 1 only.", "type": "integer", "const": 1, "default": 1 },
        "name": { "description": "The theme's display name.", "type": "string", "minLength": 1 },
        "platform": {
          "description": "Which phone the chrome imitates: the status bar, back arrow and bars of iOS or Android 14.",
          "enum": ["ios", "android"],
          "default": "ios"
        },
        "bubbles": {
          "description": "Bubble templates: text bubbles, and optionally photo bubbles (default: the text bubbles).",
          "type": "object",
          "required": ["text"],
          "additionalProperties": false,
          "properties": {
            "text": { "$ref": "#/$defs/bubbleSet" },
            "photo": { "$ref": "#/$defs/bubbleSet" }
          }
        },
        "statusIcons": {
          "description": "Pack images of the delivery status marks, drawn at metrics.statusIconSize and tinted with colors.status (statusRead once read, failed on failure).",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "sending": { "$ref": "#/$defs/image" },
            "sent": { "$ref": "#/$defs/image" },
            "delivered": { "$ref": "#/$defs/image" },
            "read": { "$ref": "#/$defs/image" },
            "failed": { "$ref": "#/$defs/image" }
          }
        },
        "fonts": {
          "description": "Fonts: families (fontconfig names, in fallback order), files shipped in the pack, and sizes in points.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "families": {
              "type": "array", "minItems": 1, "maxItems": 64,
              "items": { "type": "string", "minLength": 1 },
              "default": ["Inter", "Noto Sans", "Noto Sans CJK SC", "Noto Color Emoji"]
            },
            "files": {
              "description": "Font files inside the pack, used before the families (pinned: the same glyphs on every machine).",
              "type": "array", "maxItems": 64,
              "items": { "$ref": "#/$defs/packPath" },
              "default": []
            },
            "body": { "$ref": "#/$defs/fontSize", "default": 17 },
            "name": { "$ref": "#/$defs/fontSize", "default": 12 },
            "time": { "$ref": "#/$defs/fontSize", "default": 11 },
            "status": { "$ref": "#/$defs/fontSize", "default": 11 }
          }
        },
        "metrics": {
          "description": "Geometry; every key is optional.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "maxBubbleWidth": { "description": "The widest bubble, as a fraction of the canvas width.", "type": "number", "exclusiveMinimum": 0, "maximum": 1, "default": 0.72 },
            "margin": { "description": "Space between the canvas edge and the avatar (or the bubble).", "$ref": "#/$defs/spacing", "default": 8 },
            "verticalMargin": { "description": "Space above the first and below the last message.", "$ref": "#/$defs/spacing", "default": 12 },
            "groupSpacing": { "description": "Space between groups of one sender's messages.", "$ref": "#/$defs/spacing", "default": 10 },
            "messageSpacing": { "description": "Space between the bubbles of one group.", "$ref": "#/$defs/spacing", "default": 3 },
            "avatarSize": { "description": "Avatar diameter.", "type": "number", "minimum": 0, "maximum": 200, "default": 32 },
            "avatarBorder": { "description": "Avatar border width, at most half of avatarSize (checked by chatrender).", "type": "number", "minimum": 0, "maximum": 200, "default": 0 },
            "avatarGap": { "description": "Space between avatar and bubble.", "$ref": "#/$defs/spacing", "default": 6 },
            "avatarPlacement": { "description": "Which bubble of a group carries the avatar.", "enum": ["first", "last", "all", "none"], "default": "last" },
            "incomingAvatars": { "type": "boolean", "default": true },
            "outgoingAvatars": { "type": "boolean", "default": false },
            "avatarsInGroupsOnly": { "description": "Avatars only in group chats (iMessage shows none one to one).", "type": "boolean", "default": false },
            "photoMaxSize": { "description": "A photo's longer side, as a fraction of the canvas width.", "type": "number", "exclusiveMinimum": 0, "maximum": 1, "default": 0.6 },
            "photoMinSize": { "description": "The shortest a photo bubble's shorter side gets.", "type": "number", "minimum": 0, "maximum": 2000, "default": 60 },
            "photoMaxAspectRatio": { "description": "Panoramas and tall photos are clamped to this ratio of longer to shorter side (the rest is cropped).", "type": "number", "minimum": 1, "maximum": 100, "default": 3 },
            "timePlacement": { "description": "Where message times go: under the bubble, as a centred header, inside the bubble's corner, or nowhere.", "enum": ["below", "header", "inside", "hidden"], "default": "header" },
            "timeHeaderGap": { "description": "Seconds between two messages that start a new time header (timePlacement header).", "type": "number", "minimum": 0, "maximum": 31536000, "default": 3600 },
            "statusIconSize": { "description": "Size of a status mark.", "type": "number", "minimum": 0, "maximum": 100, "default": 14 },
            "statusPlacement": { "description": "Status marks beside the bubble, after the time inside it, as a Delivered/Read label, or as the readers' small avatars.", "enum": ["beside", "inside", "label", "seenAvatar"], "default": "beside" },
            "showNames": { "description": "Sender names above incoming groups in group chats.", "type": "boolean", "default": true },
            "groupMessages": { "description": "false: every message stands alone (its own avatar and name).", "type": "boolean", "default": true }
          }
        },
        "colors": {
          "description": "The colours of the light and the dark appearance.",
          "type": "object",
          "required": ["light", "dark"],
          "additionalProperties": false,
          "properties": {
            "light": { "$ref": "#/$defs/colors" },
            "dark": { "$ref": "#/$defs/colors" }
          }
        },
        "wallpaper": {
          "description": "A pack image tiled over the background, per appearance.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "light": { "$ref": "#/$defs/image" },
            "dark": { "$ref": "#/$defs/image" }
          }
        },
        "groups": {
          "description": "How the app groups and decorates messages (docs/themes.md, 'Theme-pack keys for group rules'). Every key is optional.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "breakAtTimeHeaders": { "description": "A time header ends the sender group before it.", "type": "boolean", "default": true },
            "names": { "description": "A sender's name above the group's first bubble, or inside it.", "enum": ["above", "inside"], "default": "above" },
            "nameColors": {
              "description": "Name colours given to senders in order of their first message, cycling; a participant's own color wins.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "light": { "type": "array", "items": { "$ref": "#/$defs/color" }, "minItems": 1, "maxItems": 32 },
                "dark": { "type": "array", "items": { "$ref": "#/$defs/color" }, "minItems": 1, "maxItems": 32 }
              }
            },
            "reactions": { "description": "Where reactions go: the top outer corner, the top inner corner (tapbacks), a pill under the bubble, or inside on the time's line.", "enum": ["topOuter", "topInner", "bottom", "inside"], "default": "topOuter" },
            "replies": { "description": "A quote bar inside the reply's bubble, or the quoted message as a faded bubble above it, on the quoted sender's side (bubble) or on the reply's (replySideBubble).", "enum": ["bar", "bubble", "replySideBubble"], "default": "bar" },
            "captions": { "description": "A photo's caption as its own bubble, or inside the photo's bubble.", "enum": ["separate", "inside"], "default": "separate" },
            "failedMark": { "description": "The failed message's mark towards the middle of the screen, or at the screen edge.", "enum": ["inner", "outer"], "default": "inner" },
            "statusWords": {
              "description": "Status label words per language code (2 to 8 lowercase letters, at most 64 languages); a word left out means no label.",
              "type": "object",
              "additionalProperties": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "delivered": { "type": "string", "minLength": 1 },
                  "read": { "type": "string", "minLength": 1 },
                  "failed": { "type": "string", "minLength": 1 }
                }
              }
            },
            "typing": { "description": "The typing bubble with its group's tail, or tailless with two small trailing circles (iMessage).", "enum": ["tail", "circles"], "default": "tail" },
            "videoDuration": { "description": "A video's duration on a translucent pill, or with a camera glyph at the bottom leading corner over a dark gradient (WhatsApp).", "enum": ["pill", "gradient"], "default": "pill" },
            "maps": { "description": "A location's map across the bubble's top edge to edge, or inside the bubble with a margin of the bubble's colour, clear of the tail (WhatsApp).", "enum": ["edge", "framed"], "default": "edge" }
          }
        },
        "chrome": {
          "description": "How the phone chrome (\"chrome\" in a conversation) looks in this theme. Without it: the iOS Messages chrome.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "header": { "description": "stacked: big avatar over the title (iOS Messages); leading: small avatar and left-aligned title; centered: centred title, avatar at the right (Telegram); qq: chevron with the unread count, bold centred title, menu glyph (QQ); ios6: glossy gradient bar, arrow-shaped back button, embossed title (iOS 6).", "enum": ["stacked", "leading", "centered", "qq", "ios6"] },
            "composer": { "description": "messages (iOS), attach (paperclip, field, mic), android (pill field, round mic button), messenger (glyph row, Aa field, thumbs-up), qq (field over a row of voice, picture, camera, red-packet, emoji and plus glyphs) or ios6 (grey gradient bar, camera button, inset field, glossy Send button).", "enum": ["messages", "attach", "android", "messenger", "qq", "ios6"] },
            "placeholder": { "description": "The composer's placeholder when the conversation gives none.", "type": "string" },
            "backLabel": { "description": "The label of the ios6 header's back button (default Messages).", "type": "string", "minLength": 1 },
            "sendLabel": { "description": "The label of the ios6 composer's send button (default Send).", "type": "string", "minLength": 1 },
            "light": { "$ref": "#/$defs/chromeColors" },
            "dark": { "$ref": "#/$defs/chromeColors" }
          }
        },
        "glyphs": {
          "description": "Vector glyphs by name (a letter, then letters, digits, - and _): the chrome and status bar icons, the play button (play), the map pin (pin, its tip at the view box's origin) and the document icon (document, its folded corner in the colour fold). A glyph the pack does not name comes from chatrender's default set for the platform.",
          "type": "object",
          "additionalProperties": { "$ref": "#/$defs/glyph" }
        }
      },
      "$defs": {
        "quantity": {
          "description": "A number, or an expression string: numbers, names, + - * /, comparisons (< <= > >= == !=), ! && ||, test ? a : b, parentheses and min, max, clamp, ceil, floor, round, abs. A glyph's expressions may read signal (0-4), battery (0-100) and wifi (1 or 0).",
          "oneOf": [{ "type": "number", "minimum": -1000000, "maximum": 1000000 }, { "type": "string", "minLength": 1 }]
        },
        "glyph": {
          "description": "A vector glyph: layers painted in a view box that is mapped onto the frame the glyph is placed in.",
          "type": "object",
          "required": ["viewBox", "layers"],
          "additionalProperties": false,
          "properties": {
            "viewBox": { "description": "[minX, minY, width, height] of the design's coordinates, as SVG's viewBox.", "type": "array", "minItems": 4, "maxItems": 4, "items": { "type": "number" } },
            "layers": { "type": "array", "minItems": 1, "maxItems": 64, "items": { "$ref": "#/$defs/glyphLayer" } }
          }
        },
        "glyphLayer": {
          "description": "One fill: its parts (or the keys of one part written on the layer itself) united and filled with the rule, in the glyph's colour, a colour the placement names (failed, fold) or a fixed #colour.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "parts": { "type": "array", "minItems": 1, "maxItems": 256, "items": { "$ref": "#/$defs/glyphPart" } },
            "rule": { "enum": ["nonzero", "evenodd"], "default": "nonzero" },
            "color": { "description": "glyph (the default), a name the placement gives, or #RRGGBB(AA).", "type": "string", "minLength": 1 },
            "opacity": { "$ref": "#/$defs/quantity" },
            "when": { "description": "An expression: the layer is drawn only where it is not 0.", "type": "string", "minLength": 1 },
            "d": { "$ref": "#/$defs/pathData" },
            "rect": { "$ref": "#/$defs/quantities4" },
            "circle": { "$ref": "#/$defs/quantities3" },
            "ellipse": { "$ref": "#/$defs/quantities4" },
            "radius": { "$ref": "#/$defs/quantity" },
            "radii": { "$ref": "#/$defs/quantities4" },
            "stroke": { "$ref": "#/$defs/quantity" },
            "fill": { "type": "boolean" },
            "rotate": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "type": "number" } }
          }
        },
        "glyphPart": {
          "description": "One shape: SVG path data (d), a rectangle [x, y, width, height] with radius or radii [topLeft, topRight, bottomRight, bottomLeft], a circle [cx, cy, r] or an ellipse [x, y, width, height]; with stroke, the outline of a stroke that wide instead (and the shape too with fill: true); rotate [degrees, x, y] turns path data.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "d": { "$ref": "#/$defs/pathData" },
            "rect": { "$ref": "#/$defs/quantities4" },
            "circle": { "$ref": "#/$defs/quantities3" },
            "ellipse": { "$ref": "#/$defs/quantities4" },
            "radius": { "$ref": "#/$defs/quantity" },
            "radii": { "$ref": "#/$defs/quantities4" },
            "stroke": { "$ref": "#/$defs/quantity" },
            "fill": { "type": "boolean" },
            "rotate": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "type": "number" } }
          }
        },
        "pathData": { "description": "SVG path data (M L H V C S Q T A Z, relative in lower case); {expression} may stand for a number.", "type": "string", "minLength": 1 },
        "quantities3": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "$ref": "#/$defs/quantity" } },
        "quantities4": { "type": "array", "minItems": 4, "maxItems": 4, "items": { "$ref": "#/$defs/quantity" } },
        "color": {
          "description": "An sRGB colour: #RGB, #RRGGBB or #RRGGBBAA (alpha last).",
          "type": "string",
          "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
        },
        "packPath": {
          "description": "A path inside the pack: relative, '/'-separated, without '..', empty components or backslashes.",
          "type": "string",
          "minLength": 1,
          "not": { "pattern": "(^[/~])|(^[A-Za-z]:)|\\\\|(^|/)\\.\\.(/|$)|//" }
        },
        "image": {
          "description": "A PNG of the pack, named without extension and without scale suffix (\"bubble\" for bubble.png, bubble@2x.png, bubble@3x.png); a trailing lower-case .png is accepted.",
          "allOf": [
            { "$ref": "#/$defs/packPath" },
            { "not": { "pattern": "(\\.(jpe?g|gif|webp|JPE?G|GIF|WEBP)$)|(@[1-4]x$)|/$" } }
          ]
        },
        "fontSize": { "type": "number", "minimum": 4, "maximum": 200 },
        "spacing": { "type": "number", "minimum": 0, "maximum": 200 },
        "insets": {
          "description": "[top, left, bottom, right] in points.",
          "type": "array",
          "minItems": 4,
          "maxItems": 4,
          "items": { "type": "number", "minimum": 0, "maximum": 500 }
        },
        "capInsets": {
          "description": "The template's fixed corners: [top, left, bottom, right] in points (like UIEdgeInsetsMake), or UIKit's legacy stretchableImage form, where one column and one row stretch.",
          "oneOf": [
            { "$ref": "#/$defs/insets" },
            {
              "type": "object",
              "required": ["leftCapWidth", "topCapHeight"],
              "additionalProperties": false,
              "properties": {
                "leftCapWidth": { "type": "number", "minimum": 0, "maximum": 500 },
                "topCapHeight": { "type": "number", "minimum": 0, "maximum": 500 }
              }
            }
          ]
        },
        "bubbleStyle": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "image": { "description": "The template: only its alpha matters, it is tinted with the bubble colour.", "$ref": "#/$defs/image" },
            "outline": { "description": "An image drawn over the tinted template, untinted.", "$ref": "#/$defs/image" },
            "tailSide": { "description": "The side the template's tail is drawn on (mirrored for the other direction).", "enum": ["left", "right", "none"] },
            "capInsets": { "$ref": "#/$defs/capInsets" },
            "contentInsets": { "description": "Padding between the bubble's edge and its content.", "$ref": "#/$defs/insets" }
          }
        },
        "bubbleSet": {
          "description": "A complete default style, and partial styles for a bubble's place in its group (missing keys come from default).",
          "type": "object",
          "required": ["default"],
          "additionalProperties": false,
          "properties": {
            "default": { "allOf": [{ "$ref": "#/$defs/bubbleStyle" }, { "required": ["image", "tailSide", "capInsets", "contentInsets"] }] },
            "first": { "$ref": "#/$defs/bubbleStyle" },
            "middle": { "$ref": "#/$defs/bubbleStyle" },
            "last": { "$ref": "#/$defs/bubbleStyle" },
            "single": { "$ref": "#/$defs/bubbleStyle" }
          }
        },
        "colors": {
          "type": "object",
          "required": ["background", "outgoingBubble", "incomingBubble", "outgoingText", "incomingText", "link", "time", "name", "separator", "status", "statusRead", "failed", "avatarBorder"],
          "additionalProperties": false,
          "properties": {
            "background": { "$ref": "#/$defs/color" },
            "outgoingBubble": { "$ref": "#/$defs/color" },
            "incomingBubble": { "$ref": "#/$defs/color" },
            "outgoingText": { "$ref": "#/$defs/color" },
            "incomingText": { "$ref": "#/$defs/color" },
            "link": { "description": "Links on incoming bubbles (outgoing ones use the text colour).", "$ref": "#/$defs/color" },
            "time": { "$ref": "#/$defs/color" },
            "name": { "$ref": "#/$defs/color" },
            "separator": { "description": "Day pills, time headers and system notices.", "$ref": "#/$defs/color" },
            "status": { "$ref": "#/$defs/color" },
            "statusRead": { "$ref": "#/$defs/color" },
            "failed": { "$ref": "#/$defs/color" },
            "avatarBorder": { "$ref": "#/$defs/color" },
            "outgoingTime": { "description": "The time inside outgoing bubbles; default: time.", "$ref": "#/$defs/color" },
            "incomingTime": { "description": "The time inside incoming bubbles; default: time.", "$ref": "#/$defs/color" },
            "noticeBackground": { "description": "Behind day separators and, when given, system notices (service pills); default: day pills in incomingBubble, system notices without a pill.", "$ref": "#/$defs/color" },
            "noticeText": { "description": "The text of day separators and system notices; default: time.", "$ref": "#/$defs/color" }
          }
        },
        "chromeColors": {
          "description": "Chrome colours; any left out are derived from the theme's colors.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "bar": { "$ref": "#/$defs/color" },
            "barText": { "$ref": "#/$defs/color" },
            "accent": { "$ref": "#/$defs/color" },
            "field": { "$ref": "#/$defs/color" },
            "subtitle": { "$ref": "#/$defs/color" },
            "barEnd": { "$ref": "#/$defs/color" }
          }
        }
      }
    }

    """#
}

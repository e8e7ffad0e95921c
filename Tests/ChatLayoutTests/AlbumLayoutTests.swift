import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Albums: a grid of photos, in one framed bubble or standing on their own as the theme's photos do.
@Suite("Album layout")
struct AlbumLayoutTests {
    static let photos = ["a.jpg": Size(width: 600, height: 400), "b.jpg": Size(width: 400, height: 600)]

    func album(_ count: Int, theme: String = "whatsapp", caption: String? = nil, direction: LayoutDirection = .ltr,
               shape: AlbumShape? = nil, limit: Int? = nil) throws -> Placements {
        let paths = (0..<count).map { $0.isMultiple(of: 2) ? "a.jpg" : "b.jpg" }
        var spec = try BuiltInThemes.spec(theme)
        if let shape { spec.groups.albums = shape }
        if let limit { spec.groups.albumLimit = limit }
        return try layout([Message(index: 0, from: "ana", content: .album(paths: paths, caption: caption), time: "9:41")],
                          theme: spec, photos: Self.photos, direction: direction)
    }

    /// Cut as one grid (`groups.albums` `grid`), every picture's mask lies over the whole grid and the tail's gutter
    /// beside it (the same rectangle for all), the pictures fill it 2 pt apart and only those along the gutter reach
    /// into it; cut as cells, each picture's mask is its own frame.
    @Test(arguments: [(nil, LayoutDirection.ltr), ("Day one", .ltr), (nil, .rtl)])
    func cutAsOneGrid(caption: String?, direction: LayoutDirection) throws {
        let list = try album(4, theme: "telegram", caption: caption, direction: direction, shape: .grid)
        let cells = list.elements("image", message: 0)
        let masks = cells.compactMap { element -> Rect? in
            guard case .photo(let photo) = element.content, let box = photo.maskFrame else { return nil }
            return box.offsetBy(dx: element.frame.minX, dy: element.frame.minY)
        }
        #expect(masks.count == 4)
        let whole = try #require(masks.first)
        #expect(masks.allSatisfy { $0 == whole })
        #expect(cells.allSatisfy { whole.minX <= $0.frame.minX && $0.frame.maxX <= whole.maxX && whole.minY <= $0.frame.minY && $0.frame.maxY <= whole.maxY })
        #expect(cells.map(\.frame.minX).min() == whole.minX && cells.map(\.frame.maxX).max() == whole.maxX)
        if caption == nil {
            #expect(cells.map(\.frame.minY).min() == whole.minY && cells.map(\.frame.maxY).max() == whole.maxY)
        } else {
            // Framed, rounded only where it meets the bubble's edge (Telegram): the shape goes on past the grid to the
            // bubble's margin under the caption.
            #expect(cells.map(\.frame.minY).min() == whole.minY && cells.map(\.frame.maxY).max()! < whole.maxY)
        }
        // Side by side, 2 pt apart: no cell reaches into its neighbour's room.
        let top = cells.filter { $0.frame.minY == whole.minY }.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(top.count == 2 && top[1].minX - top[0].maxX == AlbumGrid.gap)
        let cellsCut = try album(4, theme: "telegram", caption: caption, direction: direction, shape: .cells)
        #expect(cellsCut.elements("image", message: 0).allSatisfy { element in
            if case .photo(let photo) = element.content { photo.maskFrame == nil } else { false }
        })
    }

    @Test("two side by side, three as one wide over two, four or more two by two with +N; all inside one bubble",
          arguments: [2, 3, 4, 7])
    func grids(_ count: Int) throws {
        let list = try album(count, caption: "Day one")
        let bubble = try #require(list.elements("bubble", message: 0).first).frame
        let cells = list.elements("image", message: 0)
        #expect(cells.count == min(count, 4))
        for cell in cells {
            #expect(bubble.minX <= cell.frame.minX && cell.frame.maxX <= bubble.maxX && bubble.minY < cell.frame.minY && cell.frame.maxY < bubble.maxY)
        }
        let rest = list.elements("label", message: 0).compactMap { element -> String? in
            guard case .label(let text) = element.content, text.role == "albumRest" else { return nil }
            return text.block.lines.map(\.text).joined()
        }
        #expect(rest == (count > 4 ? ["+\(count - 3)"] : []))
        let caption = try #require(list.elements("text", message: 0).first).frame
        #expect(cells.allSatisfy { $0.frame.maxY <= caption.minY })
        let rows = Set(cells.map(\.frame.minY)).count
        #expect(rows == (count == 2 ? 1 : 2))
    }

    /// Where a theme's photos stand on their own (a caption in a bubble of its own, frames only around content), so
    /// does an album: no bubble behind the grid, each cell in the photo shape, the caption a bubble under it. A theme
    /// that frames every picture (WhatsApp) keeps the frame; Telegram frames an album whose caption goes inside.
    @Test(arguments: ["imessage", "messenger", "telegram"])
    func albumsStandOnTheirOwnWherePhotosDo(theme: String) throws {
        let bare = try album(4, theme: theme)
        #expect(bare.elements("bubble", message: 0).isEmpty, "no frame behind an uncaptioned album")
        #expect(bare.elements("image", message: 0).count == 4)
        let captioned = try album(4, theme: theme, caption: "Day one")
        let cells = captioned.elements("image", message: 0)
        let bubbles = captioned.elements("bubble", message: 0)
        let spec = try BuiltInThemes.spec(theme)
        if spec.groups.captions.slot == .inside {
            let frame = try #require(bubbles.first).frame
            #expect(bubbles.count == 1 && cells.allSatisfy { frame.minY < $0.frame.minY && $0.frame.maxY < frame.maxY })
        } else {
            let caption = try #require(bubbles.first).frame
            #expect(bubbles.count == 1 && cells.allSatisfy { $0.frame.maxY <= caption.minY }, "the caption's bubble is under the grid")
        }
        let framed = try album(4, theme: "whatsapp")
        #expect(framed.elements("bubble", message: 0).count == 1)
    }

    @Test("up to the theme's albumLimit every picture shows, five and more in rows of square cells; past it the last one shown is dimmed under +N",
          arguments: [(5, 4), (5, 10), (7, 10), (12, 10), (6, 5)])
    func limits(count: Int, limit: Int) throws {
        let list = try album(count, caption: "Day one", limit: limit)
        let cells = list.elements("image", message: 0)
        let shown = min(count, limit)
        #expect(cells.count == shown)
        let rest = list.elements("label", message: 0).compactMap { element -> String? in
            guard case .label(let text) = element.content, text.role == "albumRest" else { return nil }
            return text.block.lines.map(\.text).joined()
        }
        #expect(rest == (count > limit ? ["+\(count - limit + 1)"] : []))
        // The rows, top to bottom, as AlbumGrid says, each reaching both edges of the grid.
        let rows = Dictionary(grouping: cells.map(\.frame), by: \.minY).sorted { $0.key < $1.key }.map(\.value)
        #expect(rows.map(\.count) == AlbumGrid.rows(for: shown))
        let left = cells.map(\.frame.minX).min()!, right = cells.map(\.frame.maxX).max()!
        for row in rows {
            #expect(row.map(\.minX).min() == left && row.map(\.maxX).max() == right)
            #expect(row.allSatisfy { $0.height == row[0].height }, "one height a row (a cell's frame may reach into the tail's gutter)")
        }
    }

    @Test("the rows of the mosaics: two over three for five, then threes and fours")
    func mosaicRows() {
        #expect(AlbumGrid.rows(for: 2) == [2] && AlbumGrid.rows(for: 4) == [2, 2] && AlbumGrid.rows(for: 5) == [2, 3])
        #expect((4...10).allSatisfy { AlbumGrid.rows(for: $0).reduce(0, +) == $0 })
        let five = AlbumGrid.cells(count: 5, width: 200)
        #expect(five.cells.map(\.width) == [99, 99, 65, 65, 65] && five.cells[4].maxX == 200 && five.height == 99 + 2 + 65)
    }

    @Test("the cells tile the grid in reading order, mirrored right to left")
    func order() throws {
        let ltr = AlbumGrid.cells(count: 4, width: 200)
        #expect(ltr.cells.map(\.minX) == [0, 101, 0, 101] && ltr.height == 200)
        let three = AlbumGrid.cells(count: 3, width: 200)
        #expect(three.cells[0].width == 200 && three.cells[1].minY == three.cells[2].minY)
        let left = try album(2)
        let right = try album(2, direction: .rtl)
        let l = left.elements("image", message: 0), r = right.elements("image", message: 0)
        #expect(l[0].frame.minX < l[1].frame.minX)
        #expect(r[0].frame.minX > r[1].frame.minX)
    }
}

/// A framed picture rounded only where it meets the bubble's edge (`groups.captions` `corners` `bubble`).
@Suite("Framed picture corners")
struct FramedCornersLayoutTests {
    @Test("the picture's shape spans the bubble between its margins, so it meets a name and a caption square; with picture corners the picture's height, the gutter beside it")
    func shapeSpansTheBubble() throws {
        var spec = try BuiltInThemes.spec("telegram")
        spec.groups.captions.corners = .bubble
        let message = Message(index: 0, from: "ana", content: .image(path: "a.jpg", caption: "Day one"), time: "9:41")
        let list = try layout([message], theme: spec, photos: AlbumLayoutTests.photos)
        let bubble = try #require(list.elements("bubble", message: 0).first).frame
        let picture = try #require(list.elements("image", message: 0).first)
        guard case .photo(let photo) = picture.content, let box = photo.maskFrame else { Issue.record("no mask frame"); return }
        let shape = box.offsetBy(dx: picture.frame.minX, dy: picture.frame.minY)
        let margin = spec.groups.frameMargin
        #expect(shape.minY == bubble.minY + margin && shape.maxY == bubble.maxY - margin)
        // Across, the picture's columns and the tail-less template's gutter beside them (clear: the picture keeps its box).
        let style = spec.photoBubbles.style(for: .middle)
        let gutter = abs(style.contentInsets.right - style.contentInsets.left)
        #expect(shape.minX <= picture.frame.minX && picture.frame.maxX <= shape.maxX && shape.width == picture.frame.width + gutter)
        #expect(shape.maxY > picture.frame.maxY, "the caption under the picture: the shape goes on past it")
        spec.groups.captions.corners = .picture
        let plain = try layout([message], theme: spec, photos: AlbumLayoutTests.photos)
        // Rounded all round, the shape is the picture's box and the template's gutter beside it: the picture shows whole,
        // its frame as wide on both sides (it was cut by the gutter's width on the gutter's side).
        let placed = try #require(plain.elements("image", message: 0).first)
        guard case .photo(let own) = placed.content, let ownBox = own.maskFrame else { Issue.record("no mask frame"); return }
        let ownShape = ownBox.offsetBy(dx: placed.frame.minX, dy: placed.frame.minY)
        #expect(ownShape.minY == placed.frame.minY && ownShape.height == placed.frame.height && ownShape.width == placed.frame.width + gutter)
        #expect(ownShape.minX <= placed.frame.minX && placed.frame.maxX <= ownShape.maxX)
    }
}

/// The unread messages divider as each app draws it.
@Suite("Unread divider layout")
struct UnreadLayoutTests {
    func divider(_ theme: String, count: Int?, locale: String = "en_US") throws -> Placements {
        let conversation = Conversation(canvas: Canvas(width: 400, scale: 2), locale: locale, participants: [me, ana],
                                        messages: [text(0, "me", "hi"), Message(index: 1, from: "", content: .unread(count: count)),
                                                   text(2, "ana", "hello")])
        return try LayoutEngine(conversation: conversation, theme: BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                resources: FakeResources()).placements()
    }

    func words(_ list: Placements) -> [String] {
        list.elements.filter { $0.message == 1 }.compactMap { element -> String? in
            guard case .system(let notice) = element.content else { return nil }
            return notice.text.block.lines.map(\.text).joined()
        }
    }

    @Test("WhatsApp: a band from edge to edge, the count in the words; Telegram: the band without it")
    func bands() throws {
        let list = try divider("whatsapp", count: 3)
        #expect(words(list) == ["3 unread messages"])
        let band = try #require(list.elements.first { $0.message == 1 })
        #expect(band.frame.minX == 0 && band.frame.width == 400)
        #expect(words(try divider("whatsapp", count: 1)) == ["1 unread message"])
        #expect(words(try divider("whatsapp", count: nil)) == ["Unread messages"])
        #expect(words(try divider("telegram", count: 3)) == ["Unread messages"])
        #expect(words(try divider("whatsapp", count: 3, locale: "de_DE")) == ["3 ungelesene Nachrichten"])
        // The band sits between the messages, clear of both bubbles.
        let above = try #require(list.elements("bubble", message: 0).first).frame
        let below = try #require(list.elements("bubble", message: 2).first).frame
        #expect(above.maxY <= band.frame.minY && band.frame.maxY <= below.minY)
    }

    @Test("Signal: the words between two hairlines; iMessage: nothing")
    func lineAndNone() throws {
        let signal = try divider("signal", count: 2)
        #expect(words(signal) == ["2 unread messages"])
        #expect(signal.elements("backdrop", message: 1).count == 2)
        #expect(try divider("imessage", count: 2).elements.filter { $0.message == 1 }.isEmpty)
    }
}

/// The "GIF" mark on an animated image.
@Suite("GIF badge")
struct GIFBadgeTests {
    func gif(_ theme: String) throws -> (Placements, Rect) {
        var message = Message(index: 0, from: "ana", content: .image(path: "a.jpg", caption: nil), time: "9:41")
        message.gif = true
        let list = try layout([message], theme: BuiltInThemes.spec(theme), photos: ["a.jpg": Size(width: 600, height: 400)])
        return (list, try #require(list.elements("image", message: 0).first).frame)
    }

    func label(_ list: Placements) -> LayoutElement? {
        list.elements("label", message: 0).first { if case .label(let text) = $0.content { text.role == "gif" } else { false } }
    }

    @Test("Telegram: a pill in the top leading corner; WhatsApp: a disc in the centre; iMessage: nothing")
    func badges() throws {
        let (telegram, picture) = try gif("telegram")
        let pill = try #require(label(telegram)).frame
        #expect(pill.minX > picture.minX && pill.minY > picture.minY && pill.maxX < picture.midX && pill.maxY < picture.midY)
        let (whatsapp, framed) = try gif("whatsapp")
        let disc = try #require(label(whatsapp)).frame
        #expect(abs(disc.midX - framed.midX) < 1 && abs(disc.midY - framed.midY) < 1)
        #expect(label(try gif("imessage").0) == nil)
        // Not a GIF: no mark.
        let plain = try layout([Message(index: 0, from: "ana", content: .image(path: "a.jpg", caption: nil))], theme: BuiltInThemes.spec("telegram"),
                               photos: ["a.jpg": Size(width: 600, height: 400)])
        #expect(label(plain) == nil)
    }
}

/// A participant's badge before their name (QQ's group titles).
@Suite("Name badges")
struct NameBadgeLayoutTests {
    @Test("QQ sets the badge before the name, which moves along; themes without badge colours draw none")
    func badge() throws {
        let boss = Participant(id: "boss", name: "Ana Lima", badge: "群主")
        let messages = [text(0, "boss", "hello all")]
        let qq = try layout(messages, participants: [me, boss, bo], theme: BuiltInThemes.spec("qq"))
        let labels = qq.elements("label", message: 0).compactMap { element -> (Rect, String)? in
            guard case .label(let text) = element.content else { return nil }
            return (element.frame, text.role)
        }
        let badge = try #require(labels.first { $0.1 == "nameBadge" }).0
        let name = try #require(labels.first { $0.1 == "name" }).0
        #expect(badge.maxX < name.minX)
        #expect(qq.elements("backdrop", message: 0).count == 1)
        let imessage = try layout(messages, participants: [me, boss, bo], theme: BuiltInThemes.spec("imessage"))
        #expect(imessage.elements("backdrop", message: 0).isEmpty)
    }
}

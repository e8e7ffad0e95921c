/// The object-valued content kinds: `video`, `audio`, `location`, `file`.
extension MessageDecoder {
    /// The longest duration accepted, in seconds (24 hours).
    static let maximumDuration = 86_400.0

    /// `{"thumbnail": "clip.jpg", "duration": 65}`; the duration is optional.
    func decodeVideo(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> MessageContent {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.video)
        let thumbnail = try PathRules.conversationPath(try object.required("thumbnail"), at: object.path("thumbnail"),
                                                       what: "the thumbnail path")
        let seconds = try object.value("duration").map { value throws(ModelError) in try duration(value, at: object.path("duration")) }
        return .video(thumbnail: thumbnail, duration: seconds)
    }

    /// `{"title": "Blue Bottle Coffee", "subtitle": "66 Mint St", "image": "map.png"}`; subtitle and image optional.
    func decodeLocation(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> MessageContent {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.location)
        let title = try object.required("title").nonEmptyString(at: object.path("title"), what: "the title")
        let subtitle = try object.value("subtitle").map { value throws(ModelError) in
            try value.nonEmptyString(at: object.path("subtitle"), what: "the subtitle")
        }
        let image = try object.value("image").map { value throws(ModelError) in
            try PathRules.conversationPath(value, at: object.path("image"), what: "the map image path")
        }
        return .location(title: title, subtitle: subtitle, image: image)
    }

    /// `{"duration": 42}`.
    func decodeAudio(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> MessageContent {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.audio)
        return .audio(duration: try duration(object.required("duration"), at: object.path("duration")))
    }

    /// Seconds from 0 to `maximumDuration`.
    func duration(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> Double {
        guard case .number(let seconds, _) = value else { throw value.mismatch(expected: "a duration in seconds (a number)", at: path) }
        guard seconds.value >= 0 else {
            throw value.invalid("\(seconds.literal) is not a duration", hint: "use seconds ≥ 0, e.g. 42", at: path)
        }
        guard seconds.value <= Self.maximumDuration else {
            throw value.invalid("\(seconds.literal) seconds is longer than 24 hours", hint: "use seconds from 0 to 86400", at: path)
        }
        return seconds.value
    }

    /// The largest file size accepted, in bytes (1 PB): anything larger is a typo.
    static let maximumFileSize = 1_000_000_000_000_000.0

    /// `{"name": "report.pdf", "size": 2400000}`.
    func decodeFile(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> MessageContent {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.file)
        let name = try object.required("name").nonEmptyString(at: object.path("name"), what: "the file name")
        let sizeValue = try object.required("size")
        let sizePath = object.path("size")
        guard case .number(let size, _) = sizeValue else {
            throw sizeValue.mismatch(expected: "a size in bytes (an integer)", at: sizePath)
        }
        guard size.isInteger, size.value >= 0, size.value <= Self.maximumFileSize else {
            throw sizeValue.invalid("\(size.literal) is not a file size", hint: "use a whole number of bytes ≥ 0, e.g. 2400000", at: sizePath)
        }
        return .file(name: name, size: Int(size.value))
    }

    /// The most photos an album takes, and the fewest (one photo is an `image`).
    static let albumPhotos = 2...10

    /// `album`: 2 to 10 image paths or `data:` URIs.
    func decodeAlbum(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [String] {
        let items = try value.array(at: path)
        guard Self.albumPhotos.contains(items.count) else {
            throw value.invalid("an album of \(items.count) photo\(items.count == 1 ? "" : "s")",
                                hint: items.count < 2 ? "send one photo as \"image\", or add photos (2 to 10)" : "keep 2 to 10 photos, or split the album",
                                at: path)
        }
        var paths: [String] = []
        for (index, item) in items.enumerated() {
            paths.append(try PathRules.conversationPath(item, at: path.appending(index: index), what: "the photo path"))
        }
        return paths
    }
}

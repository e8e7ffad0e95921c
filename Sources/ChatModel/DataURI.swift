/// An image written inline in the conversation as an RFC 2397 `data:` URI, wherever an image path is accepted:
/// `"avatar": "data:image/png;base64,iVBORw0KGgo…"`.
///
/// Only base64-encoded PNG and JPEG are accepted (`image/png`, `image/jpeg`; `image/jpg` too), at most
/// `maximumBytes` once decoded. The bytes are checked for an image signature here, so that a mistake is reported at
/// its JSON path, line and column; the image itself is decoded by the render stage like a file's bytes.
public struct DataURI: Sendable, Equatable {
    /// The declared media type, lower-cased: `image/png` or `image/jpeg`.
    package var mediaType: String
    /// The decoded bytes.
    public var bytes: [UInt8]

    /// The most bytes an inline image may decode to: 24 MiB, what 32 MiB of base64 (the conversation size limit)
    /// holds.
    package static let maximumBytes = 24 << 20

    /// The media types accepted, as written after `data:`.
    package static let mediaTypes = ["image/png", "image/jpeg", "image/jpg"]

    /// Whether `text` is written as a `data:` URI (the scheme is case-insensitive).
    public static func isDataURI(_ text: String) -> Bool {
        let prefix = text.utf8.prefix(5)
        return prefix.count == 5 && String(decoding: prefix, as: UTF8.self).lowercased() == "data:"
    }

    /// Parses and decodes a `data:` URI.
    public init(parsing text: String) throws(DataURIError) {
        guard Self.isDataURI(text) else { throw .notDataURI }
        let utf8 = Array(text.utf8)
        guard let comma = utf8.firstIndex(of: UInt8(ascii: ",")) else { throw .missingComma }
        let header = String(decoding: utf8[5..<comma], as: UTF8.self).lowercased()
        var parameters = header.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let type = parameters.removeFirst()
        guard parameters.last == "base64" else { throw .notBase64(header: header) }
        guard Self.mediaTypes.contains(type) else { throw .unsupportedType(type.isEmpty ? "text/plain" : type) }
        let encoded = utf8[(comma + 1)...]
        guard encoded.count / 4 * 3 <= Self.maximumBytes + 3 else {
            throw .tooLarge(bytes: encoded.count / 4 * 3, limit: Self.maximumBytes)
        }
        let decoded = try Base64.decode(encoded)
        guard decoded.count <= Self.maximumBytes else { throw .tooLarge(bytes: decoded.count, limit: Self.maximumBytes) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let isPNG = decoded.starts(with: png), isJPEG = decoded.starts(with: [0xFF, 0xD8, 0xFF])
        guard isPNG || isJPEG else { throw .notAnImage(declared: type) }
        mediaType = type == "image/jpg" ? "image/jpeg" : type
        bytes = decoded
    }
}

/// Why a `data:` URI cannot be used as an image.
public enum DataURIError: Error, Equatable, CustomStringConvertible {
    /// The text does not start with `data:`.
    case notDataURI
    /// No `,` separates the header from the data.
    case missingComma
    /// The data is not marked `;base64`.
    case notBase64(header: String)
    /// A media type other than PNG or JPEG.
    case unsupportedType(String)
    /// A character that is not base64, at this offset into the data (after the comma).
    case invalidBase64(offset: Int)
    /// The base64 is `length` characters, `=` padding included: not a whole number of 4-character groups (its `=`
    /// padding is missing, or there is too much of it).
    case badPadding(length: Int)
    /// The data decodes to more than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The bytes are neither a PNG nor a JPEG.
    case notAnImage(declared: String)

    /// What is wrong.
    public var description: String {
        switch self {
        case .notDataURI: "it is not a data: URI"
        case .missingComma: "the data: URI has no ',' between its media type and its data"
        case .notBase64(let header): "the data: URI (\"data:\(header),…\") is not base64-encoded"
        case .unsupportedType(let type): "the data: URI holds \(type), not a PNG or JPEG image"
        case .invalidBase64(let offset): "the data: URI's base64 has an invalid character at offset \(offset) after the comma"
        case .badPadding(let length):
            "the data: URI's base64 is \(length) characters, not a multiple of 4: its '=' padding is missing or wrong"
        case .tooLarge(let bytes, let limit):
            "the data: URI holds \(bytes >> 20) MiB, more than the \(limit >> 20) MiB an inline image may have"
        case .notAnImage(let declared): "the data: URI says \(declared) but its bytes are not a PNG or JPEG image"
        }
    }

    /// How to fix it.
    package var hint: String {
        switch self {
        case .notDataURI, .missingComma, .notBase64:
            "write data:image/png;base64, (or data:image/jpeg;base64,) followed by the file's bytes in base64"
        case .unsupportedType, .notAnImage:
            "inline a PNG or JPEG file, e.g. data:image/png;base64,iVBORw0KGgo…"
        case .invalidBase64, .badPadding:
            "encode the file with `base64 -w0 FILE` (standard alphabet, '=' padding; no spaces or line breaks)"
        case .tooLarge:
            "shrink the image (a phone screenshot needs no more than about 2000 pixels across) or give a file path"
        }
    }
}

/// Standard base64 (RFC 4648 §4) decoding, strict: nothing but the alphabet, `=` padding to a whole number of
/// 4-character groups (what `base64 -w0`, JavaScript's `btoa` and Python's `base64.b64encode` write). Four characters
/// at a time into a buffer of the decoded size: a character at a time, appending to an array and reading the table
/// through its lazy global, took 66 instructions a character (85 M for a request of the all-kinds screen inline).
enum Base64 {
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = UInt8(index) }
        return table
    }()

    static func decode(_ input: ArraySlice<UInt8>) throws(DataURIError) -> [UInt8] {
        var end = input.endIndex
        var padding = 0
        while end > input.startIndex, input[end - 1] == UInt8(ascii: "="), padding < 2 {
            end -= 1
            padding += 1
        }
        // "QQ==" and "QUI=" are whole groups; "QQ", "QQ=", "QUI", "Q===" and "QQ===" are not.
        let length = input.count
        let equals = input.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        let table = Self.table
        guard length % 4 == 0, equals <= 2, equals == 0 || (length - equals) % 4 == 4 - equals else {
            if let stray = input.firstIndex(where: { table[Int($0)] == 0xFF && $0 != UInt8(ascii: "=") }) {
                throw .invalidBase64(offset: stray - input.startIndex)
            }
            throw .badPadding(length: length)
        }
        // Four characters make three bytes; a last group of two or three characters (before its padding) one or two.
        let characters = end - input.startIndex
        let groups = characters / 4, rest = characters % 4
        // A lone sixth of a byte left over cannot be valid base64.
        if rest == 1 { throw .invalidBase64(offset: characters) }
        let count = groups * 3 + (rest == 0 ? 0 : rest - 1)
        var invalid: Int?
        let output = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            input.withUnsafeBufferPointer { source in
                table.withUnsafeBufferPointer { table in
                    /// The offset of the first character of `offset..<offset + length` outside the alphabet.
                    func firstInvalid(_ offset: Int, _ length: Int) -> Int? {
                        (offset..<(offset + length)).first { table[Int(source[$0])] == 0xFF }
                    }
                    var o = 0
                    for g in 0..<groups {
                        let i = g * 4
                        let a = UInt32(table[Int(source[i])]), b = UInt32(table[Int(source[i + 1])])
                        let c = UInt32(table[Int(source[i + 2])]), d = UInt32(table[Int(source[i + 3])])
                        if (a | b | c | d) & 0x80 != 0 {
                            invalid = firstInvalid(i, 4)
                            initialized = 0
                            return
                        }
                        let word = a << 18 | b << 12 | c << 6 | d
                        out[o] = UInt8(truncatingIfNeeded: word >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: word)
                        o += 3
                    }
                    if rest > 0 {
                        let i = groups * 4
                        if let bad = firstInvalid(i, rest) {
                            invalid = bad
                            initialized = 0
                            return
                        }
                        let a = UInt32(table[Int(source[i])]), b = UInt32(table[Int(source[i + 1])])
                        let c = rest == 3 ? UInt32(table[Int(source[i + 2])]) : 0
                        let word = a << 18 | b << 12 | c << 6
                        out[o] = UInt8(truncatingIfNeeded: word >> 16)
                        if rest == 3 { out[o + 1] = UInt8(truncatingIfNeeded: word >> 8) }
                    }
                    initialized = count
                }
            }
        }
        if let invalid { throw .invalidBase64(offset: invalid) }
        return output
    }
}

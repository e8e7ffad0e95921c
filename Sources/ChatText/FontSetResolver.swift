/// Turns font requests into families of candidate faces, reading each face's family and weight with
/// FreeType and resolving family names with fontconfig (opened only when a request names a family).
struct FontSetResolver {
    private let inspector: FaceInspector

    init() throws {
        inspector = FaceInspector(library: try FreeTypeLibrary())
    }

    /// The candidate faces of each family, in order of first mention. Requests naming the same family
    /// (ignoring case and blanks) share one entry.
    func families(for requests: [FontRequest]) throws -> [[FaceDescription]] {
        var keys: [String] = []
        var candidates: [String: [FaceDescription]] = [:]
        var fontconfig: FontconfigSession?
        func add(_ faces: [FaceDescription], key: String) {
            if candidates[key] == nil { keys.append(key) }
            for face in faces where !(candidates[key] ?? []).contains(where: { $0.face == face.face }) {
                candidates[key, default: []].append(face)
            }
        }
        for request in requests {
            switch request {
            case .file(let path, let index):
                let description = try inspector.describe(FontFace(path: path, index: index))
                let key = description.family.isEmpty ? "file:\(description.face)" : Self.familyKey(description.family)
                add([description], key: key)
            case .fileFace(let path, let family):
                let all = try inspector.describeFaces(inFile: path)
                let matching = all.filter { Self.familyKey($0.family) == Self.familyKey(family) }
                guard !matching.isEmpty else {
                    var names: [String] = []
                    for face in all where !names.contains(face.family) { names.append(face.family) }
                    throw TextError.familyNotInFile(path: path, family: family, available: names)
                }
                add(matching, key: Self.familyKey(family))
            case .family(let family):
                if fontconfig == nil { fontconfig = try FontconfigSession() }
                // fontconfig describes the faces from its cache; only a face it cannot describe is opened.
                let listed = fontconfig?.describedFaces(ofFamily: family) ?? (described: [], undescribed: [])
                var described = listed.described
                var firstError: Error?
                for face in listed.undescribed {
                    do { described.append(try inspector.describe(face)) } catch { firstError = firstError ?? error }
                }
                if described.isEmpty, let firstError { throw firstError }
                guard !described.isEmpty else {
                    throw TextError.familyNotFound(family: family, debianPackage: DebianFontPackages.package(forFamily: family))
                }
                add(described, key: Self.familyKey(family))
            }
        }
        return keys.map { candidates[$0] ?? [] }
    }

    /// The face of `family` nearest in weight to `target`: upright faces first (italic only when the family
    /// has no upright face), then the smallest weight difference, ties to the heavier face, then the order
    /// of mention. `family` must not be empty.
    static func nearest(in family: [FaceDescription], toWeight target: Int) -> FontFace {
        let upright = family.filter { !$0.isItalic }
        let pool = upright.isEmpty ? family : upright
        var best = pool[0]
        for candidate in pool.dropFirst() {
            let distance = abs(candidate.weight - target), bestDistance = abs(best.weight - target)
            if distance < bestDistance || (distance == bestDistance && candidate.weight > best.weight) {
                best = candidate
            }
        }
        return best.face
    }

    /// Family names compare ignoring case and blanks, as fontconfig compares them.
    static func familyKey(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " && $0 != "\t" })
    }
}

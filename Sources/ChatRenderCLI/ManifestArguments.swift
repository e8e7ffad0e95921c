import ArgumentParser
import ChatCheck

/// `render`'s options for manifests (`--manifest`, `--out`, `--shard`, `--shard-size`) and `--annotations`.
struct ManifestArguments: ParsableArguments {
    /// Samples per tar file when `--shard-size` is not given.
    static let defaultShardSize = 1000

    @Option(help: ArgumentHelp(
        "Render a JSON Lines manifest: one {\"id\": …, \"conversation\": {…}} a line (- for standard input), into --out-dir or --out.",
        discussion: "Image paths are relative to the manifest's directory. See docs/manifest.md.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp(
        "Manifest: write WebDataset tar files named by this pattern (one %d or %06d field), e.g. shards/out-%06d.tar.",
        valueName: "pattern"))
    var out: String?

    @Option(help: ArgumentHelp(
        "Manifest: render only lines K, K+N, K+2N, … (K/N, 1-based, as check --shard), so N jobs share a manifest.",
        valueName: "K/N"))
    var shard: String?

    @Option(name: .customLong("shard-size"), help: ArgumentHelp(
        "With --out: samples per tar file (default \(ManifestArguments.defaultShardSize)).", valueName: "n"))
    var shardSize: Int?

    @Flag(help: "Write the ground truth beside each image: every text line's text and pixel box, every bubble, avatar and image box with its message and sender (chat.png → chat.annotations.json; with --manifest, <id>.json).")
    var annotations = false

    /// Checks the manifest options of a `render --manifest` command.
    func validate(inputs: [String], output: String?, outputDirectory: String?) throws {
        if !inputs.isEmpty {
            throw ValidationError("--manifest reads the conversations from the manifest; remove the input files (\(inputs.joined(separator: " "))).")
        }
        if output != nil { throw ValidationError("-o names one image; with --manifest give --out-dir DIR or --out PATTERN.tar.") }
        switch (outputDirectory, out) {
        case (nil, nil): throw ValidationError("--manifest needs --out-dir DIR (one file per sample) or --out shards/out-%06d.tar.")
        case (.some, .some): throw ValidationError("Give --out-dir or --out, not both.")
        default: break
        }
        if let out {
            guard out.hasSuffix(".tar"), TarNamePattern.isValid(out) else {
                throw ValidationError("--out takes a tar file name with one %d or %06d field, e.g. shards/out-%06d.tar; got \"\(out)\".")
            }
        }
        if let shardSize {
            guard out != nil else { throw ValidationError("--shard-size is for tar files: add --out shards/out-%06d.tar.") }
            guard shardSize >= 1 else { throw ValidationError("--shard-size must be at least 1, got \(shardSize).") }
        }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount), e.g. --shard 2/4 for the second of "
                + "four jobs; got \"\(shard)\".")
        }
    }

    /// Refuses the manifest-only options without `--manifest`.
    func refuseWithoutManifest() throws {
        for (name, given) in [("--out", out != nil), ("--shard", shard != nil), ("--shard-size", shardSize != nil)] where given {
            throw ValidationError("\(name) is for manifests: add --manifest chats.jsonl.")
        }
    }

    /// Where the samples go.
    func destination(outputDirectory: String?) -> ManifestRender.Destination {
        if let out { return .tar(pattern: out, samplesPerFile: shardSize ?? Self.defaultShardSize) }
        return .directory(outputDirectory ?? ".")
    }
}

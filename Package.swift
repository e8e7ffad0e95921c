// swift-tools-version: 6.1
// chatrender: turns a conversation described in JSON into a chat screenshot PNG.
//
// One module per pipeline stage (docs/design.md has the module map):
//   ChatModel (decode + validate) → ChatLayout (pure geometry, display list)
//   → ChatRaster (pixmaps) + ChatText (FreeType/HarfBuzz) → ChatCodec (PNG/JPEG)
//   → ChatPaint (painting the display list) → ChatRender (the library's front door) → chatrender (CLI);
//   ChatCheck (check, batch) on top of ChatRender.
//
// This package is what a library user depends on, so it declares no HTTP, TLS, crypto or syntax packages: the HTTP
// service (chatrender-serve), the benchmarks and the asset generator are the package in Tools/, which depends on
// this one by path. Its one other dependency, swift-snapshot-testing, is resolved only for a dependent that enables
// the trait "SnapshotTesting" (the product ChatRenderSnapshotTesting).
import PackageDescription

let package = Package(
    name: "chatrender",
    products: [
        .executable(name: "chatrender", targets: ["ChatRenderCLI"]),
        .library(name: "ChatRender", targets: ["ChatRender"]),
        // Checking conversations against golden PNGs (`chatrender check`: shards, JUnit) and batch rendering.
        .library(name: "ChatCheck", targets: ["ChatCheck"]),
        .library(name: "ChatRenderTesting", targets: ["ChatRenderTesting"]),
        // Strategies for pointfreeco/swift-snapshot-testing (.chatScreenshot, .chatLayout): a dependent enables the trait
        // "SnapshotTesting" to get them (without it the module is empty and swift-snapshot-testing is not resolved).
        .library(name: "ChatRenderSnapshotTesting", targets: ["ChatRenderSnapshotTesting"]),
        // The fuzz targets' entry points, for the libFuzzer package in Fuzz/ (and the regression tests).
        .library(name: "ChatRenderFuzzing", targets: ["ChatRenderFuzzing"]),
        // For the package in Tools/ (service, benchmarks, asset generator), not an API: the pipeline's stages and
        // the service's options, which `chatrender serve` checks before it hands off to chatrender-serve.
        .library(name: "ChatRenderStages", targets: ["ChatGeometry", "ChatModel", "ChatLayout", "ChatRaster", "ChatCodec", "ChatText", "ChatDiff"]),
        .library(name: "ChatRenderServeOptions", targets: ["ChatRenderServeOptions"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting", description: "The ChatRenderSnapshotTesting strategies (resolves swift-snapshot-testing and swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // MARK: System libraries (Debian packages), one per C library.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),

        // MARK: C helpers for what Swift cannot call directly (setjmp error paths, function-like macros), one per
        // group of libraries they link; every name starts with `crs_`.
        // Codecs: libpng's reader and longjmp path, PNG row packing and filters, libjpeg's writer, libdeflate strips.
        .target(name: "CChatRenderCodec", dependencies: ["CPNG", "CJPEG", "CDeflate", "CChatRaster"]),
        // Text: FreeType's function-like macros and error strings.
        .target(name: "CChatRenderText", dependencies: ["CFreeType"]),
        // ICU line breaking and bidi behind a header without ICU types (Debian's ICU headers clash with
        // Foundation's own ICU module when one Swift module sees both).
        .target(name: "CChatRenderICU", dependencies: ["CICU"]),
        // Photos to sRGB: ICC profiles and PNG colour chunks through LittleCMS, PNG iCCP inflated with zlib.
        .target(name: "CChatRenderColor", dependencies: ["CLCMS2", "CZlib"]),

        // MARK: Pipeline stages.
        // The value types every stage shares: geometry, colours and the text measurement contract.
        .target(name: "ChatGeometry"),
        .target(name: "ChatModel", dependencies: ["ChatGeometry", "ChatWorkers"], resources: [.embedInCode("Resources/default-glyphs.json"), .embedInCode("Resources/chrome-presets.json"), .embedInCode("Resources/words.json"), .embedInCode("Resources/theme.schema.json")]),
        // Reading files named by untrusted input: regular files only, bounded, pack paths kept inside the pack.
        .target(name: "ChatFiles"),
        .target(name: "ChatLayout", dependencies: ["ChatGeometry", "ChatModel"]),
        // The resampler's inner loops, compiled for the machine's vector units (integer arithmetic: same bytes on any).
        .target(name: "CChatRaster"),
        // The worker threads every parallel part shares (PNG strips, resampling rows, batch and check jobs).
        .target(name: "ChatWorkers"),
        .target(name: "ChatRaster", dependencies: ["ChatGeometry", "CChatRaster", "ChatWorkers"]),
        .target(name: "ChatCodec", dependencies: ["ChatGeometry", "ChatRaster", "ChatWorkers", "CChatRenderCodec", "CChatRenderColor", "CPNG", "CTurboJPEG", "CWebP", "CZlib"]),
        .target(
            name: "ChatText",
            dependencies: ["ChatGeometry", "ChatModel", "ChatRaster", "ChatFiles", "ChatWorkers", "CChatRenderText", "CChatRenderICU", "CFreeType", "CHarfBuzz", "CFontconfig"]
        ),
        // Image comparison (pixelmatch's port and the one `ImageComparison` every caller uses); reads encoded images
        // in bands and writes the diff image as PNG through ChatCodec.
        .target(name: "ChatDiff", dependencies: ["ChatGeometry", "ChatRaster", "ChatCodec"]),
        // Painting: a display list's primitives drawn band by band (paths, images, isolated groups, glyph runs), the
        // band sweep and the element prefetcher (on ChatWorkers' pool), the device frame, the memory plan and ledger;
        // what painting reads (theme packs' templates, the conversation's images) and the render's errors.
        .target(name: "ChatPaint", dependencies: ["ChatGeometry", "ChatModel", "ChatLayout", "ChatRaster", "ChatCodec", "ChatText", "ChatFiles", "ChatWorkers"]),
        // The render front door: conversation in, display list, pixels or encoded bytes out (ChatRenderer, RenderOptions,
        // RenderCache), fonts and theme lookup, the version, FileWriter; re-exports the public types of the API.
        .target(name: "ChatRender", dependencies: ["ChatPaint", "ChatGeometry", "ChatModel", "ChatLayout", "ChatRaster", "ChatCodec", "ChatText", "ChatDiff", "ChatFiles", "CChatRenderText"]),
        // Snapshot checking: a directory of conversations against their golden PNGs (discovery, shards, JUnit XML) and
        // batch rendering, on ChatWorkers' pool; files written through the front door's FileWriter.
        .target(name: "ChatCheck", dependencies: ["ChatRender", "ChatDiff", "ChatCodec", "ChatRaster", "ChatFiles", "ChatWorkers"]),
        // What only a command-line program does to its process (the library never does it behind its host's back):
        // signal handlers that remove partial outputs, SIGPIPE ignored, aborts turned into exit 70, glibc's malloc
        // tuned; and the command line's outputs (`-` for standard output, files whose partial copies the handlers remove).
        .target(name: "CChatRenderProcess"),
        .target(name: "ChatRenderProcess", dependencies: ["ChatRender", "ChatCodec", "ChatFiles", "CChatRenderProcess"]),
        .target(name: "ChatRenderTesting", dependencies: ["ChatRender", "ChatCodec"]),
        .target(name: "ChatRenderSnapshotTesting", dependencies: ["ChatRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))]),
        .target(name: "ChatRenderFuzzing", dependencies: ["ChatRender", "ChatGeometry", "ChatModel", "ChatLayout", "ChatCodec", "ChatRaster", "ChatText"]),
        // The HTTP service's options and configuration (the service itself, on Hummingbird, is in Tools/): light (no
        // HTTP stack), so `chatrender serve` checks them itself before it hands off to chatrender-serve.
        .target(name: "ChatRenderServeOptions", dependencies: ["ChatRender", "ChatModel", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "ChatRenderCLI",
            dependencies: ["ChatRender", "ChatCheck", "ChatRenderProcess", "ChatGeometry", "ChatModel", "ChatLayout", "ChatCodec", "ChatDiff", "ChatRaster", "ChatFiles",
                           "ChatRenderServeOptions",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: Tests.
        .testTarget(name: "ChatModelTests", dependencies: ["ChatGeometry", "ChatModel"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatGeometry", "ChatLayout", "ChatModel"]),
        .testTarget(name: "ChatWorkersTests", dependencies: ["ChatWorkers"]),
        .testTarget(name: "ChatRasterTests", dependencies: ["ChatGeometry", "ChatRaster"]),
        .testTarget(name: "ChatCodecTests", dependencies: ["ChatGeometry", "ChatCodec", "ChatRaster", "CChatRenderCodec", "CLCMS2", "CTurboJPEG"]),
        .testTarget(name: "ChatTextTests", dependencies: ["ChatGeometry", "ChatText", "ChatModel", "ChatRaster", "ChatCodec"], exclude: ["Fixtures"]),
        .testTarget(name: "ChatRenderTests", dependencies: ["ChatGeometry", "ChatPaint", "ChatRender", "ChatCheck", "ChatRenderTesting", "ChatCodec", "ChatRaster", "ChatModel", "ChatLayout", "ChatWorkers"], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "ChatDiffTests", dependencies: ["ChatGeometry", "ChatDiff", "ChatRaster", "ChatCodec"]),
        .testTarget(name: "ChatRenderCLITests", dependencies: ["ChatGeometry", "ChatRender", "ChatCodec", "ChatRaster", "CWebP"]),
        .testTarget(name: "ChatRenderTestingTests", dependencies: ["ChatRenderTesting", "ChatRender"]),
        .testTarget(name: "ChatRenderSnapshotTestingTests", dependencies: [
            "ChatRenderSnapshotTesting", "ChatRender",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
        // Every seed and every input the fuzzers ever crashed on (Fuzz/Corpus, Fuzz/Regressions), through the fuzz targets.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["ChatRenderFuzzing", "ChatModel"]),
    ]
)

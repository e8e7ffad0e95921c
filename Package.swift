// swift-tools-version: 6.0
// chatrender: turns a conversation described in JSON into a chat screenshot PNG.
//
// One module per pipeline stage (docs/design.md has the module map):
//   ChatModel (decode + validate) → ChatLayout (pure geometry, display list)
//   → ChatRaster (pixmaps) + ChatText (FreeType/HarfBuzz) → ChatCodec (PNG/JPEG)
//   → ChatPaint (painting the display list) → ChatRender (the library's front door) → chatrender (CLI);
//   ChatCheck (check, batch) on top of ChatRender.
import PackageDescription
import Foundation

let package = Package(
    name: "chatrender",
    products: [
        .executable(name: "chatrender", targets: ["ChatRenderCLI"]),
        .executable(name: "chatrender-serve", targets: ["ChatRenderServe"]),
        .executable(name: "chatrender-assets", targets: ["ChatAssetGenerator"]),
        .executable(name: "chatrender-bench", targets: ["ChatRenderBench"]),
        .library(name: "ChatRender", targets: ["ChatRender"]),
        // Checking conversations against golden PNGs (`chatrender check`: shards, JUnit) and batch rendering.
        .library(name: "ChatCheck", targets: ["ChatCheck"]),
        .library(name: "ChatRenderTesting", targets: ["ChatRenderTesting"]),
        // Strategies for pointfreeco/swift-snapshot-testing (.chatScreenshot, .chatLayout); only this product pulls it in.
        .library(name: "ChatRenderSnapshotTesting", targets: ["ChatRenderSnapshotTesting"]),
        // The fuzz targets' entry points, for the libFuzzer package in Fuzz/ (and the regression tests).
        .library(name: "ChatRenderFuzzing", targets: ["ChatRenderFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // The HTTP service (`chatrender serve`, Sources/ChatRenderServer) only: the library stays free of them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.24.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.0"),
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
        .target(name: "ChatModel", dependencies: ["ChatGeometry"], resources: [.embedInCode("Resources/default-glyphs.json"), .embedInCode("Resources/chrome-presets.json"), .embedInCode("Resources/words.json"), .embedInCode("Resources/theme.schema.json")]),
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
        .target(name: "ChatRenderProcess", dependencies: ["ChatRender", "ChatCodec", "CChatRenderProcess"]),
        .target(name: "ChatRenderTesting", dependencies: ["ChatRender", "ChatCodec"]),
        .target(name: "ChatRenderSnapshotTesting", dependencies: ["ChatRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "ChatRenderFuzzing", dependencies: ["ChatRender", "ChatGeometry", "ChatModel", "ChatLayout", "ChatCodec", "ChatRaster", "ChatText"]),
        // The HTTP render service and its preview page (Hummingbird 2): `chatrender serve`.
        // The service's options and configuration: light (no HTTP stack), so `chatrender serve` checks them itself.
        .target(name: "ChatRenderServeOptions", dependencies: ["ChatRender", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "ChatRenderServer",
            dependencies: [
                "ChatRender", "ChatModel", "ChatLayout", "ChatCodec", "ChatRenderServeOptions",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "MultipartKit", package: "multipart-kit"),
            ],
            resources: [.embedInCode("Resources/preview.html")]
        ),
        .executableTarget(
            name: "ChatRenderCLI",
            dependencies: ["ChatRender", "ChatCheck", "ChatRenderProcess", "ChatGeometry", "ChatModel", "ChatLayout", "ChatCodec", "ChatDiff", "ChatRaster", "ChatFiles",
                           "ChatRenderServeOptions",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `chatrender serve` hands off to this executable: the HTTP stack (Hummingbird, NIO) stays out of `chatrender`.
        .executableTarget(
            name: "ChatRenderServe",
            dependencies: ["ChatRender", "ChatRenderServer", "ChatRenderServeOptions",
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(name: "ChatAssetGenerator", dependencies: ["ChatGeometry", "ChatModel", "ChatRaster", "ChatCodec"]),
        .executableTarget(name: "ChatRenderBench", dependencies: ["ChatGeometry", "ChatRender", "ChatCodec", "ChatText", "ChatDiff", "ChatRaster"]),

        // MARK: Tests.
        .testTarget(name: "ChatModelTests", dependencies: ["ChatGeometry", "ChatModel"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatGeometry", "ChatLayout", "ChatModel"]),
        .testTarget(name: "ChatWorkersTests", dependencies: ["ChatWorkers"]),
        .testTarget(name: "ChatRasterTests", dependencies: ["ChatGeometry", "ChatRaster"]),
        .testTarget(name: "ChatCodecTests", dependencies: ["ChatGeometry", "ChatCodec", "ChatRaster", "CChatRenderCodec", "CLCMS2", "CTurboJPEG"]),
        .testTarget(name: "ChatTextTests", dependencies: ["ChatGeometry", "ChatText", "ChatModel", "ChatRaster", "ChatCodec"]),
        .testTarget(name: "ChatRenderTests", dependencies: ["ChatGeometry", "ChatPaint", "ChatRender", "ChatCheck", "ChatRenderTesting", "ChatCodec", "ChatRaster", "ChatModel", "ChatLayout", "ChatWorkers"], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "ChatDiffTests", dependencies: ["ChatGeometry", "ChatDiff", "ChatRaster", "ChatCodec"]),
        .testTarget(name: "ChatRenderCLITests", dependencies: ["ChatGeometry", "ChatRender", "ChatCodec", "ChatRaster", "CWebP"]),
        .testTarget(name: "ChatRenderTestingTests", dependencies: ["ChatRenderTesting", "ChatRender"]),
        .testTarget(name: "ChatRenderSnapshotTestingTests", dependencies: [
            "ChatRenderSnapshotTesting", "ChatRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Every seed and every input the fuzzers ever crashed on (Fuzz/Corpus, Fuzz/Regressions), through the fuzz targets.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["ChatRenderFuzzing", "ChatModel"]),
    ]
)

// The service's tests go through Hummingbird's test client, whose dependencies (AsyncHTTPClient, BoringSSL) take
// longer to compile than the rest of the package: the sanitizer builds (scripts/sanitize.sh) leave them out with
// CHATRENDER_SERVER_TESTS=0. `make test` always runs them.
if ProcessInfo.processInfo.environment["CHATRENDER_SERVER_TESTS"] != "0" {
    package.targets.append(.testTarget(
        name: "ChatRenderServerTests",
        dependencies: ["ChatRenderServer", "ChatRenderServeOptions", "ChatRender", "ChatModel", "ChatCodec",
                       .product(name: "HummingbirdTesting", package: "hummingbird")]
    ))
}

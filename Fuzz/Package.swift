// swift-tools-version: 6.0
// chatrender's libFuzzer targets, kept out of the main package so `swift build` and `make test` never build them.
// Build with `make fuzz` (see docs/robustness.md): the whole graph is compiled with -sanitize=fuzzer,address.
import PackageDescription

let package = Package(
    name: "chatrender-fuzz",
    dependencies: [.package(name: "chatrender", path: "..")],
    targets: [
        .executableTarget(
            name: "chatrender-fuzz",
            dependencies: [.product(name: "ChatRenderFuzzing", package: "chatrender")]
        ),
    ]
)

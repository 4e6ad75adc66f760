// swift-tools-version:6.0
import PackageDescription

// duoguide: a documentation compiler for the iPhone Duo guide.
// The compiler is a library (DuoGuide); the command line (duoguide) only parses arguments and prints.
// No dependencies outside the Swift toolchain, by design.
let package = Package(
    name: "duoguide",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "duoguide", targets: ["duoguide"]),
        .library(name: "DuoGuide", targets: ["DuoGuide"]),
    ],
    targets: [
        .target(name: "DuoGuide", path: "Sources/DuoGuide"),
        // Linked without PIE on Linux: the dynamic loader then has no relocations to apply to the
        // binary at every start, which a build of the real guide feels.
        .executableTarget(name: "duoguide", dependencies: ["DuoGuide"], path: "Sources/duoguide",
                          linkerSettings: [.unsafeFlags(["-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]),
        .testTarget(name: "DuoGuideTests", dependencies: ["DuoGuide"], path: "Tests/DuoGuideTests", exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

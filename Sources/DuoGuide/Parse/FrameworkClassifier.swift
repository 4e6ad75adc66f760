#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tags a code sample SwiftUI, UIKit or neither, from the APIs it uses. Each signal is a concept of
/// one framework; the larger weighted count wins, a tie or no signal means "other" (nil).
enum FrameworkClassifier {
    static let swiftUISignals: [(String, Double)] = [
        ("some View", 3), (": View", 3), ("@State", 2), ("@Environment", 2), ("@Binding", 2),
        ("ViewModifier", 3), ("NavigationStack", 2), ("NavigationSplitView", 2), ("TabView", 2),
        ("Tab(", 1), ("VStack", 1), ("HStack", 1), ("ZStack", 1), ("LazyVGrid", 2), ("GridItem", 2),
        ("ViewThatFits", 2), ("AnyLayout", 2), ("GeometryReader", 2), ("proxy.", 1), ("ArrangementView", 2),
        ("Form {", 2), ("List(", 1), ("Text(", 1), ("Image(", 1), ("Button(", 1), ("Toggle(", 1),
        (".frame(", 2), (".toolbar", 2), ("ToolbarItem", 2), (".sheet(", 2), (".modifier(", 2),
        (".onGeometryChange", 2), (".onHingeChange", 2), (".presentationPlacement", 2),
        (".arrangementViewStyle", 2), (".safeAreaPadding", 2), (".ignoresSafeArea", 2),
        (".backgroundExtensionEffect", 2), (".tabViewStyle", 2), ("ConcentricRectangle", 2),
        ("RoundedRectangle", 1), (".sceneAccessory", 2), ("CameraCaptureAccessory", 2),
        ("EnvironmentKey", 2), ("EnvironmentValues", 2), (".environment(", 2), ("UserInterfaceSizeClass", 2),
        (".resizable()", 2), (".aspectRatio", 2), ("@Observable", 1), ("@main", 1), (".onAppear", 2),
        (".onChange", 2), ("ForEach", 1), (".defaultTabBarPlacement", 2), (".toolbarVerticalBehavior", 2),
        (".visibilityPriority(", 2), (".split", 1), (".overlay", 1),
    ]

    static let uiKitSignals: [(String, Double)] = [
        ("UIViewController", 3), ("override func", 3), ("override var", 3), ("viewDidLoad", 2),
        ("viewDidLayoutSubviews", 2), ("layoutSubviews", 2), ("viewWillTransition", 2), ("traitCollection", 2),
        ("navigationItem", 2), ("NSCollectionLayout", 2), ("UICollectionView", 2), ("addInteraction", 2),
        ("sheetPresentationController", 2), ("view.", 1), ("registerSceneAccessory", 2),
        ("setViewController", 2), ("updateArrangement", 2), ("tabBarController", 2), ("#selector", 2),
        ("UIBarButtonItem", 2), ("UISplitViewController", 2), ("UIWindow", 1), ("UIScreen", 0.5),
        ("UIDevice", 0.5), ("UIImage", 1), ("UIStackView", 2), ("stack.axis", 2), ("toolbarItems", 2),
        ("UIHingeInteraction", 2), ("UIBackgroundExtensionView", 2), ("UIArrangementViewController", 2),
        ("UISceneConfiguration", 2), ("UIWindowScene", 1), ("contentMode", 1), ("setNeedsLayout", 2),
        ("cornerConfiguration", 2), ("preferredPlacement", 1), ("navigationController", 2),
    ]

    static func classify(_ code: String) -> Framework? {
        let (swiftUI, uiKit) = scores(code)
        if swiftUI == 0 && uiKit == 0 || swiftUI == uiKit { return nil }
        return swiftUI > uiKit ? .swiftUI : .uiKit
    }

    /// The SwiftUI and UIKit scores of `code`: each signal's weight when the code contains it,
    /// summed in the order of the lists.
    static func scores(_ code: String) -> (swiftUI: Double, uiKit: Double) {
        PlainBytes.of(code, signals.scores) ?? (score(UTF8Search(code), swiftUISignals), score(UTF8Search(code), uiKitSignals))
    }

    static func score(_ text: UTF8Search, _ signals: [(String, Double)]) -> Double {
        signals.reduce(0) { $0 + (text.contains($1.0) ? $1.1 : 0) }
    }

    private static let signals = SignalSet(swiftUI: swiftUISignals, uiKit: uiKitSignals)

    /// Both lists of signals as bytes, found in a plain sample in one pass over it: at each byte,
    /// only the signals starting with that byte are compared (a hundred searches through every
    /// sample were most of classifying). Every signal is ASCII, so plain, and a byte match is
    /// `UTF8Search`'s match; the scores add the weights in the order of the lists, as before.
    private struct SignalSet {
        /// Signal k: bytes `bytes[offsets[k]..<offsets[k + 1]]`, its weight, its framework.
        let bytes: [UInt8]
        let offsets: [Int]
        let weights: [Double]
        let isSwiftUI: [Bool]
        /// The signals starting with byte value b: `starting[first[b]..<first[b + 1]]`.
        let first: [Int]
        let starting: [Int]
        /// One bit per pair of bytes (first << 8 | second) that some signal can start with (every
        /// second byte, for a signal of one byte): most positions of a sample start no signal,
        /// and the bit says so without going through the candidates.
        let pairs: [UInt64]

        init(swiftUI: [(String, Double)], uiKit: [(String, Double)]) {
            let all = swiftUI.map { ($0, true) } + uiKit.map { ($0, false) }
            var bytes: [UInt8] = []
            var offsets = [0]
            for (signal, _) in all {
                precondition(UTF8Search.isPlain(signal.0) && !signal.0.isEmpty, "a framework signal must be plain, non-empty text")
                bytes += Array(signal.0.utf8)
                offsets.append(bytes.count)
            }
            var byFirstByte = Array(repeating: [Int](), count: 256)
            for index in all.indices { byFirstByte[Int(bytes[offsets[index]])].append(index) }
            var first = [0]
            var starting: [Int] = []
            for signals in byFirstByte {
                starting += signals
                first.append(starting.count)
            }
            self.bytes = bytes
            self.offsets = offsets
            weights = all.map(\.0.1)
            isSwiftUI = all.map(\.1)
            self.first = first
            self.starting = starting
            var pairs = [UInt64](repeating: 0, count: 65536 / 64)
            for index in all.indices {
                let start = offsets[index], length = offsets[index + 1] - start
                let lead = Int(bytes[start]) << 8
                for pair in length < 2 ? lead..<(lead + 256) : (lead + Int(bytes[start + 1]))..<(lead + Int(bytes[start + 1]) + 1) {
                    pairs[pair >> 6] |= 1 << UInt64(pair & 63)
                }
            }
            self.pairs = pairs
        }

        func scores(_ code: PlainBytes) -> (swiftUI: Double, uiKit: Double) {
            var found = Array(repeating: false, count: weights.count)
            let text = code.bytes
            bytes.withUnsafeBufferPointer { signals in
                for i in text.indices {
                    let byte = Int(text[i])
                    if i + 1 < text.count {
                        let pair = byte << 8 | Int(text[i + 1])
                        guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                    }
                    for k in first[byte]..<first[byte + 1] {
                        let index = starting[k]
                        let start = offsets[index], length = offsets[index + 1] - start
                        // The second byte first: most candidates differ there, without a call.
                        if !found[index], length <= text.count - i, length < 2 || text[i + 1] == signals[start + 1],
                           memcmp(text.baseAddress! + i, signals.baseAddress! + start, length) == 0 {
                            found[index] = true
                        }
                    }
                }
            }
            var swiftUI = 0.0, uiKit = 0.0
            for index in weights.indices {
                if isSwiftUI[index] { swiftUI += found[index] ? weights[index] : 0 } else { uiKit += found[index] ? weights[index] : 0 }
            }
            return (swiftUI, uiKit)
        }
    }
}

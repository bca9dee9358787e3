import FlowModel
import FlowRules

/// The module names generated code imports. On Apple platforms they are UIKit and SwiftUI; the
/// tests compile the same code against stand-in modules of those names.
public struct SwiftImports: Sendable, Hashable {
    public var uiKit: String
    public var swiftUI: String

    public init(uiKit: String = "UIKit", swiftUI: String = "SwiftUI") {
        self.uiKit = uiKit
        self.swiftUI = swiftUI
    }
}

/// How flow names become Swift names.
enum SwiftNames {
    static func upperFirst(_ name: String) -> String {
        if isFirstCharacterASCII(name) {
            // Nearly every name: its first byte is its first character.
            let utf8 = name.utf8
            guard let first = utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return name }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                _ = buffer.initialize(from: utf8)
                buffer[0] = first - 32
                return utf8.count
            }
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Whether `character` is a letter or a digit that Swift takes in an identifier: not one of the
    /// letters in the ranges Swift keeps for operators (`ⸯ`, U+2E2F), nor one outside the ranges
    /// The Swift Programming Language lists for identifiers ("Identifiers", in "Lexical Structure").
    static func isIdentifierWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber else { return false }
        return character.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    /// Whether `scalar` may stand in a Swift identifier, at its start or after it.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || value == 0x5F
                || (value >= 0x61 && value <= 0x7A)
        }
        return identifierRanges.contains { $0.contains(value) }
    }

    /// The non-ASCII ranges of identifier-head and identifier-character in Swift's grammar.
    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1DC0...0x1DFF, 0x1E00...0x1FFF, 0x200B...0x200D,
        0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x20D0...0x20FF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE20...0xFE2F, 0xFE30...0xFE44,
        0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Whether `name` is empty or its first character is one ASCII byte (no combining mark
    /// follows it), so that upper-casing it changes that byte alone.
    static func isFirstCharacterASCII(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first else { return true }
        return first < 0x80 && (utf8.count == 1 || utf8[utf8.index(after: utf8.startIndex)] < 0x80)
    }

    /// A leading acronym (`URLs`, `UIPicker`) lowers as a whole, as Swift's guidelines ask.
    static func lowerFirst(_ name: String) -> String { GeneratedNames.lowerFirst(name) }

    /// The case of a `tabs` flow's `Tab` enum for tab `tab`, in backticks where it is a keyword
    /// (a tab `Default` is `` `default` ``).
    static func tabCase(_ tab: String) -> String { RouteEmitter.identifier(GeneratedNames.tabCase(tab)) }

    static func coordinator(_ flow: String) -> String { flow + "Coordinator" }
    static func outcome(_ flow: String) -> String { flow + "Outcome" }
    static func event(_ flow: String) -> String { flow + "Event" }
    static func work(_ flow: String) -> String { flow + "Work" }
    /// The skeleton's implementation of a flow's work.
    static func liveWork(_ flow: String) -> String { GeneratedNames.liveWork(flow) }

    /// `<Flow><Screen>Actions`, leaving out the screen's name where it repeats the flow's.
    static func actions(flow: String, screen: String) -> String {
        GeneratedNames.actionsType(flow: flow, screen: screen)
    }

    /// The case of a choice enum standing for one alternative: `pushAddress`, `startLogin`, `pop`;
    /// `start Returns.draft`, a child started at an entry (format 1.1), is `startReturnsAtDraft`.
    /// The choice's cases are given in one `SwiftNameScope` (`FlowPlan.caseNames`): two
    /// alternatives that would share a name never do.
    static func choiceCase(_ transition: Transition) -> String {
        // Format 1.2: a transition with a second step names both, `dismissThenStartRoom`.
        if transition.then != nil { return GeneratedNames.choiceCase(transition) }
        guard let target = transition.target else { return choiceVerb(transition.verb) }
        let (child, entry) = Transition.childAndEntry(target)
        guard let entry else { return choiceVerb(transition.verb) + upperFirst(target) }
        return choiceVerb(transition.verb) + upperFirst(String(child)) + "At" + upperFirst(String(entry))
    }

    /// The method that starts a flow at entry `entry` (format 1.1): `startDetails`.
    static func entryStart(_ entry: String) -> String { "start" + upperFirst(entry) }

    /// A verb as the start of a choice case: its name, but `returnValue` for `return`, which
    /// Swift reserves.
    static func choiceVerb(_ verb: Transition.Verb) -> String {
        verb == .return ? "returnValue" : verb.rawValue
    }
}

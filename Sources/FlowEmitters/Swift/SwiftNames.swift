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

import FlowModel

/// The Swift names flowc's generated code makes from the names a flow chooses, where two of them
/// could come out alike: the requirements of a flow's work protocol, the types of each file, the
/// cases of a tabs flow's `Tab`. The emitters name things with these, and `invalid-identifier`
/// reports two things of one flow set that would get one name, before anything is generated.
public enum GeneratedNames {
    /// `name` with its first character upper-cased: `checkout` is `Checkout`.
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `name` with its first character lower-cased, or a leading acronym as a whole, as Swift's
    /// guidelines ask: `Checkout` is `checkout`, `URLs` is `urls`, `UIPicker` is `uiPicker`.
    public static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        let characters = Array(name)
        var upper = 0
        while upper < characters.count && characters[upper].isUppercase { upper += 1 }
        if upper <= 1 { return first.lowercased() + name.dropFirst() }
        let lowered = upper == characters.count ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    // MARK: The work protocol's requirements

    /// The tab bar item of each tab of a `tabs` flow.
    public static let tabBarItemRequirement = "tabBarItem"
    /// The choice among a flow's `start` alternatives.
    public static let startChoiceRequirement = "chooseStart"

    /// The work of action `action` of screen `screen`: `cartCheckout`.
    public static func actionRequirement(screen: String, action: String) -> String { screen + upperFirst(action) }

    /// The choice among the alternatives of the handler of `outcome` (or event) of child `child`:
    /// `afterLoginDone`.
    public static func handlerRequirement(child: String, outcome: String) -> String {
        lowerFirst(handlerBase(child: child, outcome: outcome))
    }

    /// `AfterLoginDone`: the handler's requirement, upper-cased, and its choice type's start.
    public static func handlerBase(child: String, outcome: String) -> String {
        "After" + child + upperFirst(outcome)
    }

    /// The work of child flow `child`, made each time it starts: `makeLoginWork`.
    public static func childWorkRequirement(_ child: String) -> String { "make" + child + "Work" }

    /// Whether a swipe may dismiss child `child`'s sheet: `mayDismissLoginBySwipe`.
    public static func childSwipeRequirement(_ child: String) -> String { "mayDismiss" + child + "BySwipe" }

    /// Whether a swipe may dismiss the presented screen `screen`: `mayDismissDetailScreenBySwipe`.
    public static func screenSwipeRequirement(_ screen: String) -> String {
        "mayDismiss" + upperFirst(screen) + "ScreenBySwipe"
    }

    // MARK: Types

    /// `<Flow><Screen>Actions`, leaving out the screen's name where it repeats the flow's.
    public static func actionsType(flow: String, screen: String) -> String {
        let screenName = upperFirst(screen)
        return (screenName == flow ? flow : flow + screenName) + "Actions"
    }

    /// The enum of the named answers action `action` of screen `screen` waits for (format 1.2):
    /// its actions type's name, the action's and `Result`, `LinkNewDeviceVerifyWithAppLockPINResult`.
    public static func resultType(flow: String, screen: String, action: String) -> String {
        let screenName = upperFirst(screen)
        return (screenName == flow ? flow : flow + screenName) + upperFirst(action) + "Result"
    }

    /// The types each flow's file declares (`<Flow>Coordinator`, `Outcome`, `Event`, `Work`,
    /// `Route`) but its screens' actions.
    public static func flowTypes(_ flow: String) -> [String] {
        [flow + "Coordinator", flow + "Outcome", flow + "Event", flow + "Work", flow + "Route"]
    }

    /// The skeleton's implementation of a flow's work: `LiveCheckoutWork`.
    public static func liveWork(_ flow: String) -> String { "Live" + flow + "Work" }

    /// The types and functions of the runtime every generated coordinator shares
    /// (`FlowcSupport.swift`); GeneratedCodeTests checks this list against the file.
    public static let supportNames: Set<String> = [
        "FlowcAction", "FlowcActionError", "FlowcAnswer", "FlowcCoordinator", "FlowcNamedAnswer",
        "FlowcNavigationController", "FlowcPlacement", "FlowcPresentedReply", "FlowcReply", "FlowcReplying",
        "FlowcScreen", "FlowcStackChange",
        "FlowcStoryboarded", "FlowcTabBarController", "flowcAsk", "flowcPresent", "flowcWhenIdle",
    ]

    /// The case of a `tabs` flow's `Tab` enum for tab `tab`: `home`, `urlList`.
    public static func tabCase(_ tab: String) -> String { lowerFirst(tab) }
}

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
    /// The enum of a `start` list's items, nested in the flow's coordinator.
    public static let startChoiceType = "StartChoice"

    /// The choice among the `start` alternatives of entry `entry` (format 1.2): `chooseMainStart`.
    public static func entryStartChoiceRequirement(entry: String) -> String { "choose" + upperFirst(entry) + "Start" }

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

    /// The choice among the alternatives of trigger `trigger` (format 1.2), and the coordinator's
    /// method the app calls to run it: `triggerAuthError`.
    public static func triggerRequirement(_ trigger: String) -> String { "trigger" + upperFirst(trigger) }

    /// Format 1.2: the input a made step hands its target, asked of the work at the step's place
    /// (`place`: an action's requirement, `actionRequirement`; a handler's, `handlerRequirement`;
    /// a button's, `buttonPlace`; a trigger's, `triggerRequirement`): `startLoginInput`,
    /// `triggerShippedInput`. A place with alternatives names each made
    /// one by its choice case, `choiceCase`: `cartCheckoutPushAddressInput`.
    public static func madeInputRequirement(place: String, choiceCase: String?) -> String {
        place + (choiceCase.map(upperFirst) ?? "") + "Input"
    }

    /// An alert's button as a place of made steps: `confirmDeleteDelete`.
    public static func buttonPlace(alert: String, button: String) -> String { alert + upperFirst(button) }

    /// The case of a choice enum standing for one alternative: `pushAddress`, `startLogin`, `pop`;
    /// `start Returns.draft`, a child started at an entry (format 1.1), is `startReturnsAtDraft`;
    /// `return` is `returnValue`, which Swift reserves. Before a choice's cases are made distinct.
    public static func choiceCase(verb: Transition.Verb, target: String?) -> String {
        let verbName = verb == .return ? "returnValue" : verb.rawValue
        guard let target else { return verbName }
        let (child, entry) = Transition.childAndEntry(target)
        guard let entry else { return verbName + upperFirst(target) }
        return verbName + upperFirst(String(child)) + "At" + upperFirst(String(entry))
    }

    /// The choice case of `transition`, naming its second step too (format 1.2):
    /// `dismissThenStartRoom`.
    public static func choiceCase(_ transition: Transition) -> String {
        let first = choiceCase(verb: transition.verb, target: transition.target)
        guard let then = transition.then else { return first }
        return first + "Then" + upperFirst(choiceCase(verb: then.verb, target: then.target))
    }

    /// The work of child flow `child`, made each time it starts: `makeLoginWork`.
    public static func childWorkRequirement(_ child: String) -> String { "make" + child + "Work" }

    /// Whether a swipe may dismiss child `child`'s sheet: `mayDismissLoginBySwipe`.
    public static func childSwipeRequirement(_ child: String) -> String { "mayDismiss" + child + "BySwipe" }

    /// Format 1.2: the parent's property holding a kept child, `kept<Child>`.
    public static func keptChild(_ child: String) -> String { "kept" + child }

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

    /// The enum of an entry's `start` alternatives (format 1.2), nested in the coordinator:
    /// `MainStartChoice`. It shares the coordinator with the choice enums of actions
    /// (`<Screen><Action>Choice`) and handlers (`After<Child><Outcome>Choice`), so the
    /// generated-name check compares them (entry `main` and action `start` of screen `main`).
    public static func entryStartChoiceType(entry: String) -> String { upperFirst(entry) + "StartChoice" }

    /// The enum of the alternatives of requirement `requirement` of an action or a handler, nested
    /// in the coordinator: `CartCheckoutChoice`, `AfterLoginDoneChoice`.
    public static func choiceType(requirement: String) -> String { upperFirst(requirement) + "Choice" }

    /// The skeleton's implementation of a flow's work: `LiveCheckoutWork`.
    public static func liveWork(_ flow: String) -> String { "Live" + flow + "Work" }

    /// The types and functions the runtime every generated coordinator shares declares
    /// (`FlowcSupport.swift`), of either backend, every part of it included (`RuntimeNamesTests`
    /// checks this list against their texts).
    public static let supportNames: Set<String> = [
        // Both backends' runtimes
        "FlowcAction", "FlowcActionError", "FlowcAnswer", "FlowcCoordinator", "FlowcExternalScreen",
        "FlowcExternalShow", "FlowcNamedAnswer", "FlowcReply", "FlowcStackChange", "FlowcStoryboarded",
        "FlowcTriggerScreens", "flowcAsk", "flowcRunThen",
        // UIKit's
        "FlowcExternalShowing", "FlowcNavigationController", "FlowcPlacement", "FlowcPresentedReply", "FlowcReplying",
        "FlowcScreen", "FlowcShownExternal", "FlowcTabBarController", "flowcPresent", "flowcWhenIdle",
        "flowcWhenPresentationsIdle",
        // SwiftUI's
        "FlowcAlert", "FlowcControllerView", "FlowcEntryView", "FlowcExternalView", "FlowcPresentation", "FlowcStack",
        "FlowcStackEntry", "FlowcStackView", "FlowcTabLabel", "FlowcTabSelection", "flowcWhenSettled",
    ]

    /// Types the generated code and its runtimes name without a module (UIKit's, SwiftUI's,
    /// Foundation's, Swift's), the one function it calls by name (`NSLocalizedString`) and the
    /// fixed names of types it nests in a coordinator (`Screen`, `Tab`, `StartChoice`): a
    /// screen's view of one of these names would be taken for it
    /// (`GeneratedCodeNamesTests` holds the list to the code both backends write).
    public static let typesTheCodeNames: Set<String> = [
        // UIKit
        "UIActivityViewController", "UIAdaptivePresentationControllerDelegate", "UIAlertAction", "UIAlertController",
        "UIHostingController", "UIImage", "UIModalPresentationStyle", "UINavigationController",
        "UINavigationControllerDelegate", "UIPopoverPresentationController", "UIPresentationController",
        "UISheetPresentationController", "UIStoryboard", "UITabBarController", "UITabBarItem", "UIView",
        "UIViewController", "UIViewControllerAnimatedTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIViewControllerTransitionCoordinator", "UIWindow",
        // SwiftUI
        "AnyView", "Binding", "Button", "ButtonRole", "Context", "EmptyView", "ForEach", "Image", "NavigationStack",
        "PresentationDetent", "Tab", "TabView", "Text", "UIViewControllerRepresentable", "View",
        // Foundation, Observation and Swift
        "Any", "AnyObject", "Array", "Bool", "CancellationError", "CaseIterable", "CheckedContinuation",
        "DefaultStringInterpolation", "Dictionary", "Equatable", "Error", "Hashable", "Hasher", "Identifiable", "Int",
        "LosslessStringConvertible", "MainActor", "Mirror", "NSCoder", "NSObject", "Never", "Observable",
        "ObservationIgnored",
        "Optional", "Result", "Sendable", "Set", "String", "Task", "URL", "URLComponents", "URLQueryItem", "Void",
        // Foundation's one function the code calls by name, which a type of that name would take
        "NSLocalizedString",
        // Nested in coordinators
        "Screen", "StartChoice",
    ]

    /// The case of a `tabs` flow's `Tab` enum for tab `tab`: `home`, `urlList`.
    public static func tabCase(_ tab: String) -> String { lowerFirst(tab) }

    /// The coordinator method that starts child `flow` at `entry` on a route's way (format 1.2, a
    /// route's `entry`): `routeToRoomAtDetails`, beside the `routeTo<Child>` of 1.1's steps.
    public static func routeEntryStep(flow: String, entry: String) -> String {
        "routeTo" + flow + "At" + upperFirst(entry)
    }
}

extension GeneratedNames {
    /// Format 1.2: the requirement that makes the input of the made transition at `position` in
    /// `resolved.transitions` (one of `flow`'s): its place's name, its choice case where the place
    /// has alternatives, and `Input`.
    public static func madeInputRequirement(_ position: Int, in resolved: ResolvedFlow, flow: Flow) -> String {
        var transition = resolved.transitions[position]
        // A made second step (format 1.2) is named by its first step's place and choice case: the
        // first step, a closing one, is never made itself.
        if case .then(let step) = transition.place { transition = resolved.transitions[step] }
        let place: String
        let alternatives: Int
        switch transition.place {
        case .action(let screen, let action):
            let declared = flow.screens[screen]
            place = actionRequirement(screen: declared.id.value, action: declared.actions[action].name.value)
            alternatives = declared.actions[action].transitions.count
        case .handler(let child, let handler):
            let declared = flow.children[child]
            place = handlerRequirement(child: declared.flow.value, outcome: declared.handlers[handler].outcome.value)
            alternatives = declared.handlers[handler].transitions.count
        case .alertButton(let alert, let button):
            let declared = flow.alerts[alert]
            place = buttonPlace(alert: declared.name.value, button: declared.buttons[button].name.value)
            alternatives = declared.buttons[button].transitions.count
        case .trigger(let trigger):
            let declared = flow.triggers[trigger]
            place = triggerRequirement(declared.name.value)
            alternatives = declared.transitions.count
        case .external(let screen):
            // Format 1.2, §6: the alternatives of an external screen's `to` are `<screen>Done`'s.
            place = flow.screens[screen].id.value + "Done"
            alternatives = flow.screens[screen].external?.transitions.count ?? 1
        case .start, .tab, .back, .then:
            // Never made: the decoder reads no long form there (nor a third step).
            place = lowerFirst(flow.name.value)
            alternatives = 1
        }
        guard alternatives > 1 else { return madeInputRequirement(place: place, choiceCase: nil) }
        return madeInputRequirement(
            place: place,
            choiceCase: choiceCase(resolved.transition(transition, in: flow)))
    }
}

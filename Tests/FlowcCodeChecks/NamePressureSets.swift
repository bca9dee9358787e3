import FlowEmitters

/// Flow sets that press on the names flowc generates: actions named as the coordinator's own
/// members and locals and as the methods made for the flow's screens, children and alerts
/// (`presentDetailScreen`, `startReturnsFlow`, `finish`, `screen`, `input`), alternatives of every
/// verb a screen may use (a child started at each of its entries among them), handlers with
/// alternatives, an alert whose text shows fields of its input, tabs named as Swift keywords.
/// Each set is written from a seed, the same on every machine; most lint clean.
public struct NamePressureSets {
    /// Names near the generated ones: every name a screen factory uses unqualified, as the emitter
    /// lists them (its locals and the coordinator's members that its closures and the verbs' calls
    /// name, `popToFirstScreen` for `popToRoot` among them), then the methods made for this set's
    /// screens, children and alerts, the closures' own parameters, and names near those.
    static let actionNames =
        SwiftEmitter.namesScreenFactoriesUse.sorted() + [
            "presentDetailScreen", "makeDetailScreen", "makeOtherScreen", "makeHomeScreen", "startReturnsFlow",
            "showConfirmAlert", "input", "next", "navigation", "output", "reply", "start", "leave", "adopt", "show",
            "open", "pushAction", "finishAction", "presentDetailScreenAction", "routeToReturns", "startOrder",
            "detail", "other", "homeNext", "stack", "child", "alert",
        ]

    /// What each screen's actions may do: every verb a screen of this set can use (checked against
    /// the verb table by `GeneratedSwiftPropertyTests.namePressureSetsUseEveryVerbTheirScreensCan`).
    static let homeVerbs = [
        "push other", "present detail", "replace home", "start Returns", "start Returns.order",
        "start Returns.draft", "reset home", "stay", "alert confirm",
    ]
    static let otherVerbs = [
        "pop", "popToRoot", "push detail", "present detail", "start Returns", "stay", "reset home",
    ]
    static let detailVerbs = ["dismiss", "push other", "stay", "alert confirm"]
    static let handlerVerbs = ["stay", "push other", "present detail", "reset home", "start Returns.draft"]

    /// The verbs that the set's actions and handlers use (without their targets).
    public static var verbsUsed: Set<String> {
        Set((homeVerbs + otherVerbs + detailVerbs + handlerVerbs).map { String($0.prefix { $0 != " " }) })
    }

    private var random: UInt64

    public init(seed: UInt64) {
        random = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// The files of set `seed`, as (path, text).
    public static func files(seed: UInt64) -> [(path: String, text: String)] {
        var sets = NamePressureSets(seed: seed)
        return sets.write()
    }

    private mutating func next(_ count: Int) -> Int {
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return Int(random % UInt64(count))
    }

    private mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    private mutating func pick<Element>(_ items: [Element], count: Int) -> [Element] {
        var pool = items
        var picked: [Element] = []
        for _ in 0..<min(count, pool.count) { picked.append(pool.remove(at: next(pool.count))) }
        return picked
    }

    /// `count` actions with names near the generated ones, each doing one or more of `verbs`.
    private mutating func actions(
        _ verbs: [String], count: Int, fixed: [(String, String)], detailInput: Bool
    ) -> String {
        var out = "    actions:\n"
        for (name, to) in fixed { out += "      \(name): \(to)\n" }
        for name in pick(Self.actionNames.filter { name in !fixed.contains { $0.0 == name } }, count: count) {
            let alternatives = pick(verbs, count: 1 + next(3))
            let to = alternatives.count == 1 ? alternatives[0] : "[" + alternatives.joined(separator: ", ") + "]"
            var keys: [String] = []
            // An alert with an input is shown with a value of it, a screen with one made with it.
            let needsServer =
                alternatives.contains("alert confirm")
                || detailInput && (alternatives.contains("present detail") || alternatives.contains("push detail"))
            if needsServer || chance(10) { keys.append("input: Server") }
            if chance(20) { keys.append("output: Bool") }
            if chance(20) { keys.append("async: true") }
            keys.append("to: \(to)")
            out += "      \(name): {\(keys.joined(separator: ", "))}\n"
        }
        if chance(15), let name = pick(Self.actionNames, count: 1).first, !out.contains(" \(name):") {
            // An action without `to`: work only the app does.
            out += "      \(name): {output: Bool}\n"
        }
        return out
    }

    private mutating func write() -> [(path: String, text: String)] {
        var app = """
            flow: App
            entry: true
            start: home
            screens:
              home:

            """
        let detailInput = chance(20)
        app += actions(
            Self.homeVerbs, count: 1 + next(4),
            fixed: [
                ("openDetail", detailInput ? "{input: Server, to: present detail}" : "present detail"),
                ("openOther", "push other"), ("openOrder", "start Returns.order"), ("openDraft", "start Returns.draft"),
            ], detailInput: detailInput)
        app += "  detail:\n"
        if chance(50) { app += "    presentation: {style: pageSheet\(chance(50) ? ", swipeToDismiss: false" : "")}\n" }
        if detailInput { app += "    input: Server\n" }
        app += actions(Self.detailVerbs, count: next(3), fixed: [("close", "dismiss")], detailInput: detailInput)
        app += "  other:\n"
        app += actions(Self.otherVerbs, count: 1 + next(3), fixed: [("back", "pop")], detailInput: detailInput)
        let handler = pick(Self.handlerVerbs, count: 1 + next(2))
        app += """
            children:
              Returns:
                on:
                  done: stay
                  cancelled: \(handler.count == 1 ? handler[0] : "[" + handler.joined(separator: ", ") + "]")
            alerts:
              confirm:
                input: Server
                title: "{name}"
                message: "{host} at {name}"
                buttons:
                  ok: {role: cancel}
                  go: push other

            """
        let returns = """
            flow: Returns
            outcomes: [done, cancelled]
            back: cancelled
            entries:
              main: {start: a}
              order: {start: a}
              draft: {start: b}
            screens:
              a: {actions: {done: finish done, next: push b}}
              b: {actions: {done: finish done, cancel: finish cancelled}}

            """
        var files = [(path: "App.flow.yaml", text: app), (path: "Returns.flow.yaml", text: returns)]
        if chance(15) {
            // Tabs named as Swift keywords: their `Tab` cases take backticks.
            files.append(
                (
                    path: "Main.flow.yaml",
                    text: """
                    flow: Main
                    entry: true
                    root: tabs
                    tabs: [Default, Import]
                    children: {Default: null, Import: null}
                    ---
                    flow: Default
                    start: list
                    screens: {list: null}
                    ---
                    flow: Import
                    start: list
                    screens: {list: null}

                    """
                ))
        }
        return files
    }
}

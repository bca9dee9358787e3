import FlowModel
import FlowRules

/// The files where people write their own code, created once: each view type's screen (a view
/// controller, or a SwiftUI view) with the initialisers its coordinator calls, and each flow's
/// work (an extension of its coordinator that implements the generated protocol).
struct SkeletonEmitter {
    let imports: SwiftImports

    private struct Use {
        var plan: FlowPlan
        var screen: Screen
        /// Its case in the view's `Screen` enum, when the view is shared: the actions type's words,
        /// numbered where two would be one (`URLList` and `UrlList` are both `urlList`).
        var caseName = ""
        var actionsType: String { plan.actionsType(screen) }

        init(plan: FlowPlan, screen: Screen) {
            self.plan = plan
            self.screen = screen
        }
    }

    /// `screens` with their case names, unique among them.
    private static func named(_ screens: [Use]) -> [Use] {
        var taken: Set<String> = []
        return screens.map { use in
            var use = use
            let name = SwiftNames.lowerFirst(String(use.actionsType.dropLast("Actions".count)))
            var candidate = name
            var number = 2
            while !taken.insert(candidate).inserted {
                candidate = name + String(number)
                number += 1
            }
            use.caseName = candidate
            return use
        }
    }

    /// The skeletons whose names `including` accepts; the others' text is not made.
    func emit(_ graph: FlowGraph, source: (String) -> String, including: (String) -> Bool) -> [GeneratedFile] {
        var order: [String] = []
        var uses: [String: [Use]] = [:]
        var files: [GeneratedFile] = []
        let hidden = RuntimeNameQualifier.hiddenNames(in: graph)
        for (index, flow) in graph.flows.enumerated() {
            let plan = FlowPlan(flow: index, graph: graph, hiddenNames: hidden)
            // An external screen's controller is the work's (format 1.2, §6): no view of its own.
            for screen in flow.screens where !screen.isExternal {
                if uses[screen.viewType] == nil { order.append(screen.viewType) }
                uses[screen.viewType, default: []].append(Use(plan: plan, screen: screen))
            }
            let workName = SwiftNames.liveWork(plan.name) + ".swift"
            if including(workName) {
                files.append(GeneratedFile(name: workName, contents: work(plan, source: source)))
            }
        }
        for view in order where including(view + ".swift") {
            guard let screens = uses[view].map(Self.named), let first = screens.first else { continue }
            let text =
                first.screen.isSwiftUI
                ? swiftUIView(view, screens, source: source) : viewController(view, screens, source: source)
            files.append(GeneratedFile(name: view + ".swift", contents: text))
        }
        return files
    }

    private func banner(_ source: String) -> String {
        "// Created by flowc from \(SwiftComment.text(source)).\n// This file is yours: flowc created it once and never rewrites it."
    }

    private func sources(_ screens: [Use], _ source: (String) -> String) -> String {
        var seen: [String] = []
        for use in screens where !seen.contains(source(use.plan.flow.file)) { seen.append(source(use.plan.flow.file)) }
        return seen.joined(separator: ", ")
    }

    private func describe(_ use: Use) -> String {
        "the \(use.screen.id.value) screen of the \(use.plan.name) flow"
    }

    private func viewController(_ view: String, _ screens: [Use], source: (String) -> String) -> String {
        var writer = SwiftWriter()
        writer.line(banner(sources(screens, source)))
        writer.line()
        writer.line("import \(imports.uiKit)")
        writer.line()
        let storyboarded = screens.contains { $0.screen.storyboard != nil && !$0.screen.isSwiftUI }
        writer.doc(SwiftNames.upperFirst(screens.map(describe).joined(separator: "; ")) + ".")
        writer.block("final class \(view): UIViewController\(storyboarded ? ", FlowcStoryboarded" : "") {") { writer in
            stored(screens, into: &writer)
            for use in screens {
                writer.line()
                let input = use.screen.input.map { "input: \($0.parameterText), " } ?? ""
                let parameters = "\(input)actions: \(use.actionsType)"
                if use.screen.storyboard != nil {
                    writer.block("init?(coder: NSCoder, \(parameters)) {") { writer in
                        assign(use, single: screens.count == 1, into: &writer)
                        writer.line("super.init(coder: coder)")
                    }
                } else {
                    writer.block("init(\(parameters)) {") { writer in
                        assign(use, single: screens.count == 1, into: &writer)
                        writer.line("super.init(nibName: nil, bundle: nil)")
                    }
                }
            }
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.block("required init?(coder: NSCoder) {") { writer in
                writer.line(
                    "fatalError(\"init(coder:) is not used: the coordinator creates this screen with its actions\")")
            }
        }
        return writer.text
    }

    private func swiftUIView(_ view: String, _ screens: [Use], source: (String) -> String) -> String {
        var writer = SwiftWriter()
        writer.line(banner(sources(screens, source)))
        writer.line()
        writer.line("import \(imports.swiftUI)")
        writer.line()
        writer.doc(SwiftNames.upperFirst(screens.map(describe).joined(separator: "; ")) + ".")
        // SwiftUI's names, with their module where a type of the app's may hide them.
        let swiftUI = screens[0].plan
        writer.block("struct \(view): \(swiftUI.runtimeName("View")) {") { writer in
            stored(screens, into: &writer)
            if screens.count > 1 {
                for use in screens {
                    writer.line()
                    let input = use.screen.input.map { "input: \($0.parameterText), " } ?? ""
                    writer.block("init(\(input)actions: \(use.actionsType)) {") { writer in
                        assign(use, single: false, into: &writer)
                    }
                }
            }
            writer.line()
            writer.block("var body: some \(swiftUI.runtimeName("View")) {") { writer in
                writer.line("\(swiftUI.runtimeName("Text"))(\(SwiftStringLiteral.quoted(view)))")
            }
        }
        return writer.text
    }

    /// `let input` and `let actions` for a view of one screen; a `Screen` enum for several.
    private func stored(_ screens: [Use], into writer: inout SwiftWriter) {
        if screens.count == 1, let use = screens.first {
            if let input = use.screen.input { writer.line("let input: \(input.text)") }
            writer.line("let actions: \(use.actionsType)")
            return
        }
        writer.doc("Which screen this view is, with what it was created with.")
        writer.block("enum Screen {") { writer in
            for use in screens {
                let input = use.screen.input.map { "input: \($0.text), " } ?? ""
                writer.line("case \(use.caseName)(\(input)actions: \(use.actionsType))")
            }
        }
        writer.line()
        writer.line("let screen: Screen")
    }

    private func assign(_ use: Use, single: Bool, into writer: inout SwiftWriter) {
        if single {
            if use.screen.input != nil { writer.line("self.input = input") }
            writer.line("self.actions = actions")
        } else {
            let input = use.screen.input == nil ? "" : "input: input, "
            writer.line("screen = .\(use.caseName)(\(input)actions: actions)")
        }
    }

    private func work(_ plan: FlowPlan, source: (String) -> String) -> String {
        var writer = SwiftWriter()
        writer.line(banner(source(plan.flow.file)))
        writer.line()
        writer.line("import \(imports.uiKit)")
        writer.line()
        let live = SwiftNames.liveWork(plan.name)
        writer.doc(
            "The \(plan.name) flow's work, which \(plan.workProtocol) asks of the app; hand it the services it needs "
                + "in its initialiser.")
        writer.line("@MainActor")
        guard !plan.requirements.isEmpty else {
            writer.line("final class \(live): \(plan.workProtocol) {}")
            return writer.text
        }
        writer.block("final class \(live): \(plan.workProtocol) {") { writer in
            for (index, requirement) in plan.requirements.enumerated() {
                if index > 0 { writer.line() }
                writer.doc(requirement.summary)
                let signature = WorkProtocolEmitter.signature(requirement, qualifier: plan.coordinator)
                switch requirement.kind {
                case .tabBarItem:
                    writer.block(signature + " {") { writer in
                        writer.line("switch tab {")
                        for tab in plan.flow.tabs ?? [] {
                            writer.line("case .\(SwiftNames.tabCase(tab.value)):")
                            writer.indented {
                                $0.line(
                                    "UITabBarItem(title: \(SwiftStringLiteral.quoted(tab.value)), image: nil, selectedImage: nil)"
                                )
                            }
                        }
                        writer.line("}")
                    }
                case .childWork(let child):
                    writer.block(signature + " {") { writer in writer.line(SwiftNames.liveWork(child), "()") }
                case .swipe:
                    writer.block(signature + " {") { writer in writer.line("false") }
                case .externalScreen:
                    writer.block(signature + " {") { writer in
                        writer.line("fatalError(\"\(requirement.name) is not written yet\")")
                    }
                case .action:
                    if requirement.output != nil {
                        writer.block(signature + " {") { writer in
                            writer.line("fatalError(\"\(requirement.name) is not written yet\")")
                        }
                    } else if let choice = requirement.choice, let first = choice.alternatives.first {
                        writer.block(signature + " {") { writer in
                            writer.line(".\(first.caseName)")
                        }
                    } else {
                        writer.line(signature + " {}")
                    }
                }
            }
        }
        return writer.text
    }
}

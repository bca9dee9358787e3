import FlowDiagnostics
import FlowModel
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The language server checks again, after an edit, only the flows the edit can change
/// (`IncrementalLinter`). Whatever the edit, what it then reports must be what `flowc lint` finds
/// in the same texts: random edit sequences on workspaces that use every construct that links
/// flows (children and their outcomes, events, entries, tabs, kept children, routes and their
/// `via`), each step checked against a lint of everything.
@Suite struct IncrementalCheckingTests {
    /// A workspace being edited: its texts by path, decoded once each, as the server keeps them.
    struct EditedWorkspace {
        var texts: [String: String]
        var decoded: [String: FlowFile] = [:]
        /// Each path's texts as they were, to mend a file by going back to one.
        var history: [String: [String]] = [:]
        var removed: [String: String] = [:]
        let loader = FlowLoader()

        init(_ texts: [String: String]) {
            self.texts = texts
            for (path, text) in texts {
                decoded[path] = loader.load(text: text, path: path)
                history[path] = [text]
            }
        }

        mutating func set(_ path: String, _ text: String?) {
            texts[path] = text
            decoded[path] = text.map { loader.load(text: $0, path: path) }
            if let text { history[path, default: []].append(text) }
        }

        /// The files in load order, as `flowc lint` orders the paths it finds.
        var files: [FlowFile] {
            texts.keys.sorted { $0.precedesInByteOrder($1) }.compactMap { decoded[$0] }
        }
    }

    /// The names that stand in the texts, with how many files each stands in.
    static func words(in texts: [String: String]) -> [String: Int] {
        var files: [String: Int] = [:]
        for text in texts.values {
            var seen: Set<String> = []
            for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) where word.first!.isLetter {
                if seen.insert(String(word)).inserted { files[String(word), default: 0] += 1 }
            }
        }
        return files
    }

    /// One random edit, in words for the log of a failure.
    static func edit(_ workspace: inout EditedWorkspace, random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let paths = workspace.texts.keys.sorted()
        guard !paths.isEmpty else {
            let (path, text) = workspace.removed.first!
            workspace.removed[path] = nil
            workspace.set(path, text)
            return "restore \(path)"
        }
        let path = pick(paths)
        let text = workspace.texts[path]!
        let words = Self.words(in: workspace.texts)
        // Names that cross files (flows, outcomes, events, entries) most of the time.
        let crossing = words.filter { $0.value > 1 }.keys.sorted()
        let inFile = Self.words(in: [path: text]).keys.sorted()
        let word = !crossing.isEmpty && random.next() % 2 == 0 ? pick(crossing) : pick(inFile.isEmpty ? ["x"] : inFile)
        let other = words.isEmpty ? "x" : pick(words.keys.sorted())
        switch random.next() % 13 {
        case 0, 1:
            // Break a reference or a declaration: one place of a name, misspelt or another name.
            let replacement = random.next() % 2 == 0 ? word + "x" : other
            let places = text.ranges(of: word)
            guard !places.isEmpty else { return "nothing" }
            var edited = text
            edited.replaceSubrange(pick(places), with: replacement)
            workspace.set(path, edited)
            return "\(path): one '\(word)' → '\(replacement)'"
        case 2:
            // Rename in one file: a screen with its references, or a child's outcome under its parent's handlers.
            let renamed = word + "Renamed"
            workspace.set(path, text.replacingOccurrences(of: word, with: renamed))
            return "\(path): every '\(word)' → '\(renamed)'"
        case 3:
            // Rename everywhere: a flow, an outcome and every handler of it.
            let renamed = word + "Moved"
            for path in paths {
                workspace.set(path, workspace.texts[path]!.replacingOccurrences(of: word, with: renamed))
            }
            return "every file: every '\(word)' → '\(renamed)'"
        case 4:
            // Mend: the file as it was at some earlier step.
            let earlier = pick(workspace.history[path]!)
            workspace.set(path, earlier)
            return "\(path): back to an earlier text"
        case 5:
            workspace.removed[path] = text
            workspace.set(path, nil)
            return "delete \(path)"
        case 6:
            guard let (removed, removedText) = workspace.removed.sorted(by: { $0.key < $1.key }).first else {
                return "nothing"
            }
            workspace.removed[removed] = nil
            workspace.set(removed, removedText)
            return "restore \(removed)"
        case 7:
            // A copy: its flows take names that are taken (before or after the original in load order).
            let copy = (random.next() % 2 == 0 ? "./0" : "./zz") + path.dropFirst(2)
            workspace.set(copy, text)
            return "copy \(path) to \(copy)"
        case 8:
            // Unparsable mid-typing.
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.insert(pick(["  broken: [unclosed", "\t: :", "- - {", "screens: {"]), at: pick(Array(lines.indices)))
            workspace.set(path, lines.joined(separator: "\n"))
            return "\(path): an unparsable line"
        case 9:
            let cut = text.index(text.startIndex, offsetBy: Int(random.next() % UInt64(text.count + 1)))
            workspace.set(path, String(text[..<cut]))
            return "\(path): cut short"
        case 10:
            // Every position below moves.
            workspace.set(path, "# a comment\n" + text)
            return "\(path): a line on top"
        case 11:
            // A child no longer started, or started again: how the flows link changes, and no outline.
            let starts = text.ranges(of: "start " + (word.first?.isUppercase == true ? word : ""))
                .filter { text[$0.upperBound...].first?.isUppercase == true }
            guard !starts.isEmpty else { return "nothing" }
            let place = pick(starts)
            var edited = text
            edited.replaceSubrange(place.lowerBound..<text.index(place.lowerBound, offsetBy: 5), with: "push")
            workspace.set(path, edited)
            return "\(path): a 'start' of a child → 'push'"
        default:
            // A flow whose name was taken gets one of its own, or the other way round.
            let renamed = "Fresh" + String(random.next() % 5)
            workspace.set(path, text.replacingOccurrences(of: "flow: " + word, with: "flow: " + renamed))
            return "\(path): flow '\(word)' → '\(renamed)'"
        }
    }

    /// Applies `steps` random edits, checking after each that the incremental findings are a lint's.
    static func check(_ texts: [String: String], seed: UInt64, steps: Int) {
        var workspace = EditedWorkspace(texts)
        var incremental = IncrementalLinter()
        var random = SplitMix64(seed: seed)
        var log: [String] = []
        for step in 0...steps {
            if step > 0 { log.append(edit(&workspace, random: &random)) }
            let files = workspace.files
            let found = incremental.lint(files).diagnostics
            let expected = Linter().lint(files).diagnostics
            // Both narrow the rules to a few flows at a time: each is held to every rule over the whole graph too.
            let whole = BatchedLintTests.ruleByRule(files, linter: Linter())
            if expected != whole {
                Issue.record(
                    "seed \(seed), step \(step): a lint's findings differ from every rule's over the whole graph")
                return
            }
            guard found != expected else { continue }
            let onlyFound = found.filter { !expected.contains($0) }.map(Self.describe)
            let onlyExpected = expected.filter { !found.contains($0) }.map(Self.describe)
            Issue.record(
                """
                seed \(seed), step \(step): the incremental findings differ from a lint's.
                edits: \(log.suffix(8).joined(separator: "; "))
                checked again: \(incremental.lastChecked)
                only found incrementally: \(onlyFound)
                only found by the lint: \(onlyExpected)
                """)
            return
        }
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule) \(diagnostic.message)"
    }

    static func texts(in folder: String) throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder)
        where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            texts["./" + name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return texts
    }

    /// The bench corpus's shape, small: chains of children under tabs, a flow shared by two
    /// tabs, events, entries, results, triggers, kept children and routes with `via`.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func editsOfTheCorpusFindWhatALintFinds(seed: UInt64) throws {
        let corpus = try TemporaryDirectory()
        let python = try ProcessRunner.run([
            "python3", PackageRoot.path("Scripts/corpus.py"), "--files", "16", "--screens", "8", "--depth", "3",
            "--tabs", "2", "--out", corpus.path,
        ])
        try #require(python.status == 0, "\(python.standardError)")
        Self.check(try Self.texts(in: corpus.path), seed: seed, steps: 120)
    }

    @Test(arguments: ["flows", "Tests/FlowcTests/Fixtures/large-app", "Tests/FlowcTests/Fixtures/broken"])
    func editsOfTheShopsFindWhatALintFinds(folder: String) throws {
        let texts = try Self.texts(in: PackageRoot.path(folder))
        try #require(!texts.isEmpty)
        for seed in [11, 12] as [UInt64] { Self.check(texts, seed: seed, steps: 80) }
    }

    /// The findings that weigh every flow against every other are kept while an edit changes
    /// nothing they read; an edit inside a flow's screens can still change them, by giving two
    /// asking actions one result type or two screens one actions type (names that clash in the
    /// generated Swift), and then they must be made again.
    @Test func editsInsideScreensThatClashGeneratedNamesFindWhatALintFinds() {
        let checkout = """
            flow: Checkout
            entry: true
            start: review
            screens:
              review:
                actions:
                  changeAddress: {to: present addresses, result: [picked]}
              reviewChange:
                actions:
                  addresx: {to: present addresses, result: [picked]}
              addresses:
                actions: {close: return}
            """
        let shop = """
            flow: Shop
            entry: true
            start: cartHomx
            screens:
              cartHomx: {actions: {open: start ShopCart}}
            children: {ShopCart: null}
            """
        let shopCart = """
            flow: ShopCart
            start: home
            outcomes: [done]
            screens:
              home: {actions: {close: finish done}}
            """
        var workspace = EditedWorkspace([
            "./Checkout.flow.yaml": checkout, "./Shop.flow.yaml": shop, "./ShopCart.flow.yaml": shopCart,
        ])
        var incremental = IncrementalLinter()
        func expectALintsFindings(_ step: String, clash: String? = nil) {
            let found = incremental.lint(workspace.files).diagnostics
            let expected = Linter().lint(workspace.files).diagnostics
            #expect(expected == BatchedLintTests.ruleByRule(workspace.files, linter: Linter()), "\(step)")
            let clashes = expected.filter { $0.message.contains("would both generate the type") }
            #expect(
                clashes.compactMap {
                    $0.message.components(separatedBy: "the type '").last?.split(separator: "'").first.map(String.init)
                } == clash.map { [$0] } ?? [])
            #expect(
                found == expected,
                "\(step): only found incrementally \(found.filter { !expected.contains($0) }.map(Self.describe)), only by the lint \(expected.filter { !found.contains($0) }.map(Self.describe))"
            )
        }
        expectALintsFindings("first lint")
        // 'CheckoutReviewChangeAddressResult', twice.
        workspace.set("./Checkout.flow.yaml", checkout.replacingOccurrences(of: "addresx:", with: "address:"))
        expectALintsFindings("an asking action renamed into a clash", clash: "CheckoutReviewChangeAddressResult")
        workspace.set("./Checkout.flow.yaml", checkout)
        expectALintsFindings("out of it")
        // 'ShopCartHomeActions', twice.
        workspace.set("./Shop.flow.yaml", shop.replacingOccurrences(of: "cartHomx", with: "cartHome"))
        expectALintsFindings("a screen renamed into a clash", clash: "ShopCartHomeActions")
        workspace.set("./Shop.flow.yaml", shop)
        expectALintsFindings("out of it")
    }

    /// A misspelt `reset` target means the child it suggests, which then counts as started for
    /// `unused-flow`, a whole-workspace finding: an edit that changes which child it means (or
    /// whether it means one) changes that finding, incrementally too.
    @Test func editsOfWhatAMisspeltResetMeansFindWhatALintFinds() {
        let app = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {r: reset Rom}}
            children:
              Room: {on: {left: stay}}
            """
        let room = """
            flow: Room
            start: room
            outcomes: [left]
            back: left
            screens: {room: null}
            """
        var workspace = EditedWorkspace(["./App.flow.yaml": app, "./Room.flow.yaml": room])
        var incremental = IncrementalLinter()
        for (step, item) in [("first lint", "Rom"), ("'Rom' → 'Xyz'", "Xyz"), ("'Xyz' → 'Rom'", "Rom")] {
            workspace.set("./App.flow.yaml", app.replacingOccurrences(of: "reset Rom", with: "reset " + item))
            let found = incremental.lint(workspace.files).diagnostics
            let expected = Linter().lint(workspace.files).diagnostics
            #expect(expected.contains { $0.rule == "unused-flow" } == (item == "Xyz"), "\(step)")
            #expect(found == expected, "\(step): \(found.map(Self.describe)) against \(expected.map(Self.describe))")
        }
    }

    /// Whether a child's first screen has anything beneath it depends on how its parent starts
    /// it: first (a `start` item, a `reset`) on an entry flow's stack, nothing. An edit of the
    /// parent that changes only that (`start Main` → `reset Main`, a `start` list) changes no
    /// outline and no started flow, and the contexts must still be made again.
    @Test func editsThatStartAChildFirstFindWhatALintFinds() {
        let app = """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {go: start Main}}
            children:
              Main: {on: {done: stay}}
            """
        let main = """
            flow: Main
            start: main
            outcomes: [done]
            back: done
            screens:
              main: {actions: {close: pop}}
            """
        var workspace = EditedWorkspace(["./App.flow.yaml": app, "./Main.flow.yaml": main])
        var incremental = IncrementalLinter()
        func expectALintsFindings(_ step: String, popReported: Bool) {
            let found = incremental.lint(workspace.files).diagnostics
            let expected = Linter().lint(workspace.files).diagnostics
            #expect(
                expected.contains {
                    $0.message == "'pop' runs on the first screen of flow 'Main', which flow 'App' starts first, "
                        + "where nothing is beneath it"
                } == popReported, "\(step): \(expected.map(Self.describe))")
            #expect(
                found == expected,
                "\(step): only found incrementally \(found.filter { !expected.contains($0) }.map(Self.describe)), only by the lint \(expected.filter { !found.contains($0) }.map(Self.describe))"
            )
        }
        expectALintsFindings("first lint", popReported: false)
        workspace.set("./App.flow.yaml", app.replacingOccurrences(of: "go: start Main", with: "go: reset Main"))
        expectALintsFindings("'start Main' → 'reset Main'", popReported: true)
        workspace.set("./App.flow.yaml", app)
        expectALintsFindings("back", popReported: false)
        workspace.set("./App.flow.yaml", app.replacingOccurrences(of: "start: home", with: "start: [home, Main]"))
        expectALintsFindings("'Main' a 'start' item", popReported: true)
        workspace.set("./App.flow.yaml", app)
        expectALintsFindings("back again", popReported: false)
    }

    /// Every rule's examples of several files: the cross-flow cases each rule was written for.
    @Test func editsOfTheRulesExamplesFindWhatALintFinds() {
        var seed: UInt64 = 100
        for rule in RuleRegistry.all {
            for example in rule.description.triggering + rule.description.nonTriggering where example.files.count > 1 {
                var texts: [String: String] = [:]
                for file in example.unmarked.files { texts["./" + file.path] = file.text }
                seed += 1
                Self.check(texts, seed: seed, steps: 12)
            }
        }
    }
}

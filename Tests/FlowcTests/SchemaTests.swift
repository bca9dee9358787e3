import FlowDiagnostics
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// The example app in `flows/` and the JSON Schema in `Schemas/`: the flows lint clean, match the
/// schema under a real validator (check-jsonschema, from PyPI), and the schema rejects what the
/// format does not have.
@Suite struct SchemaTests {
    /// The first line of every example flow: how an editor finds the schema.
    static let schemaComment = "# yaml-language-server: $schema=../Schemas/flow.schema.json"

    @Test func everyExampleFlowNamesTheSchemaOnItsFirstLine() throws {
        let files = try Repository.exampleFlows()
        #expect(!files.isEmpty, "no flow files in \(Repository.flows)")
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
            #expect(firstLine.map(String.init) == Self.schemaComment, "\(file) does not start with the schema comment")
        }
    }

    @Test(.requires(.checkJSONSchema)) func schemaIsAValidDraft202012Schema() throws {
        let result = try Validator.run(["--check-metaschema", Repository.schema])
        #expect(result.status == 0, "check-jsonschema --check-metaschema failed:\n\(result.output)")
    }

    @Test(.requires(.checkJSONSchema)) func everyExampleFlowMatchesTheSchema() throws {
        let files = try Repository.exampleFlows()
        try #require(!files.isEmpty, "no flow files in \(Repository.flows)")
        let result = try Validator.validate(files)
        #expect(result.status == 0, "flows/ does not match Schemas/flow.schema.json:\n\(result.output)")
    }

    @Test(.requires(.checkJSONSchema)) func schemaRejectsAnUnknownKey() throws {
        let valid = """
            \(Self.schemaComment)
            flow: Checkout
            input: Cart
            start: review
            screens:
              review:
                input: Cart
            """
        let directory = try TemporaryDirectory()
        let accepted = try directory.write(valid, to: "Checkout.flow.yaml").path
        let rejected = try directory.write(valid + "\ntitle: Checkout\n", to: "Unknown.flow.yaml").path

        let control = try Validator.validate([accepted])
        #expect(control.status == 0, "the flow without the unknown key should match:\n\(control.output)")
        let result = try Validator.validate([rejected])
        #expect(result.status == 1, "the schema accepted an unknown key:\n\(result.output)")
        #expect(result.output.contains("'title' was unexpected"), "\(result.output)")
    }

    /// Flows that YAML 1.1 and YAML 1.2 loaders could read differently, and shapes the decoder
    /// rejects: the schema must agree with flowc on each.
    static let agreementCases: [Case] =
        [
            Case(
                "on, true, null and ~ read as flowc reads them", valid: true,
                """
                flow: App
                entry: true
                start: [home, Login]
                screens:
                  home:
                  about: ~
                  settings: null
                children:
                  Login:
                    present: true
                    on: {done: stay, cancelled: [stay, pop]}
                """),
            Case(
                "the long forms, list outcomes and a null 'to'", valid: true,
                """
                flow: Checkout
                outcomes: [done]
                start: cart
                screens:
                  cart:
                    storyboard: Main
                    identifier: Cart
                    swiftui: false
                    actions:
                      refresh: {output: "[Item]", async: true, to: null}
                      close: {to: [finish done, pop]}
                      help:
                """),
            Case(
                "a tabs flow", valid: true,
                """
                flow: Main
                root: tabs
                tabs: [Home, Profile]
                children: {Home: null, Profile: {permanent: true}}
                """),
            Case(
                "yes is not a boolean", valid: false,
                """
                flow: App
                entry: yes
                start: home
                """),
            Case(
                "a quoted true is text", valid: false,
                """
                flow: App
                entry: "true"
                start: home
                """),
            Case(
                "a malformed transition", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {close: pop home}}}
                """),
            Case(
                "a transition listed twice", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {close: [pop, pop]}}}
                """),
            Case(
                "a tabs flow with screens", valid: false,
                """
                flow: Main
                root: tabs
                tabs: [Home]
                screens: {home: null}
                children: {Home: null}
                """),
            Case(
                "a stack flow without start", valid: false,
                """
                flow: App
                screens: {home: null}
                """),
            Case(
                "routes", valid: true,
                """
                flow: Product
                input: Product.ID
                start: product
                screens: {product: {input: Product.ID}, reviews: {input: Product.ID}}
                routes:
                  "product/{id}": {id: Product.ID, to: start, via: Home}
                  /product/{id}/reviews: {id: Product.ID, to: push reviews}
                """),
            Case(
                "a route without 'to'", valid: false,
                """
                flow: Product
                start: product
                routes: {product: {via: Home}}
                """),
            Case(
                "a route pattern with unbalanced braces", valid: false,
                """
                flow: Product
                start: product
                routes: {"product/{id": {id: Int, to: start}}
                """),
            Case(
                "an unknown key of a child", valid: false,
                """
                flow: App
                start: home
                children: {Login: {presented: true}}
                """),
            // Presentation styles (format 1.1).
            Case(
                "presentation styles on a screen and a child", valid: true,
                """
                flow: App
                start: home
                screens:
                  home: {actions: {filter: present filters, login: start Login}}
                  filters: {presentation: {style: pageSheet, detents: [medium, 300], swipeToDismiss: false}}
                children:
                  Login: {present: {style: fullScreen}, on: {done: stay}}
                """),
            Case(
                "detents on a full-screen presentation", valid: false,
                """
                flow: App
                start: home
                screens: {home: {presentation: {style: fullScreen, detents: [large]}}}
                """),
            Case(
                "swipeToDismiss on a full-screen presentation", valid: false,
                """
                flow: App
                start: home
                children: {Login: {present: {style: fullScreen, swipeToDismiss: true}}}
                """),
            Case(
                "a detent listed twice", valid: false,
                """
                flow: App
                start: home
                screens: {home: {presentation: {detents: [medium, medium]}}}
                """),
            Case(
                "an unknown presentation style", valid: false,
                """
                flow: App
                start: home
                screens: {home: {presentation: {style: modal}}}
                """),
            // Format 1.1: alerts.
            Case(
                "an alert with texts, a key and buttons of each form", valid: true,
                """
                flow: App
                start: home
                screens: {home: {actions: {remove: {input: Item, to: alert confirm}}}}
                alerts:
                  confirm:
                    style: confirmationDialog
                    input: Item
                    title: "Remove {name}?"
                    message: {key: remove.message}
                    buttons: {remove: {role: destructive, to: pop}, keep: {role: cancel}, later: null, help: stay}
                """),
            Case("an empty document, comments only", valid: true, "# nothing yet"),
            Case(
                "a SwiftUI screen with a storyboard, 'external: false' beside them", valid: false,
                """
                flow: App
                start: home
                screens: {home: {external: false, swiftui: true, storyboard: Main}}
                """),
            Case(
                "a brace followed by a combining mark is still a brace, in an alert and a pattern",
                valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {a: alert x}}}
                alerts: {x: {title: "Price {\\u0301", buttons: {ok: null}}}
                """),
            Case(
                "a route pattern whose brace carries a combining mark", valid: false,
                """
                flow: App
                start: home
                screens: {home: null}
                routes: {"a/x{\\u0301": {to: start}}
                """),
            Case(
                "a field followed by a combining keycap", valid: true,
                """
                flow: App
                start: home
                screens: {home: {actions: {a: {input: Item, to: alert x}}}}
                alerts: {x: {input: Item, message: "Step {step}\\u20e3 of 3", buttons: {ok: null}}}
                """),
            Case(
                "alert texts with fields and paths of fields", valid: true,
                """
                flow: App
                start: home
                screens: {home: {actions: {remove: {input: Item, to: alert confirm}}}}
                alerts:
                  confirm:
                    input: Item
                    title: "{name} at {address.city}: {_count}"
                    message: 404
                    buttons: {keep: {role: cancel}}
                """),
            Case(
                "an alert text with a field not closed", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {remove: {input: Item, to: alert confirm}}}}
                alerts: {confirm: {input: Item, title: "Remove {name?", buttons: {keep: {role: cancel}}}}
                """),
            Case(
                "an alert text with a closing brace alone", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {remove: {input: Item, to: alert confirm}}}}
                alerts: {confirm: {input: Item, message: "sure} {name}", buttons: {keep: {role: cancel}}}}
                """),
            Case(
                "an alert text with braces around what is no property name", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {remove: {input: Item, to: alert confirm}}}}
                alerts: {confirm: {input: Item, title: "Remove {the item}?", buttons: {keep: {role: cancel}}}}
                """),
            Case(
                "an alert button with an unknown role", valid: false,
                """
                flow: App
                start: home
                alerts: {confirm: {buttons: {ok: {role: destructve}}}}
                """),
            Case(
                "an alert without buttons", valid: false,
                """
                flow: App
                start: home
                alerts: {confirm: {title: Sure?}}
                """),
            Case(
                "an alert button with a list of transitions", valid: false,
                """
                flow: App
                start: home
                alerts: {confirm: {buttons: {ok: {to: [pop]}}}}
                """),
            Case(
                "an alert with an unknown style", valid: false,
                """
                flow: App
                start: home
                alerts: {confirm: {style: sheet, buttons: {ok: null}}}
                """),
            // Format 1.2: triggers.
            Case(
                "triggers of each form", valid: true,
                """
                flow: App
                start: home
                screens: {home: null, detail: {input: Item}}
                triggers:
                  authError: reset home
                  opened: [push detail, stay]
                  shipped: {input: Item, to: push detail}
                  verified: {from: home, to: [push detail, stay]}
                  locked: {from: [home, detail], to: stay}
                """),
            Case(
                "a trigger with an output", valid: false,
                """
                flow: App
                start: home
                triggers: {authError: {to: reset home, output: Bool}}
                """),
            Case(
                "a trigger without 'to'", valid: false,
                """
                flow: App
                start: home
                triggers: {authError: {input: Error}}
                """),
            Case(
                "a trigger of null", valid: false,
                """
                flow: App
                start: home
                triggers: {authError: null}
                """),
            Case(
                "'from' in a tabs flow", valid: false,
                """
                flow: Main
                root: tabs
                tabs: [Home]
                children: {Home: null}
                triggers: {verified: {from: home, to: select Home}}
                """),
            Case(
                "a tabs flow's trigger without 'from'", valid: true,
                """
                flow: Main
                root: tabs
                tabs: [Home]
                children: {Home: null}
                triggers: {verified: select Home}
                """),
            Case(
                "a trigger's made steps", valid: true,
                """
                flow: App
                start: home
                screens: {home: null, detail: {input: Item}}
                triggers:
                  shipped: {input: Item.ID, to: push detail, make: true}
                  opened: [{to: push detail, make: true}, stay]
                  seen: {from: home, to: {to: push detail, make: true}}
                """),
            Case(
                "make beside a trigger's alternatives", valid: false,
                """
                flow: App
                start: home
                screens: {home: null, detail: {input: Item}}
                triggers: {shipped: {to: [push detail, stay], make: true}}
                """),
            Case(
                "make on a trigger's stay", valid: false,
                """
                flow: App
                start: home
                triggers: {shipped: {to: stay, make: true}}
                """),
            // Format 1.2: named results.
            Case(
                "named answers, a list and a map, and the returns that name them", valid: true,
                """
                flow: App
                start: home
                screens:
                  home:
                    actions:
                      remove: {to: present confirm, result: [removed, kept]}
                      pick: {to: start Picker, result: {chosen: String, unchanged: null}}
                  confirm: {actions: {yes: return removed, no: return kept, close: return}}
                children: {Picker: {on: {picked: return chosen, cancelled: return unchanged}}}
                """),
            Case(
                "a result asked of what starts, presents or pushes, in each alternative and long forms",
                valid: true,
                """
                flow: App
                start: home
                screens:
                  home:
                    actions:
                      pick: {to: [start Picker, present confirm, {to: present other, make: true}], result: Int}
                      share: {to: push sheet, result: Bool}
                  confirm: {input: Int, actions: {yes: {input: Int, to: return}}}
                  other: {input: Int, actions: {yes: {input: Int, to: return}}}
                  sheet: {external: true, result: Bool}
                children: {Picker: {on: {picked: return}}}
                """),
            Case(
                "a result asked of a move that cannot answer", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {pick: {to: pop, result: Int}}}}
                """),
            Case(
                "a result asked of alternatives one of which cannot answer", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {pick: {to: [present a, stay], result: Int}}}, a: null}
                """),
            Case(
                "a result asked of what a second step shows, after the asking screen closed", valid: false,
                """
                flow: App
                start: home
                screens:
                  home: {actions: {open: present picker}}
                  picker: {actions: {pick: {to: dismiss, then: present card, result: Int}}}
                  card: null
                """),
            Case(
                "an empty list of answers", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {remove: {to: present confirm, result: []}}}}
                """),
            Case(
                "a return with two names", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {done: return removed kept}}}
                """),
            // Format 1.2: the transition long form and `make`.
            Case(
                "the transition long form and make in every place", valid: true,
                """
                flow: App
                start: home
                screens:
                  home:
                    actions:
                      login: {to: push detail, make: true}
                      open: {input: Item, to: [{to: push detail, make: true}, stay, {to: pop}]}
                      long: {to: {to: push detail, make: true}}
                      off: {to: [push detail, stay], make: false}
                  detail: {input: Item}
                children:
                  Login: {on: {done: {to: push detail, make: true}, cancelled: {to: stay}}}
                alerts:
                  confirm: {input: Item, buttons: {ok: {role: destructive, to: push detail, make: true}}}
                """),
            Case(
                "make on a verb that hands its target nothing", valid: false,
                """
                flow: App
                start: home
                children: {Login: {on: {done: {to: dismiss, make: true}}}}
                """),
            Case(
                "make beside alternatives", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {open: {to: [push home, stay], make: true}}}}
                """),
            Case(
                "make on a button without to", valid: false,
                """
                flow: App
                start: home
                alerts: {confirm: {buttons: {ok: {make: true}}}}
                """),
            Case(
                "a long form without to", valid: false,
                """
                flow: App
                start: home
                children: {Login: {on: {done: {make: false}}}}
                """),
            Case(
                "a long form with a key it does not have", valid: false,
                """
                flow: App
                start: home
                children: {Login: {on: {done: {to: stay, input: Item}}}}
                """),
            Case(
                "an entry's start list and outcomes (format 1.2)", valid: true,
                """
                flow: Room
                outcomes: [done, left]
                entries:
                  main: {input: String, start: [room, joinRoom], outcomes: [done]}
                  details: {start: room}
                screens: {room: null, joinRoom: null}
                """),
            Case(
                "an entry's empty start list", valid: false,
                """
                flow: Room
                entries: {main: {start: []}}
                screens: {room: null}
                """),
            Case(
                "an entry's start list with a name twice", valid: false,
                """
                flow: Room
                entries: {main: {start: [room, room]}}
                screens: {room: null}
                """),
            Case(
                "an entry's outcomes that are not a list", valid: false,
                """
                flow: Room
                outcomes: [done]
                entries: {main: {start: room, outcomes: done}}
                screens: {room: null}
                """),
            Case(
                "an entry's empty outcomes", valid: false,
                """
                flow: Room
                outcomes: [done]
                entries: {main: {start: room, outcomes: []}}
                screens: {room: null}
                """),
            Case(
                "stay among an external screen's to, in the long form with make: false (format 1.2)", valid: true,
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {a: present x}}
                  d: null
                  x:
                    external: true
                    to: [{to: stay, make: false}, push d]
                """),
            Case(
                "kept children (format 1.2)", valid: true,
                """
                flow: Browser
                start: browser
                screens: {browser: null}
                children:
                  Library: {present: true, keep: {reopen: showPanel}, on: {finished: stay}}
                  Scanner: {present: {style: fullScreen}, keep: true}
                  Help: {keep: false}
                """),
            Case(
                "a tabs flow's child that is not a tab, kept", valid: true,
                """
                flow: Main
                root: tabs
                tabs: [Home]
                children: {Home: null, Settings: {keep: true}}
                """),
            Case(
                "a kept child sharing its parent's stack", valid: false,
                """
                flow: Browser
                start: browser
                children: {Help: {present: false, keep: true}}
                """),
            Case(
                "a kept permanent child", valid: false,
                """
                flow: Browser
                start: browser
                children: {Help: {present: true, permanent: true, keep: true}}
                """),
            Case(
                "a keep map without reopen", valid: false,
                """
                flow: Browser
                start: browser
                children: {Help: {present: true, keep: {}}}
                """),
            Case(
                "keep that is not a boolean", valid: false,
                """
                flow: Browser
                start: browser
                children: {Help: {present: true, keep: "true"}}
                """),
            // Format 1.2, §2: `then`.
            Case(
                "then in every place", valid: true,
                """
                flow: App
                start: home
                screens:
                  home: {actions: {open: present sheet}}
                  sheet:
                    actions:
                      next: {input: Int, to: dismiss, then: {to: push detail, make: true}}
                      pick: {to: [{to: dismiss, then: push detail}, {to: popToRoot, then: present sheet}, stay]}
                      long: {to: {to: pop, then: start Login}}
                  detail: {input: Int}
                children:
                  Login: {on: {done: {to: dismiss, then: finish out}}}
                alerts:
                  confirm: {buttons: {ok: {to: dismiss, then: push detail}}}
                """),
            Case(
                "then after a push", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {open: {to: push home, then: pop}}}}
                """),
            Case(
                "then reset", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {open: {to: dismiss, then: reset home}}}}
                """),
            Case(
                "a third step", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {open: [{to: dismiss, then: {to: pop, then: pop}}]}}}
                """),
            Case(
                "then beside alternatives", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {open: {to: [dismiss, stay], then: push home}}}}
                """),
            Case(
                "then on a button without to", valid: false,
                """
                flow: App
                start: home
                screens: {home: null}
                alerts: {confirm: {buttons: {ok: {then: push home}}}}
                """),
            Case(
                "make that is not a boolean", valid: false,
                """
                flow: App
                start: home
                screens: {home: {actions: {open: [{to: push home, make: "true"}]}}}
                """),
        ] + routeLinkCases + externalCases + leniencyCases + differentialCases

    /// Shapes a differential reading of the schema against the decoder found accepted by one and
    /// refused by the other (session of 2026-11-30).
    static let differentialCases: [Case] = [
        Case(
            "result beside output", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {pick: {to: start Login, result: Address, output: Int}}}
            children:
              Login: {present: true, on: {done: return}}
            """),
        Case(
            "result beside async false", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {pick: {to: start Login, result: Address, async: false}}}
            children:
              Login: {present: true, on: {done: return}}
            """),
        Case(
            "result without to", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {pick: {result: Address}}}
            """),
        Case(
            "result with async true", valid: true,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {pick: {to: start Login, result: Address, async: true}}}
            children:
              Login: {present: true, on: {done: return}}
            """),
        Case(
            "a route parameter named _", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {input: String}
            routes:
              "home/{_}": {_: String, to: start}
            """),
        Case(
            "a fragment written as a number, read as text (format 1.2)", valid: true,
            """
            flow: App
            entry: true
            start: home
            screens:
              home: null
            routes:
              "/": {fragment: 42, to: start}
            """),
        Case(
            "a fragment parameter named _", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {input: String}
            routes:
              "/": {fragment: "/{_}", _: String, to: start}
            """),
        Case(
            "a path parameter {query} typed with a map", valid: false,
            """
            flow: Search
            entry: true
            start: results
            screens:
              results: {input: String}
            routes:
              "search/{query}":
                query: {q: String}
                to: push results
            """),
        Case(
            "a SwiftUI screen with a storyboard", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {swiftui: true, storyboard: Main}
            """),
        Case(
            "a detent written as a hexadecimal float", valid: false,
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home:
                presentation: {detents: [0x1p3]}
            """),
    ]

    @Test(arguments: agreementCases)
    func decoderJudgesTheCaseAsTheSchemaMust(_ example: Case) throws {
        let text = "\(Self.schemaComment)\n\(example.yaml)\n"
        let decoded = FlowLoader().load(text: text, path: "Example.flow.yaml")
        let schemaFindings = decoded.diagnostics.filter { $0.rule == .schema }
        #expect(schemaFindings.isEmpty == example.valid, "flowc: \(schemaFindings.map(\.message))")
    }

    @Test(.requires(.checkJSONSchema), arguments: agreementCases)
    func schemaAgreesWithTheDecoder(_ example: Case) throws {
        let text = "\(Self.schemaComment)\n\(example.yaml)\n"
        let directory = try TemporaryDirectory()
        let file = try directory.write(text, to: "Example.flow.yaml").path
        let result = try Validator.validate([file])
        #expect(result.status == (example.valid ? 0 : 1), "check-jsonschema:\n\(result.output)")
    }

    @Test func exampleFlowsLintClean() throws {
        let outcome = try LintRun(paths: [Repository.flows]).run().get()
        let findings = outcome.diagnostics.map { "\($0.location): \($0.message) [\($0.rule)]" }
        #expect(outcome.diagnostics.isEmpty, "flowc lint flows: \(findings)")
        #expect(outcome.summary.files == 12)
        #expect(outcome.summary.flows == 12)
        #expect(outcome.summary.errors == 0)
        #expect(outcome.summary.warnings == 0)
        #expect(outcome.status(strict: true) == .clean)
    }
}

extension SchemaTests {
    /// One flow the schema and flowc's decoder must judge alike.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var valid: Bool
        var yaml: String

        init(_ name: String, valid: Bool, _ yaml: String) {
            self.name = name
            self.valid = valid
            self.yaml = yaml
        }

        var testDescription: String { name }
    }

    /// Paths in the repository, found from this file's own path.
    enum Repository {
        static let root: String = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // FlowcTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the repository
            .path
        static let flows = root + "/flows"
        static let schema = root + "/Schemas/flow.schema.json"

        /// Every `*.flow.yaml` and `*.flow.yml` below `flows/`, sorted.
        static func exampleFlows() throws -> [String] {
            guard let enumerator = FileManager.default.enumerator(atPath: flows) else {
                throw Failure("cannot list \(flows)")
            }
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".flow.yaml") || relative.hasSuffix(".flow.yml") {
                    files.append(flows + "/" + relative)
                }
            }
            return files.sorted()
        }
    }

    /// check-jsonschema, run as a separate process. It reads YAML with ruamel.yaml as YAML 1.2, so
    /// `on:` stays a key and only `true`/`false` are booleans, as flowc reads them; it checks draft
    /// 2020-12 against the metaschema it ships, with no network.
    enum Validator {
        static let tool = RequiredTool.checkJSONSchema

        struct Verdict {
            var status: Int32
            var output: String
        }

        /// Validates `files` against `Schemas/flow.schema.json`.
        static func validate(_ files: [String]) throws -> Verdict {
            try run(["--schemafile", Repository.schema] + files)
        }

        static func run(_ arguments: [String]) throws -> Verdict {
            guard let command = command else {
                throw Failure(
                    "check-jsonschema was not found (neither on PATH nor as `python3 -m check_jsonschema`): \(tool.install)"
                )
            }
            let result = try ProcessRunner.run(command + arguments)
            let verdict = Verdict(status: result.status, output: result.standardOutput + result.standardError)
            // 0: valid, 1: invalid; anything else is the validator failing to run.
            guard verdict.status == 0 || verdict.status == 1 else {
                throw Failure(
                    "check-jsonschema failed to run (exit \(verdict.status)); \(tool.install):\n\(verdict.output)")
            }
            return verdict
        }

        /// The command that runs check-jsonschema here: its script on PATH, else the Python module.
        static let command: [String]? = tool.command
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String

        init(_ description: String) {
            self.description = description
        }
    }
}

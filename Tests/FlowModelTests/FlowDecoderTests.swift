import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

@Suite struct FlowDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// A stack flow that starts at the first of `ids`, with a screen of each id whose body (its
    /// lines under the id) `body` gives by position.
    func chain(_ ids: [String], _ body: (Int) -> String) -> String {
        var text = "flow: A\nstart: \(ids[0])\nscreens:\n"
        for (index, id) in ids.enumerated() { text += "  \(id):\n" + body(index) }
        return text
    }

    func places(_ file: FlowFile, _ rule: RuleID) -> [String] {
        file.diagnostics.filter { $0.rule == rule }.map { "\($0.location.line):\($0.location.column)" }
    }

    /// A flow's own keys are read before its name: an unknown one, or one written before
    /// `flow`, still belongs to the flow (reports name it; graphs draw it on its cluster).
    @Test func findingsAboutAFlowsOwnKeysBelongToTheFlow() {
        let file = decode(
            "colour: blue\nflow: Sch\nentry: true\nstart: a\nscreens:\n  a: null\n---\nflow: B\nsize: 1\n")
        #expect(file.diagnostics.map { "\($0.location.line) \($0.flow ?? "-")" }.contains("1 Sch"))
        #expect(file.diagnostics.filter { $0.message.contains("'size'") }.map(\.flow) == ["B"])
    }

    @Test func decodesEveryPartOfAFlow() throws {
        let file = decode(
            """
            flow: Checkout
            entry: true
            input: Cart
            start: [cart, Login]
            outcomes: {completed: Order, cancelled: null}
            back: cancelled
            screens:
              cart:
                view: CartScreen
                storyboard: Main
                identifier: CartID
                input: Cart
                actions:
                  close: finish cancelled
                  next: {input: Cart, output: "Coupon?", async: true, to: [push address, start Login]}
                  note: null
              address:
                swiftui: true
            children:
              Login:
                present: true
                permanent: false
                on: {loggedIn: stay, cancelled: [pop, finish cancelled]}
            """)
        #expect(file.diagnostics.isEmpty)
        let flow = try #require(file.flows.first)
        #expect(flow.name.value == "Checkout")
        #expect(flow.isEntry)
        #expect(flow.input?.text == "Cart")
        #expect(flow.start?.map(\.value) == ["cart", "Login"])
        #expect(flow.outcomes.map(\.name.value) == ["completed", "cancelled"])
        #expect(flow.outcomes.map { $0.payload?.text } == ["Order", nil])
        #expect(flow.back?.value == "cancelled")
        let cart = try #require(flow.screen(named: "cart"))
        #expect(cart.viewType == "CartScreen")
        #expect(cart.storyboard == "Main" && cart.identifier == "CartID")
        #expect(cart.actions.map(\.name.value) == ["close", "next", "note"])
        let next = cart.actions[1]
        #expect(next.isAsync && next.output?.text == "Coupon?")
        #expect(next.transitions.map(\.description) == ["push address", "start Login"])
        #expect(
            flow.location(of: next.transitions[1].position) == SourceLocation(file: "f.flow.yaml", line: 15, column: 78)
        )
        #expect(cart.actions[2].transitions.isEmpty)
        #expect(flow.screen(named: "address")?.isSwiftUI == true)
        #expect(flow.screen(named: "address")?.viewType == "AddressViewController")
        let login = try #require(flow.child(named: "Login"))
        #expect(login.isPresented && !login.isPermanent)
        #expect(login.handler(for: "cancelled")?.transitions.map(\.description) == ["pop", "finish cancelled"])
    }

    @Test func reportsEveryProblemInAFileNotJustTheFirst() {
        let file = decode(
            """
            flow: Shop
            entery: true
            start: home
            screens:
              home:
                veiw: Home
                swiftui: maybe
                actions:
                  a: psh detail
                  b: push
                  c: pop detail
                  d: push a b
                  e: [stay, stay]
                  f: []
              detail:
                input: [Item]
            """)
        let messages = file.diagnostics.map(\.message)
        #expect(
            places(file, .schema) == [
                "2:1", "6:5", "7:14", "9:10", "10:10", "11:10", "12:10", "13:17", "14:10", "16:12",
            ])
        #expect(messages.contains { $0.contains("did you mean 'entry'?") })
        #expect(messages.contains { $0.contains("did you mean 'view'?") })
        #expect(messages.contains { $0.contains("did you mean 'push'?") })
        #expect(messages.contains { $0.contains("quote types") })
        #expect(file.flows.count == 1, "the flow is still read, with what could be read")
        #expect(file.flows.first?.screens.count == 2)
    }

    @Test func requiredKeysAreReportedWhereTheirMapStarts() {
        let missingName = decode("\n  start: home\n  screens: {home: null}\n")
        #expect(places(missingName, .schema) == ["2:3"])
        #expect(missingName.flows.isEmpty)
        let missingStart = decode("flow: A\nscreens: {home: null}\n")
        #expect(places(missingStart, .schema) == ["1:1"])
        let tabs = decode("flow: Main\nroot: tabs\nstart: home\n")
        #expect(places(tabs, .schema).sorted() == ["1:1", "3:1"])
    }

    @Test func repeatedKeysAreDuplicateIdentifiersAndTheFirstWins() {
        let file = decode("flow: A\nstart: a\nstart: b\nscreens: {a: null, a: {swiftui: true}}\n")
        #expect(places(file, .duplicateIdentifier) == ["3:1", "4:20"])
        #expect(file.flows.first?.start?.map(\.value) == ["a"])
        #expect(file.flows.first?.screens.first?.isSwiftUI == false)
    }

    @Test func aNameWrittenTwiceAmongManyIsFoundWhateverItsLength() {
        // More than sixteen screens are looked up by hash; names of more than fifteen bytes are
        // shared between the screen and the transitions that name it.
        let ids = (0..<20).map { "screenWithALongName\($0)" }
        let file = decode(
            chain(ids) { index in "    actions: {next: push \(ids[(index + 1) % ids.count])}\n" }
                + "  \(ids[7]): null\n")
        #expect(places(file, .duplicateIdentifier) == ["44:3"])
        let screens = file.flows.first?.screens ?? []
        #expect(screens.map(\.id.value) == ids)
        #expect(screens.map { $0.actions.first?.transitions.first?.target } == ids.indices.map { ids[($0 + 1) % 20] })
        #expect(screens[7].actions.count == 1, "the first screen of a repeated name is the one kept")
    }

    @Test func aKeyOrVerbOneByteOffTheFormatsWordsIsNotReadAsIt() {
        // Keys and verbs are matched as packed bytes (two overlapping loads): a change in any
        // one byte, first, last or in between, must still make a different word.
        let keys = ["view", "storyboard", "identifier", "swiftui", "input", "actions"]
        let verbs = Transition.Verb.allCases.map(\.rawValue)
        func oneByteOff(_ word: String) -> [String] {
            let bytes = Array(word.utf8)
            return bytes.indices.map { index in
                var changed = bytes
                changed[index] = changed[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                return String(decoding: changed, as: UTF8.self)
            }
        }
        for key in keys {
            for typo in oneByteOff(key) {
                let file = decode("flow: A\nstart: a\nscreens:\n  a: {\(typo): x}\n")
                #expect(file.diagnostics.first?.message.hasPrefix("screen 'a' has no key '\(typo)'") == true, "\(typo)")
            }
        }
        for verb in verbs {
            for typo in oneByteOff(verb) {
                let file = decode("flow: A\nstart: a\nscreens:\n  a: {actions: {go: \(typo) a}}\n")
                #expect(
                    file.diagnostics.first?.message.hasPrefix("'\(typo)' is not a transition verb") == true, "\(typo)")
            }
        }
    }

    @Test func resetTakesAScreenOrAChildAsItsOneTarget() {
        let bare = decode("flow: A\nstart: a\nscreens:\n  a: {actions: {out: reset}}\n")
        #expect(bare.diagnostics.map(\.message) == ["'reset' needs a target (a screen or a child flow name)"])
        #expect(places(bare, .schema) == ["4:22"])
        let read = decode("flow: A\nstart: a\nscreens:\n  a: {actions: {out: reset Login}}\n")
        #expect(read.diagnostics.isEmpty)
        #expect(read.flows.first?.screens.first?.actions.first?.transitions.first?.description == "reset Login")
    }

    @Test func eventsAreReadLikeOutcomesAndNeverShareAnOutcomesName() {
        let file = decode(
            "flow: A\nstart: a\noutcomes: [done]\nevents: {openURL: URL, done: null}\n"
                + "screens:\n  a: {actions: {open: {input: URL, to: send openURL}}}\n")
        #expect(file.diagnostics.map(\.message) == ["event 'done' has the name of an outcome of the flow"])
        #expect(places(file, .duplicateIdentifier) == ["4:24"])
        let events = file.flows.first?.events ?? []
        #expect(events.map(\.name.value) == ["openURL"])
        #expect(events.first?.payload?.text == "URL")
        let listed = decode("flow: A\nstart: a\nevents: [go, go]\nscreens: {a: null}\n")
        #expect(listed.diagnostics.map(\.message) == ["event 'go' is listed twice"])
        #expect(listed.flows.first?.events.map(\.name.value) == ["go"])
    }

    @Test func eventsOfTheWrongKindAndASendWithoutTargetAreSchemaFindings() {
        let scalar = decode("flow: A\nstart: a\nevents: 3\nscreens: {a: null}\n")
        #expect(scalar.diagnostics.map(\.message) == ["'events' must be a map, not a scalar"])
        #expect(places(scalar, .schema) == ["3:9"])
        let listPayload = decode("flow: A\nstart: a\nevents: {go: [Int]}\nscreens: {a: null}\n")
        #expect(listPayload.diagnostics.first?.message.hasPrefix("the payload of event 'go' must be") == true)
        #expect(places(listPayload, .schema) == ["3:14"])
        let bare = decode("flow: A\nstart: a\nscreens:\n  a: {actions: {out: send}}\n")
        #expect(bare.diagnostics.map(\.message) == ["'send' needs a target (an event name)"])
        #expect(places(bare, .schema) == ["4:22"])
    }

    @Test func namesAndTypesAlikeAtBothEndsStayApart() {
        // Names and types are cached by their length and first and last eight bytes in front of
        // a hashed table: these share all of that and differ only in the middle.
        let ids = (0..<40).map { "screenFirst\(String(repeating: "m", count: $0 % 5))\($0)zzLastEight" }
        let types = (0..<40).map { "TypeHead\($0 % 10)\($0 / 10)MiddleTypeTail" }
        let file = decode(
            chain(ids) { index in
                "    input: \(types[index])\n"
                    + "    actions: {next: {input: \(types[(index + 1) % 40]), to: push \(ids[(index + 1) % 40])}}\n"
            })
        #expect(file.diagnostics.isEmpty)
        let screens = file.flows.first?.screens ?? []
        #expect(screens.map(\.id.value) == ids)
        #expect(screens.map { $0.input?.text } == types)
        #expect(screens.map { $0.actions.first?.transitions.first?.target } == ids.indices.map { ids[($0 + 1) % 40] })
        #expect(screens.map { $0.actions.first?.input?.text } == types.indices.map { types[($0 + 1) % 40] })
    }

    @Test func keysAreTextAsWritten() {
        let file = decode("flow: A\nstart: a\nscreens: {a: null}\nchildren:\n  B:\n    on: {done: stay}\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.flows.first?.children.first?.handlers.first?.outcome.value == "done")
    }

    @Test func documentsThatAreNotMapsAndEmptyDocuments() {
        let file = decode("---\n---\n- a\n---\nflow: A\nstart: a\nscreens: {a: null}\n")
        #expect(places(file, .schema) == ["3:1"])
        #expect(file.flows.map(\.name.value) == ["A"])
    }
}

/// Format 1.1: an action's `result` and the verb `return`.
@Suite struct ResultDecodingTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    func schemaFindings(_ file: FlowFile) -> [String] {
        file.diagnostics.filter { $0.rule == .schema }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func anActionWaitsForItsResultAndAHandlerReturnsIt() throws {
        let file = decode(
            """
            flow: Checkout
            start: review
            screens:
              review:
                actions:
                  change: {input: Address, to: start AddressBook, result: Address}
            children:
              AddressBook: {on: {selected: return}}
            """)
        #expect(file.diagnostics.isEmpty)
        let flow = try #require(file.flows.first)
        let action = try #require(flow.screens.first?.actions.first)
        #expect(action.result?.text == "Address")
        #expect(action.transitions.first?.verb == .start)
        #expect(flow.children.first?.handlers.first?.transitions.first?.verb == .return)
    }

    @Test func aResultWithAnOutputOrNotAsynchronousOrAskingNobodyIsASchemaFinding() {
        let file = decode(
            """
            flow: Checkout
            start: review
            screens:
              review:
                actions:
                  both: {to: start AddressBook, result: Address, output: Bool}
                  sync: {to: present card, result: Card, async: false}
                  nobody: {to: push card, result: Card}
                  none: {result: Card}
                  mixed: {to: [present card, push card, start AddressBook], result: Card}
                  bad: {to: start AddressBook, result: 3}
              card: {actions: {done: return something else}}
            """)
        #expect(
            schemaFindings(file) == [
                "6:54 action 'both' waits for its 'result', which is its answer; it has no 'output' as well",
                "7:53 action 'sync' waits for its 'result', so it is asynchronous; 'async: false' contradicts it",
                "8:31 'result' needs a 'to' that starts a child flow, presents a screen or pushes an external screen, which hands the value back",
                "9:14 'result' needs a 'to' that starts a child flow, presents a screen or pushes an external screen, which hands the value back",
                "10:34 'result' needs each alternative of 'to' to start a child flow, present a screen or push an external screen, which hands the value back; 'push card' does none of these",
                // Format 1.2: `return NAME` names an answer; only one.
                "12:26 transition 'return something else' has more than one target",
            ])
        // A malformed type is the rules' `invalid-identifier`, as for any type; it is still read.
        #expect(file.flows.first?.screens.first?.actions.last?.result?.isWellFormed == false)
    }
}

/// Format 1.1: a flow's `entries`.
@Suite struct EntryDecodingTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    func schemaFindings(_ file: FlowFile) -> [String] {
        file.diagnostics.filter { $0.rule == .schema }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func entriesAreReadAndTheirStartsAreTheFlowsStart() throws {
        let file = decode(
            """
            flow: Room
            entries:
              room: {input: Room.ID, start: timeline}
              details: {input: Room.ID, start: details}
              again: {start: timeline}
            screens: {timeline: null, details: null}
            """)
        #expect(file.diagnostics.isEmpty)
        let flow = try #require(file.flows.first)
        #expect(flow.entries?.map(\.name.value) == ["room", "details", "again"])
        #expect(flow.entries?.map { $0.input?.text } == ["Room.ID", "Room.ID", nil])
        #expect(flow.start?.map(\.value) == ["timeline", "details"])
        #expect(flow.entry(named: "details")?.starts?.map(\.value) == ["details"])
        #expect(flow.startInput(atEntry: "room")?.text == "Room.ID")
        #expect(flow.startInput(atEntry: nil) == nil)
    }

    @Test func entriesBesideStartOrInputOrWithoutAStartAreSchemaFindings() {
        let file = decode(
            """
            flow: Room
            input: Room.ID
            start: timeline
            entries:
              room: {start: [timeline, timeline]}
              details: {input: Room.ID}
              other: {start: details, mode: x}
            screens: {timeline: null, details: null}
            """)
        #expect(
            schemaFindings(file).sorted()
                == [
                    "2:1 a flow with 'entries' has no 'input'; each entry has its own",
                    "3:1 a flow with 'entries' has no 'start'; each entry has its own",
                    "5:28 'timeline' is listed twice in 'start'",
                    "6:12 entry 'details' needs a 'start': a screen id or a child flow name",
                    "7:27 entry 'other' has no key 'mode'",
                ].sorted())
        #expect(file.flows.first?.input == nil)
        #expect(file.flows.first?.start?.map(\.value) == ["timeline", "details"])
    }

    @Test func aTabsFlowHasNoEntriesAndEmptyEntriesAreReported() {
        #expect(
            schemaFindings(
                decode(
                    """
                    flow: Main
                    root: tabs
                    tabs: [A]
                    children: {A: null}
                    entries: {a: {start: A}}
                    """)) == ["5:1 a tabs flow has no 'entries'; each tab is a child flow with its own"])
        #expect(schemaFindings(decode("flow: Room\nentries: {}\n")) == ["2:10 'entries' must name at least one entry"])
    }
}

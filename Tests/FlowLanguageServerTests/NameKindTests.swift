import FlowcTestSupport
import Foundation
import Testing

/// Definition, references and rename of every kind of name, over the protocol: from a use to the
/// declaration, from the declaration to every place that writes it (and nothing of another kind
/// or flow that is spelt the same), a rename applied that leaves the files lint-clean, and a
/// rename refused with a message.
@Suite struct NameKindTests {
    typealias Fixture = NameFixture

    /// One kind of name: a place it is used, its declaration, the places that write it, a new
    /// name, and a name refused with the words of the refusal.
    struct Case: Sendable, CustomStringConvertible {
        var kind: String
        /// A use: file, needle, the name inside it.
        var use: (String, String, String)
        /// The declaration: file, needle, the name inside it.
        var declaration: (String, String, String)
        /// Every place that writes the name, declaration included: file and line (0-based).
        var places: [String]
        var newName: String
        var refused: [(String, String)]
        var description: String { kind }
    }

    static let shop = Fixture.shopPath
    static let checkout = Fixture.checkoutPath

    static let cases: [Case] = [
        Case(
            kind: "screen", use: (shop, "present picker", "picker"), declaration: (shop, "  picker:", "picker"),
            places: ["Shop 9", "Shop 10"], newName: "chooser",
            refused: [("home", "already has a screen 'home'"), ("Chooser", "lowerCamelCase")]),
        Case(
            kind: "flow", use: (shop, "start Checkout.express", "Checkout"),
            declaration: (checkout, "flow: Checkout", "Checkout"),
            places: ["Checkout 0", "Shop 6", "Shop 7", "Shop 22"], newName: "Payment",
            refused: [("Shop", "already exists"), ("payment", "UpperCamelCase")]),
        Case(
            kind: "action", use: (checkout, "pay:", "pay"), declaration: (checkout, "pay:", "pay"),
            places: ["Checkout 16"], newName: "payNow",
            refused: [("help", "already has an action 'help'"), ("default", "keyword")]),
        Case(
            kind: "outcome", use: (shop, "      completed: stay", "completed"),
            declaration: (checkout, "completed: Order", "completed"),
            places: ["Checkout 2", "Checkout 16", "Shop 26"], newName: "paid",
            refused: [("needsHelp", "already has an event 'needsHelp'"), ("Paid", "lowerCamelCase")]),
        Case(
            kind: "event", use: (shop, "needsHelp: stay", "needsHelp"),
            declaration: (checkout, "needsHelp: null", "needsHelp"),
            places: ["Checkout 5", "Checkout 17", "Shop 28"], newName: "askForHelp",
            refused: [("cancelled", "already has an outcome 'cancelled'"), ("ask-for-help", "ASCII letters")]),
        Case(
            kind: "alert", use: (shop, "alert confirmLeave", "confirmLeave"),
            declaration: (shop, "  confirmLeave:", "confirmLeave"),
            places: ["Shop 8", "Shop 17"], newName: "confirmExit", refused: [("class", "keyword")]),
        Case(
            kind: "button", use: (shop, "restart:", "restart"), declaration: (shop, "restart:", "restart"),
            places: ["Shop 20"], newName: "startOver", refused: [("completed", "already has a button 'completed'")]),
        Case(
            kind: "entry", use: (shop, "start Checkout.express", "express"),
            declaration: (checkout, "express: {", "express"),
            places: ["Checkout 9", "Shop 6"], newName: "quick",
            refused: [("main", "already has an entry 'main'"), ("Quick", "lowerCamelCase")]),
        Case(
            kind: "trigger", use: (shop, "reopen: reopenCheckout", "reopenCheckout"),
            declaration: (checkout, "reopenCheckout:", "reopenCheckout"),
            places: ["Checkout 11", "Shop 24"], newName: "showAgain", refused: [("show_again", "ASCII letters")]),
        Case(
            kind: "answer", use: (shop, "return picked", "picked"), declaration: (shop, "[picked", "picked"),
            places: ["Shop 9", "Shop 12"], newName: "chosen", refused: [("unchanged", "already has an answer")]),
        Case(
            kind: "route parameter", use: (shop, "    orderID: Order.ID", "orderID"),
            declaration: (shop, "{orderID}", "orderID"),
            places: ["Shop 30", "Shop 31"], newName: "number",
            refused: [("to", "a key of the route itself"), ("1st", "not an ASCII identifier")]),
    ]

    static func name(_ uri: String?, _ directory: TemporaryDirectory) -> String {
        uri == ProtocolTests.uri(directory, Self.shop) ? "Shop" : "Checkout"
    }

    @Test(arguments: cases) func definitionFromAUseIsTheDeclaration(_ kind: Case) throws {
        let (directory, client) = try Fixture.start()
        let (file, needle, word) = kind.use
        let result = try client.request(
            "textDocument/definition",
            [
                "textDocument": ["uri": ProtocolTests.uri(directory, file)],
                "position": Fixture.position(file, needle, word),
            ])
        let target = try #require((result as? [[String: Any]])?.first, "no definition of the \(kind.kind)")
        let declaration = Fixture.position(kind.declaration.0, kind.declaration.1, kind.declaration.2, plus: 0)
        #expect(target["uri"] as? String == ProtocolTests.uri(directory, kind.declaration.0))
        #expect(
            range(target["range"])
                == [
                    declaration["line"]!, declaration["character"]!, declaration["line"]!,
                    declaration["character"]! + kind.declaration.2.utf16.count,
                ])
        #expect(try client.shutDown() == 0)
    }

    @Test(arguments: cases) func referencesFromTheDeclarationAreEveryPlaceAndNothingElse(_ kind: Case) throws {
        let (directory, client) = try Fixture.start()
        let (file, needle, word) = kind.declaration
        let result = try #require(
            try client.request(
                "textDocument/references",
                [
                    "textDocument": ["uri": ProtocolTests.uri(directory, file)],
                    "position": Fixture.position(file, needle, word), "context": ["includeDeclaration": true],
                ]) as? [[String: Any]])
        let places = result.map { "\(Self.name($0["uri"] as? String, directory)) \(range($0["range"])[0])" }
        #expect(places.sorted() == kind.places.sorted())
        // Each place is the name itself.
        for reference in result {
            let place = range(reference["range"])
            #expect(place[3] - place[1] == kind.declaration.2.utf16.count)
        }
        #expect(try client.shutDown() == 0)
    }

    @Test(arguments: cases) func renameEditsEveryPlaceAndTheFilesLintClean(_ kind: Case) throws {
        let (directory, client) = try Fixture.start()
        #expect(try Fixture.lint(directory).status == 0)
        let (file, needle, word) = kind.use
        let result = try client.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": ProtocolTests.uri(directory, file)],
                "position": Fixture.position(file, needle, word), "newName": kind.newName,
            ])
        let changes = try #require((result as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        let edited = changes.flatMap { uri, edits in
            edits.map { "\(Self.name(uri, directory)) \(range($0["range"])[0])" }
        }
        #expect(edited.sorted() == kind.places.sorted())
        for path in [Self.shop, Self.checkout] {
            let edits = changes[ProtocolTests.uri(directory, path)] ?? []
            try directory.write(Fixture.apply(edits, to: Fixture.text(path)), to: path)
        }
        let lint = try Fixture.lint(directory)
        #expect(lint.status == 0, "\(lint.output)")
        #expect(try client.shutDown() == 0)
    }

    @Test(arguments: cases) func renameThatBreaksTheNamingRulesOrClashesIsRefused(_ kind: Case) throws {
        let (directory, client) = try Fixture.start()
        let (file, needle, word) = kind.use
        for (newName, expected) in kind.refused {
            let answer = try client.response(
                to: client.sendRequest(
                    "textDocument/rename",
                    [
                        "textDocument": ["uri": ProtocolTests.uri(directory, file)],
                        "position": Fixture.position(file, needle, word), "newName": newName,
                    ]))
            let error = try #require(answer["error"] as? [String: Any], "renaming to \(newName) was not refused")
            #expect((error["message"] as? String)?.contains(expected) == true, "\(error)")
        }
        #expect(try client.shutDown() == 0)
    }

    /// A name the rules alone see clash: a screen renamed so that its actions' work requirement
    /// is another's (`cartCheckoutNow`), refused with `invalid-identifier`'s words.
    @Test func renameThatMakesGeneratedNamesClashIsRefused() throws {
        let directory = try TemporaryDirectory()
        let text = """
            flow: Shop
            entry: true
            start: cart
            screens:
              cart: {actions: {checkoutNow: {output: Bool}, open: push basket}}
              basket: {actions: {now: {output: Bool}}}

            """
        try directory.write(text, to: "Shop.flow.yaml")
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        let uri = ProtocolTests.uri(directory, "Shop.flow.yaml")
        let answer = try client.response(
            to: client.sendRequest(
                "textDocument/rename",
                [
                    "textDocument": ["uri": uri], "position": ["line": 5, "character": 4],
                    "newName": "cartCheckout",
                ]))
        let error = try #require(answer["error"] as? [String: Any])
        #expect((error["message"] as? String)?.contains("invalid-identifier") == true, "\(error)")
        #expect(try client.shutDown() == 0)
    }

    /// Hover on an action shows its input and named answers; on a parent's `on` key, the child's
    /// outcome with its payload; on a route parameter, its type.
    @Test func hoverShowsPayloadsResultsAndTypes() throws {
        let (directory, client) = try Fixture.start()
        func hover(_ file: String, _ needle: String, _ word: String) throws -> String {
            let result = try client.request(
                "textDocument/hover",
                [
                    "textDocument": ["uri": ProtocolTests.uri(directory, file)],
                    "position": Fixture.position(file, needle, word),
                ])
            return ((result as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        }
        let action = try hover(Self.shop, "express:", "express")
        #expect(action.contains("input: `Cart`") && action.contains("`start Checkout.express`"), "\(action)")
        let asking = try hover(Self.shop, "pick:", "pick")
        #expect(asking.contains("result: answers") && asking.contains("- `picked`"), "\(asking)")
        let outcome = try hover(Self.shop, "      completed: stay", "completed")
        #expect(outcome.contains("**outcome** `completed` of flow `Checkout`") && outcome.contains("payload: `Order`"))
        let screen = try hover(Self.checkout, "  cart:", "cart")
        #expect(screen.contains("`pay` (`Order`)"), "\(screen)")
        let parameter = try hover(Self.shop, "    orderID: Order.ID", "orderID")
        #expect(parameter.contains("type: `Order.ID`") && parameter.contains("(path)"), "\(parameter)")
        let entry = try hover(Self.shop, "start Checkout.express", "express")
        #expect(entry.contains("**entry** `express`") && entry.contains("input: `Cart`"), "\(entry)")
        #expect(try client.shutDown() == 0)
    }

    /// A screen is written in places of format 1.2 too: a `then` step, an external screen's `to`,
    /// a trigger's `to` and `from`, and a `reset`.
    @Test func referencesOfAScreenReachThenStepsExternalScreensTriggersAndReset() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.placesOf12, to: "Main.flow.yaml")
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        let uri = ProtocolTests.uri(directory, "Main.flow.yaml")
        func lines(_ line: Int, _ character: Int) throws -> [Int] {
            let result = try client.request(
                "textDocument/references",
                [
                    "textDocument": ["uri": uri], "position": ["line": line, "character": character],
                    "context": ["includeDeclaration": true],
                ])
            return ((result as? [[String: Any]]) ?? []).map { range($0["range"])[0] }.sorted()
        }
        #expect(try lines(12, 3) == [11, 12, 15, 17])
        #expect(try lines(4, 3) == [2, 4, 8, 17])
        #expect(try client.shutDown() == 0)
    }

    /// One `return picked` in a child's handler answers both actions that start the child asking
    /// for `picked`: the name is one name for the three places, found and renamed together, and
    /// the renamed files lint clean.
    @Test func anAnswerThatOneReturnGivesTwoActionsIsRenamedAtBoth() throws {
        let parent = """
            flow: Parent
            entry: true
            start: a
            screens:
              a: {actions: {ask: {to: start Picker, result: [picked, other]}, next: push b}}
              b: {actions: {ask: {to: start Picker, result: [picked, other]}}}
            children:
              Picker: {present: true, on: {done: return picked, gone: return other}}

            """
        let picker = """
            flow: Picker
            start: p
            outcomes: [done, gone]
            screens: {p: {actions: {ok: finish done, no: finish gone}}}

            """
        let directory = try TemporaryDirectory()
        try directory.write(parent, to: "Parent.flow.yaml")
        try directory.write(picker, to: "Picker.flow.yaml")
        #expect(try NameFixture.lint(directory).status == 0)
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        let uri = ProtocolTests.uri(directory, "Parent.flow.yaml")
        let atA = ["line": 4, "character": 51]
        let references = try #require(
            try client.request(
                "textDocument/references",
                ["textDocument": ["uri": uri], "position": atA, "context": ["includeDeclaration": true]])
                as? [[String: Any]])
        #expect(references.map { range($0["range"])[0] }.sorted() == [4, 5, 7], "\(references)")
        let result = try client.request(
            "textDocument/rename", ["textDocument": ["uri": uri], "position": atA, "newName": "chosen"])
        let edits = try #require(((result as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri])
        #expect(edits.map { range($0["range"])[0] }.sorted() == [4, 5, 7], "\(edits)")
        try directory.write(NameFixture.apply(edits, to: parent), to: "Parent.flow.yaml")
        let lint = try NameFixture.lint(directory)
        #expect(lint.status == 0, "\(lint.output)")
        // A name that either action already has is refused.
        let refused = try client.response(
            to: client.sendRequest(
                "textDocument/rename", ["textDocument": ["uri": uri], "position": atA, "newName": "other"]))
        #expect(refused["error"] != nil, "\(refused)")
        #expect(try client.shutDown() == 0)
    }

    static let placesOf12 = """
        flow: Main
        entry: true
        start: home
        screens:
          home:
            actions:
              open: {to: present sheet}
              share: present activity
              again: reset home
          sheet:
            actions:
              done: {to: dismiss, then: push detail}
          detail: null
          activity:
            external: true
            to: [push detail, stay]
        triggers:
          shipped: {from: [home], to: push detail}

        """
}

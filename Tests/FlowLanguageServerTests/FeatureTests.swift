import FlowcTestSupport
import Foundation
import Testing

/// Findings, names and outlines from the real `flowc lsp` process, on two flows in two files.
@Suite struct FeatureTests {
    typealias Fixture = ProtocolTests

    /// A started and initialized server on a fresh copy of the two flows.
    static func start(_ arguments: [String] = []) throws -> (TemporaryDirectory, LSPClient) {
        let directory = try Fixture.workspace()
        let client = try LSPClient(in: directory.url, arguments: arguments)
        _ = try client.initialize(root: directory.url)
        return (directory, client)
    }

    static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    @Test func aChangeThatBreaksAReferenceIsPublishedAndItsFixClearsIt() throws {
        let (directory, client) = try Self.start()
        let uri = Fixture.uri(directory, "App.flow.yaml")
        client.open(uri, text: Fixture.app, version: 1)
        #expect(try client.diagnostics(for: uri, version: 1).isEmpty)
        // `to: push detail` (line 9, 0-based) becomes `push detial`: an incremental change.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": ["start": Self.position(9, 17), "end": Self.position(9, 23)], "text": "detial"]
                ],
            ])
        let findings = try client.diagnostics(for: uri, version: 2)
        let missing = try #require(findings.first { $0["code"] as? String == "missing-identifier" })
        #expect(missing["severity"] as? Int == 1)
        #expect(missing["source"] as? String == "flowc")
        #expect((missing["message"] as? String)?.contains("did you mean 'detail'?") == true)
        // flowc reports it at the transition's string: line 10, column 13, 1-based.
        #expect(range(missing["range"]) == [9, 12, 9, 16])
        #expect(((missing["codeDescription"] as? [String: Any])?["href"] as? String)?.hasPrefix("https://") == true)
        // The screen the misspelt push meant is not also unreachable (one mistake, one finding).
        #expect(!findings.contains { $0["code"] as? String == "unreachable-screen" })
        // Hover on the finding explains its rule, as `flowc explain` does.
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": Self.position(9, 13)])
        let text = try #require(((hover as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(text.contains("missing-identifier"))
        #expect(text.contains("Why it matters") || text.contains("why") || text.count > 200)
        // Fixed with a full-text change.
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": Fixture.app]]])
        #expect(try client.diagnostics(for: uri, version: 3).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    @Test func findingsOfFilesOnDiskAndOfTheirDependentsFollowAnOpenDocument() throws {
        let (directory, client) = try Self.start()
        // Settings loses its outcome `done` in the editor: App, on disk, now handles an outcome
        // Settings does not have.
        let settings = Fixture.uri(directory, "flows/Settings.flow.yaml")
        client.open(settings, text: Fixture.settings.replacingOccurrences(of: "done", with: "closed"), version: 1)
        let app = Fixture.uri(directory, "App.flow.yaml")
        let findings = try client.diagnostics(for: app)
        #expect(findings.contains { $0["code"] as? String == "missing-identifier" })
        // A file broken mid-typing is a syntax finding, as `flowc lint` gives it; the other files
        // stay decoded (only the changed one is read again). The flow it holds is not read, but
        // App, which names it, is not also told that it names no flow (one mistake, one finding).
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": settings, "version": 2],
                "contentChanges": [["text": "flow: Settings\nstart: [main\n"]],
            ])
        let broken = try client.diagnostics(for: settings, version: 2)
        #expect(broken.contains { $0["code"] as? String == "syntax" })
        #expect(try client.diagnostics(for: app).isEmpty)
        // Closing the document brings back the file on disk: its syntax finding goes.
        client.notify("textDocument/didClose", ["textDocument": ["uri": settings]])
        #expect(try client.diagnostics(for: settings).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    @Test func theFindingsAreThoseOfFlowcLintWithConfigurationDisablesAndBaseline() throws {
        let directory = try Fixture.workspace()
        let broken = Fixture.app.replacingOccurrences(of: "push detail", with: "push detial")
            .replacingOccurrences(
                of: "      close: pop",
                with: "      close: pop\n      other: dismiss  # flowc:disable dismiss-without-present"
            )
            // A screen nothing leads to, which the configuration makes a warning.
            .replacingOccurrences(of: "\n\nchildren:", with: "\n  lost: null\n\nchildren:")
        try directory.write(broken, to: "App.flow.yaml")
        try directory.write("rules:\n  unreachable-screen: warning\n", to: ".flowc.yml")
        let lint = try ProcessRunner.run(
            [FlowcExecutable.url!.path, "lint", "--format", "json"], in: directory.url, environment: ["NO_COLOR": "1"])
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
        let expected = (report["diagnostics"] as! [[String: Any]]).map {
            "\($0["rule"]!) \($0["severity"]!) \(($0["line"] as! Int) - 1):\(($0["column"] as! Int) - 1) \($0["message"]!)"
        }
        #expect(expected.count == 2)
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        let uri = Fixture.uri(directory, "App.flow.yaml")
        let published = try client.diagnostics(for: uri).map { finding in
            let place = range(finding["range"])
            let severity = finding["severity"] as? Int == 1 ? "error" : "warning"
            return "\(finding["code"]!) \(severity) \(place[0]):\(place[1]) \(finding["message"]!)"
        }
        #expect(published == expected)
        #expect(try client.shutDown() == 0)

        // With a baseline of these findings, nothing is left to publish.
        let baseline = directory.path("baseline.json")
        _ = try ProcessRunner.run(
            [FlowcExecutable.url!.path, "lint", "--write-baseline", baseline], in: directory.url)
        let quiet = try LSPClient(in: directory.url, arguments: ["--baseline", baseline])
        _ = try quiet.initialize(root: directory.url)
        quiet.open(uri, text: broken, version: 1)
        #expect(try quiet.diagnostics(for: uri, version: 1).isEmpty)
        #expect(try quiet.shutDown() == 0)
    }

    @Test func positionsCountUTF16WhereFlowcCountsCharacters() throws {
        let (directory, client) = try Self.start()
        let uri = Fixture.uri(directory, "App.flow.yaml")
        // `😀` is one character to flowc and two UTF-16 code units to the protocol; `é` one and one.
        let text = Fixture.app.replacingOccurrences(
            of: "      close: pop", with: "      close: [\"push 😀é\", push detial]")
        client.open(uri, text: text, version: 1)
        let findings = try client.diagnostics(for: uri, version: 1)
        let places = findings.filter { $0["code"] as? String == "missing-identifier" }.map { range($0["range"]) }
        // Line 14: `      close: ["push 😀é", push detial]`; flowc puts the second string at column
        // 26: 25 characters before it, 26 UTF-16 code units.
        #expect(places.count == 2)
        #expect(places.contains([14, 26, 14, 30]))
        #expect(try client.shutDown() == 0)
    }

    /// A finding at a quoted scalar covers it whole, quotes included, as one at a plain name
    /// covers the name: not only its opening quote.
    @Test func aFindingAtAQuotedNameCoversItWhole() throws {
        let (directory, client) = try Self.start()
        let uri = Fixture.uri(directory, "App.flow.yaml")
        let text = Fixture.app.replacingOccurrences(of: "      close: pop", with: "      \"go_y\": pop")
        client.open(uri, text: text, version: 1)
        let findings = try client.diagnostics(for: uri, version: 1)
        let places = findings.filter { $0["code"] as? String == "invalid-identifier" }.map { range($0["range"]) }
        #expect(places == [[14, 6, 14, 12]], "\(findings)")
        #expect(try client.shutDown() == 0)
    }

    @Test func definitionAndReferencesOfAChildFlowAcrossFiles() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        let settings = Fixture.uri(directory, "flows/Settings.flow.yaml")
        // `settings: start Settings` (line 10) → `flow: Settings` in the other file.
        let definition = try client.request(
            "textDocument/definition", ["textDocument": ["uri": app], "position": Self.position(10, 28)])
        let target = try #require((definition as? [[String: Any]])?.first)
        #expect(target["uri"] as? String == settings)
        #expect(range(target["range"]) == [0, 6, 0, 14])
        let references = try #require(
            try client.request(
                "textDocument/references",
                [
                    "textDocument": ["uri": settings], "position": Self.position(0, 8),
                    "context": ["includeDeclaration": true],
                ]) as? [[String: Any]])
        let places = references.map { "\(($0["uri"] as! String) == app ? "App" : "Settings") \(range($0["range"]))" }
        #expect(Set(places) == ["Settings [0, 6, 0, 14]", "App [10, 22, 10, 30]", "App [17, 2, 17, 10]"])
        #expect(places.count == 3)
        #expect(try client.shutDown() == 0)
    }

    @Test func definitionAndReferencesOfAScreen() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        let definition = try client.request(
            "textDocument/definition", ["textDocument": ["uri": app], "position": Self.position(9, 20)])
        #expect(range((definition as? [[String: Any]])?.first?["range"]) == [11, 2, 11, 8])
        let references = try client.request(
            "textDocument/references",
            ["textDocument": ["uri": app], "position": Self.position(11, 3), "context": ["includeDeclaration": false]])
        #expect((references as? [[String: Any]])?.map { range($0["range"]) } == [[9, 17, 9, 23]])
        #expect(try client.shutDown() == 0)
    }

    @Test func aScreenNamedLikeAVerbIsFoundAfterTheVerb() throws {
        let (directory, client) = try Self.start()
        let uri = Fixture.uri(directory, "Pusher.flow.yaml")
        let text =
            "flow: Pusher\nentry: true\nstart: first\nscreens:\n  first:\n    actions:\n      go: push push\n  push: null\n"
        client.open(uri, text: text)
        #expect(try client.diagnostics(for: uri, version: 1).isEmpty)
        let references = try client.request(
            "textDocument/references",
            ["textDocument": ["uri": uri], "position": Self.position(7, 3), "context": ["includeDeclaration": false]])
        #expect((references as? [[String: Any]])?.map { range($0["range"]) } == [[6, 15, 6, 19]])
        #expect(try client.shutDown() == 0)
    }

    @Test func renameOfAChildFlowEditsBothFilesAndNothingElse() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        let settings = Fixture.uri(directory, "flows/Settings.flow.yaml")
        let result = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": app], "position": Self.position(17, 4), "newName": "Preferences"])
        let changes = try #require((result as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        #expect(Set(changes.keys) == [app, settings])
        #expect(
            changes[app]?.map { range($0["range"]) }.sorted { $0[0] < $1[0] } == [[10, 22, 10, 30], [17, 2, 17, 10]])
        #expect(changes[settings]?.map { range($0["range"]) } == [[0, 6, 0, 14]])
        #expect(changes.values.joined().allSatisfy { $0["newText"] as? String == "Preferences" })
        // Applied to the texts, the workspace lints clean with the new name.
        var edited = Fixture.app.components(separatedBy: "\n")
        edited[10] = edited[10].replacingOccurrences(of: "Settings", with: "Preferences")
        edited[17] = edited[17].replacingOccurrences(of: "Settings", with: "Preferences")
        try directory.write(edited.joined(separator: "\n"), to: "App.flow.yaml")
        try directory.write(
            Fixture.settings.replacingOccurrences(of: "flow: Settings", with: "flow: Preferences"),
            to: "flows/Settings.flow.yaml")
        let lint = try ProcessRunner.run([FlowcExecutable.url!.path, "lint"], in: directory.url)
        #expect(lint.status == 0, "\(lint.output)")
        #expect(try client.shutDown() == 0)
    }

    @Test func renameOfAScreenStaysInItsFlow() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        let result = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": app], "position": Self.position(9, 21), "newName": "itemDetail"])
        let changes = try #require((result as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        #expect(Array(changes.keys) == [app])
        #expect(Set(changes[app]?.map { range($0["range"]) } ?? []) == [[9, 17, 9, 23], [11, 2, 11, 8]])
        #expect(try client.shutDown() == 0)
    }

    @Test func renameIsRefusedWhenTheNameBreaksTheRulesOrClashes() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        for (position, newName, expected) in [
            (Self.position(17, 4), "preferences", "UpperCamelCase"),
            (Self.position(17, 4), "App", "already exists"),
            (Self.position(9, 21), "home", "already has a screen 'home'"),
            (Self.position(9, 21), "Detail", "lowerCamelCase"),
            (Self.position(9, 21), "class", "keyword"),
            (Self.position(2, 1), "x", "no name to rename here"),
        ] {
            let answer = try client.response(
                to: client.sendRequest(
                    "textDocument/rename", ["textDocument": ["uri": app], "position": position, "newName": newName]))
            let error = try #require(answer["error"] as? [String: Any], "renaming to \(newName) was not refused")
            #expect((error["message"] as? String)?.contains(expected) == true, "\(error)")
        }
        #expect(try client.shutDown() == 0)
    }

    /// A name that breaks no naming rule and clashes with no declaration of its kind may still
    /// give two things one generated Swift name: here two asking actions one result enum
    /// (`CheckoutReviewChangeAddressResult`), which only the rules see.
    @Test func renameIsRefusedWhenTheGeneratedSwiftWouldClash() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            """
            flow: Checkout
            entry: true
            start: review
            screens:
              review:
                actions:
                  changeAddress: {to: present addresses, result: [picked]}
              reviewChange:
                actions:
                  addres: {to: present addresses, result: [picked]}
              addresses:
                actions: {close: return picked}
            """, to: "Checkout.flow.yaml")
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        let uri = Fixture.uri(directory, "Checkout.flow.yaml")
        func rename(to newName: String) throws -> [String: Any] {
            try client.response(
                to: client.sendRequest(
                    "textDocument/rename",
                    ["textDocument": ["uri": uri], "position": Self.position(9, 8), "newName": newName]))
        }
        let refused = try #require(try rename(to: "address")["error"] as? [String: Any], "the clash was not refused")
        #expect(
            (refused["message"] as? String)?.contains(
                "would both generate the type 'CheckoutReviewChangeAddressResult'")
                == true, "\(refused)")
        #expect(try rename(to: "move")["result"] != nil)
        #expect(try client.shutDown() == 0)
    }

    @Test func documentSymbolsOutlineFlowsScreensActionsAndChildren() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        let symbols = try #require(
            try client.request("textDocument/documentSymbol", ["textDocument": ["uri": app]]) as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["App"])
        let members = try #require(symbols[0]["children"] as? [[String: Any]])
        #expect(members.map { $0["name"] as? String } == ["home", "detail", "Settings"])
        #expect(members.map { $0["kind"] as? Int } == [19, 19, 2])
        let actions = (members[0]["children"] as? [[String: Any]])?.map { $0["name"] as? String }
        #expect(actions == ["open", "settings"])
        #expect(range(members[1]["selectionRange"]) == [11, 2, 11, 8])
        #expect(try client.shutDown() == 0)
    }

    @Test func hoverOnAScreenShowsItsInputAndOnAChildItsOutcomes() throws {
        let (directory, client) = try Self.start()
        let app = Fixture.uri(directory, "App.flow.yaml")
        func hover(_ line: Int, _ character: Int) throws -> String? {
            let result = try client.request(
                "textDocument/hover", ["textDocument": ["uri": app], "position": Self.position(line, character)])
            return ((result as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        }
        #expect(try hover(9, 21)?.contains("input: `Item`") == true)
        let child = try #require(try hover(17, 4))
        #expect(child.contains("- `done`"))
        #expect(try client.shutDown() == 0)
    }
}

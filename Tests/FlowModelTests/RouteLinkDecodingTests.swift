import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// Format 1.2's route keys (issue 33 §5): `query`, `fragment` and `entry`, decoded with located
/// `schema` findings; a key that names a parameter of the pattern stays that parameter.
@Suite struct RouteLinkDecodingTests {
    func decode(_ routes: String) -> FlowFile {
        let text =
            "flow: Room\ninput: String\nstart: room\nscreens: {room: {input: String}}\n"
            + "routes:\n" + routes
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// `line:column message` of each `schema` finding.
    func schema(_ file: FlowFile) -> [String] {
        file.diagnostics.filter { $0.rule == .schema }.map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }.sorted()
    }

    @Test func decodesQueryItemsAFragmentAndAnEntry() throws {
        let file = decode(
            """
              "/":
                fragment: "/{roomID}"
                roomID: String
                to: start
              "room/{roomID}/details": {roomID: String, entry: details, to: start}
              "search/{kind}":
                query: {q: String, page: Int?}
                kind: String
                fragment: "section/{anchor}"
                anchor: String
                to: start
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
        let routes = try #require(file.flows.first).routes
        #expect(routes.count == 3)
        #expect(routes[0].segments.isEmpty, "an empty path, with a fragment")
        #expect(routes[0].fragment?.leadingSlash == true)
        #expect(routes[0].fragment?.segments == [.parameter("roomID")])
        #expect(routes[0].fragment?.text.value == "/{roomID}")
        #expect(routes[0].fragment?.text.position == SourcePosition(line: 7, column: 15))
        #expect(routes[0].parameters.map(\.place) == [.fragment])
        #expect(routes[0].shape == "#/{}")
        #expect(routes[0].linkText == "/#/{roomID}")
        #expect(routes[1].entry?.value == "details")
        #expect(routes[1].entry?.position == SourcePosition(line: 10, column: 52))
        #expect(routes[1].fragment == nil && routes[1].queryItems.isEmpty && !routes[1].readsComponents)
        // The path's parameters, then the fragment's, then the query's, in the order written.
        #expect(routes[2].parameters.map(\.name.value) == ["kind", "anchor", "q", "page"])
        #expect(routes[2].parameters.map(\.place) == [.path, .fragment, .query, .query])
        #expect(routes[2].parameters.map(\.type.text) == ["String", "String", "String", "Int?"])
        #expect(routes[2].fragment?.leadingSlash == false)
        #expect(routes[2].fragment?.segments == [.literal("section"), .parameter("anchor")])
        #expect(routes[2].shape == "search/{}#section/{}?q", "required query items only")
        #expect(routes[2].linkText == "search/{kind}#section/{anchor}?q&page")
        #expect(routes[2].readsComponents)
    }

    @Test func aKeyThatNamesAParameterOfThePatternStaysThatParameter() throws {
        let file = decode(
            """
              "search/{query}": {query: String, to: start}
              "a/{fragment}": {fragment: Int, to: start}
              "b/{entry}": {entry: String, to: start}
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
        let routes = try #require(file.flows.first).routes
        #expect(routes.map { $0.parameters.map(\.name.value) } == [["query"], ["fragment"], ["entry"]])
        #expect(routes.allSatisfy { $0.fragment == nil && $0.entry == nil && !$0.readsComponents })
        #expect(routes.map(\.shape) == ["search/{}", "a/{}", "b/{}"])
    }

    @Test func queryItemNamesAreIdentifiersAndNoPathParameters() {
        let file = decode(
            """
              "product/{id}":
                id: String
                query: {"q-x": String, id: String, _: Int, ok: String}
                to: start
              search: {query: [q], to: start}
              find: {query: {q: [String]}, to: start}
            """)
        #expect(
            schema(file) == [
                "10:19 'query' of route 'search' must be a map, not a list",
                "11:21 the type of query item 'q' must be a Swift type written as text, not a list; quote types that "
                    + "YAML reads as lists or maps: \"[Item]\", \"[String: Int]\"",
                "8:13 query item 'q-x' of route 'product/{id}' is not an ASCII identifier, which names its parameter",
                "8:28 query item 'id' of route 'product/{id}' has the name of a parameter of its pattern",
                "8:40 query item '_' of route 'product/{id}' is not an ASCII identifier, which names its parameter",
            ])
        #expect(file.flows.first?.routes.isEmpty == true, "a route with an unreadable item is left out")
    }

    @Test func malformedFragmentsAreReportedWithThePatternsFindings() {
        let file = decode(
            """
              "/a": {fragment: "/{roomID", roomID: String, to: start}
              "/b": {fragment: "", to: start}
              "/c": {fragment: "/", to: start}
              "/d": {fragment: "a//b", to: start}
              "/e": {fragment: "/{x}/{x}", x: Int, to: start}
              "/f": {fragment: [a], to: start}
              "/g": {fragment: "/{tag}", to: start}
            """)
        #expect(
            schema(file) == [
                "10:20 fragment '/{x}/{x}' of route '/e' has parameter '{x}' twice",
                "11:20 'fragment' of route '/f' must be text, not a list",
                "12:20 parameter 'tag' of the fragment of route '/g' has no type: write 'tag: TYPE' in the route",
                "6:20 fragment '/{roomID' of route '/a' has unbalanced braces in '{roomID'",
                "7:20 fragment '' of route '/b' is empty: write what follows '#', as '/{roomID}'",
                "8:20 fragment '/' of route '/c' is empty: write what follows '#', as '/{roomID}'",
                "9:20 fragment 'a//b' of route '/d' has an empty segment ('//' or a '/' at its end)",
            ])
        #expect(file.flows.first?.routes.isEmpty == true)
    }

    @Test func anEmptyPatternNeedsAFragment() {
        let file = decode(
            """
              "/": {to: start}
              "": null
              "/ok": {to: start}
            """)
        #expect(
            schema(file) == [
                "6:3 route '/' has an empty pattern; a route matches an empty path only with a 'fragment'",
                "7:3 route '' has an empty pattern; a route matches an empty path only with a 'fragment'",
                "7:3 route '' needs 'to': 'start' (its flow) or 'push SCREEN'",
            ])
        #expect(file.flows.first?.routes.map(\.pattern.value) == ["/ok"])
    }

    @Test func anEntryMustBeText() {
        let file = decode(
            """
              a: {entry: [details], to: start}
            """)
        #expect(schema(file) == ["6:14 'entry' of route 'a' must be text, not a list"])
        #expect(file.flows.first?.routes.isEmpty == true)
    }
}

import FlowRules
import FlowcKit
import Testing

@testable import FlowEmitters

/// Format 1.2's route keys in the generated Swift (issue 33 §5), as text: only routes with query
/// items or a fragment read the URL's components, and a 1.1 route beside them is matched as
/// before; a route's `entry` takes a step of its own. GenerateBehaviourTests runs the fixture
/// app's `LobbyRoute(url:)` and opens its routes on the strict stand-in.
@Suite struct RouteLinkEmitterTests {
    static let oneOne = """
        flow: App
        entry: true
        start: home
        screens: {home: {actions: {open: {input: String, to: start Room}}}}
        children: {Room: {present: true, on: {left: stay}}}
        ---
        flow: Room
        outcomes: [left]
        entries:
          main: {input: String, start: room}
          details: {input: String, start: room}
        screens: {room: {input: String, actions: {leave: finish left}}}
        routes:
          "room/{roomID}": {roomID: String, to: start}
        """

    static let links =
        oneOne + """

              "/": {fragment: "/{roomID}", roomID: String, to: start}
              "room/{roomID}/details": {roomID: String, entry: details, to: start}
              search: {query: {q: String, page: Int?}, to: start}
            """

    static func app(_ text: String) throws -> String {
        let graph = FlowGraph(files: [FlowLoader().load(text: text, path: "Flows.flow.yaml")])
        #expect(graph.flows.allSatisfy { !$0.routes.isEmpty || $0.name.value == "App" })
        let files = SwiftEmitter().emit(graph, source: { $0 })
        return try #require(files.first { $0.name == "AppCoordinator.swift" }?.contents)
    }

    /// The text of `init?(url:)` from its first line to the line before `return nil`.
    static func matcher(_ text: String) -> Substring {
        let start = text.range(of: "    init?(url: URL) {")!.lowerBound
        let end = text.range(of: "        return nil\n", range: start..<text.endIndex)!.lowerBound
        return text[start..<end]
    }

    @Test func onlyRoutesWithQueryItemsOrAFragmentReadTheURLsComponents() throws {
        let before = try Self.app(Self.oneOne)
        let after = try Self.app(Self.links)
        #expect(!before.contains("URLComponents"), "a 1.1 route reads no components")
        #expect(after.contains("URLComponents"))
        // The 1.1 route's match is written as before, first, as it is declared first.
        let oneOneMatch = """
                    if segments.count == 2, segments[0] == "room",
                        let roomID: String = Self.parameter(segments[1])
                    {
                        self = .room(roomID: roomID)
                        return
                    }

            """
        #expect(Self.matcher(before).hasSuffix(oneOneMatch))
        #expect(Self.matcher(after).contains(oneOneMatch))
        #expect(
            after.contains(
                """
                        if segments.count == 0,
                            let fragment = Self.fragment(of: url),
                            fragment.count == 2,
                            fragment[0] == "",
                            let roomID: String = Self.parameter(fragment[1])
                        {
                            self = .route(roomID: roomID)
                            return
                        }
                """))
        #expect(
            after.contains(
                """
                        if segments.count == 1, segments[0] == "search",
                            let q: String = Self.queryItem("q", of: url),
                            let page: Int? = Self.optionalQueryItem("page", of: url)
                        {
                            self = .search(q: q, page: page)
                            return
                        }
                """))
        #expect(after.contains("case search(q: String, page: Int?)"))
        #expect(after.contains("/// `search?q&page`: the Room flow."))
        #expect(after.contains("/// `room/{roomID}/details`: the Room flow at its `details` entry."))
        // The helpers, each written once.
        for helper in ["func queryItem<", "func optionalQueryItem<", "func fragment(of url: URL)"] {
            #expect(after.components(separatedBy: helper).count == 2, "\(helper)")
            #expect(!before.contains(helper))
        }
    }

    @Test func aRouteWithAnEntryTakesAStepOfItsOwnThatStartsTheFlowThere() throws {
        let after = try Self.app(Self.links)
        #expect(
            after.contains(
                """
                    func routeToRoomAtDetails(_ input: String) -> RoomCoordinator? {
                        startRoomFlow(on: navigationController) { $0.startDetails(input) }
                        return children.last as? RoomCoordinator
                    }
                """))
        #expect(
            after.contains(
                """
                        case .roomDetails(let roomID):
                            openRoute(keeping: []) {
                                $0.routeToRoomAtDetails(roomID)
                            }
                """))
        // The routes without an entry start the room at `main`, as 1.1's do.
        #expect(after.contains("startRoomFlow(on: navigationController) { $0.startMain(input) }"))
    }

    @Test func theNewKeysChangeTheInputsDigest() throws {
        func inputs(_ text: String) -> Substring? { text.range(of: ", body ").map { text[..<$0.lowerBound] } }
        let route = "\"room/{roomID}\": {roomID: String, to: start}"
        let before = try Self.app(Self.oneOne)
        let entry = try Self.app(
            Self.oneOne.replacingOccurrences(
                of: route, with: "\"room/{roomID}\": {roomID: String, entry: details, to: start}"))
        let query = try Self.app(
            Self.oneOne.replacingOccurrences(
                of: route, with: "\"room/{roomID}\": {roomID: String, query: {q: Int?}, to: start}"))
        #expect(inputs(before) != nil)
        #expect(inputs(before) != inputs(entry))
        #expect(inputs(before) != inputs(query))
        #expect(inputs(entry) != inputs(query))
    }
}

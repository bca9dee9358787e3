import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

@Suite struct RouteDecodingTests {
    func decode(_ routes: String) -> FlowFile {
        let text =
            "flow: ProductDetail\ninput: Product.ID\nstart: product\nscreens: {product: {input: Product.ID}}\n"
            + "routes:\n" + routes
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// `line:column message` of each `schema` finding.
    func schema(_ file: FlowFile) -> [String] {
        file.diagnostics.filter { $0.rule == .schema }.map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    @Test func decodesARouteWithItsParametersDestinationAndVia() throws {
        let file = decode(
            """
              "product/{id}":
                id: Product.ID
                to: start
              /product/{id}/reviews/{page}:
                page: Int
                id: Product.ID
                to: push reviews
                via: Home
            """)
        #expect(file.diagnostics.isEmpty)
        let routes = try #require(file.flows.first).routes
        #expect(routes.map(\.pattern.value) == ["product/{id}", "/product/{id}/reviews/{page}"])
        #expect(routes[0].segments == [.literal("product"), .parameter("id")])
        #expect(routes[0].destination == nil)
        #expect(routes[0].parameters.map(\.name.value) == ["id"])
        #expect(routes[1].parameters.map(\.name.value) == ["id", "page"], "in the pattern's order")
        #expect(routes[1].parameters.map(\.type.text) == ["Product.ID", "Int"])
        #expect(routes[1].destination?.description == "push reviews")
        #expect(routes[1].via?.value == "Home")
        #expect(routes[1].shape == "product/{}/reviews/{}")
    }

    @Test func malformedPatternsAreLocatedSchemaFindings() {
        let file = decode(
            """
              "product/{id":
                id: Int
                to: start
              "product/{}": {to: start}
              "a{id}": {id: Int, to: start}
              "a//b": {to: start}
              "{id}/{id}": {id: Int, to: start}
              "{1x}": {to: start}
              "{é}": {to: start}
            """)
        #expect(
            schema(file) == [
                "6:3 route 'product/{id' has unbalanced braces in '{id'",
                "9:3 route 'product/{}' has a parameter '{}' whose name is not an ASCII identifier",
                "10:3 route 'a{id}' has 'a{id}', which is not a parameter: a parameter is a whole segment, '{name}'",
                "11:3 route 'a//b' has an empty segment ('//' or a '/' at its end)",
                "12:3 route '{id}/{id}' has parameter '{id}' twice",
                "13:3 route '{1x}' has a parameter '{1x}' whose name is not an ASCII identifier",
                "14:3 route '{é}' has a parameter '{é}' whose name is not an ASCII identifier",
            ])
        #expect(file.flows.first?.routes.isEmpty == true, "malformed routes are left out")
    }

    @Test func aParameterWithoutTypeAndATypeWithoutParameterAreReported() {
        let file = decode(
            """
              "product/{id}/{tab}":
                id: Product.ID
                page: Int
                to: start
            """)
        #expect(
            schema(file) == [
                "6:3 parameter 'tab' of route 'product/{id}/{tab}' has no type: write 'tab: TYPE' in the route",
                "8:5 route 'product/{id}/{tab}' has no parameter '{page}' in its pattern; a route's keys are its "
                    + "parameters, 'to', 'via', 'query', 'fragment' and 'entry'",
            ])
        #expect(file.flows.first?.routes.isEmpty == true)
    }

    @Test func aRouteNeedsAToThatIsStartOrAScreenVerb() {
        let file = decode(
            """
              a: null
              b: {}
              c: {to: finish done}
              d: {to: psh review}
              e: {to: [start]}
            """)
        #expect(
            schema(file) == [
                "6:3 route 'a' needs 'to': 'start' (its flow) or 'push SCREEN'",
                "7:6 route 'b' needs 'to': 'start' (its flow) or 'push SCREEN'",
                "8:11 route 'c' leads to 'start' (its flow), 'push SCREEN' or 'present SCREEN', not 'finish'",
                "9:11 'psh' is not a transition verb; did you mean 'push'?",
                "10:11 'to' of route 'e' must be a transition ('VERB' or 'VERB TARGET'), not a list",
            ])
    }

    @Test func routesMustBeAMapOfMaps() {
        let file = decode("  - product\n")
        #expect(schema(file) == ["6:3 'routes' must be a map, not a list"])
    }
}

import Testing

@testable import FlowEmitters

/// A back edge is written head first with `dir=back` (so that it does not reorder the layout):
/// its arrow must then be named as DOT's tail, or it is drawn at the wrong end.
@Suite struct DotReversedStyleTests {
    @Test(arguments: GraphEdge.Kind.allCases)
    func anEdgeWrittenReversedDrawsItsArrowWhereItLeads(_ kind: GraphEdge.Kind) {
        let forward = "\(DotEmitter.style(of: kind))"
        let mirrored = forward.replacingOccurrences(of: "arrowhead=", with: "arrowtail=")
        #expect(
            "\(DotEmitter.reversedStyle(of: kind))" == mirrored,
            "DotEmitter.reversedStyle(of: .\(kind.rawValue)) must be its style with its arrowhead as arrowtail")
    }
}

import FlowRules

/// What an emitter writes for a run of clusters, kept apart by part of the output (nodes, edges,
/// ...) so that joining the pieces part by part gives the text written one by one.
protocol GraphPiece: Sendable {
    /// What one flow is drawn on when the flows are written as they are drawn.
    associatedtype Canvas: FlowCanvas

    /// A cluster of a drawing already built.
    mutating func write(_ cluster: GraphCluster)
    /// A flow drawn on a canvas of its own.
    mutating func add(_ flow: Canvas)
}

/// How a graph is split into runs of clusters to write on all cores.
enum GraphChunks {
    static let clustersPerPiece = 64

    static func ranges(count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: clustersPerPiece).map { $0..<min($0 + clustersPerPiece, count) }
    }

    /// Each run of `graph`'s clusters written into a copy of `empty`, in order.
    static func write<Piece: GraphPiece>(_ graph: NavigationGraph, into empty: Piece) -> [Piece] {
        parallelMap(ranges(count: graph.clusters.count)) { range in
            var piece = empty
            for index in range { piece.write(graph.clusters[index]) }
            return piece
        }
    }
}

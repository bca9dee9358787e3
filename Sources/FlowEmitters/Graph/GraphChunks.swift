/// How an emitter splits a graph into pieces to write on all cores: runs of clusters' nodes,
/// then runs of clusters' edges, in order, so that joining the pieces gives the text written
/// one by one.
enum GraphChunks {
    struct Piece: Sendable {
        var isEdges: Bool
        /// Indices of clusters.
        var range: Range<Int>
    }

    static let clustersPerPiece = 64

    static func pieces(clusters: Int) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(2 * (clusters / clustersPerPiece + 1))
        for isEdges in [false, true] {
            for start in stride(from: 0, to: clusters, by: clustersPerPiece) {
                pieces.append(Piece(isEdges: isEdges, range: start..<min(start + clustersPerPiece, clusters)))
            }
        }
        return pieces
    }
}

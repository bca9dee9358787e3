/// How an emitter splits a graph into pieces to write on all cores: runs of clusters, then runs
/// of edges, in order, so that joining the pieces gives the text written one by one.
enum GraphChunks {
    struct Piece: Sendable {
        var isEdges: Bool
        var range: Range<Int>
    }

    static let clustersPerPiece = 64
    static let edgesPerPiece = 4_096

    static func pieces(clusters: Int, edges: Int) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(clusters / clustersPerPiece + edges / edgesPerPiece + 2)
        for start in stride(from: 0, to: clusters, by: clustersPerPiece) {
            pieces.append(Piece(isEdges: false, range: start..<min(start + clustersPerPiece, clusters)))
        }
        for start in stride(from: 0, to: edges, by: edgesPerPiece) {
            pieces.append(Piece(isEdges: true, range: start..<min(start + edgesPerPiece, edges)))
        }
        return pieces
    }
}

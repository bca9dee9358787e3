// The emitters: Swift coordinators (Swift/), graphs (Graph/).

// The types the flows of this app name: what the SwiftUI backend generates from Flows/ compiles
// against these, together with the generated skeletons.

struct Item: Equatable {
    var title: String
}

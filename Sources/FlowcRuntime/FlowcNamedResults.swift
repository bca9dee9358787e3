import UIKit

/// What `return NAME` hands back (format 1.2): the name of one of the answers the asking action
/// declares in its `result`, and the payload it carries. The asking action turns it into a case
/// of its own result enum.
struct FlowcNamedAnswer {
    /// The answer's name, as the flow writes it.
    let name: String
    /// The answer's payload; nil when it carries none.
    let payload: Any?

    init(_ name: String, _ payload: Any? = nil) {
        self.name = name
        self.payload = payload
    }
}

/// An order named in a link (`shop://returns#/order/A1`, the returns route): the order of that id.
extension Order: LosslessStringConvertible {
    convenience init?(_ description: String) {
        guard !description.isEmpty else { return nil }
        self.init(id: ID(rawValue: description))
    }

    var description: String { id.rawValue }
}

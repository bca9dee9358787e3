// The fixture app's model. `Order` is a class that is not Sendable, so that the generated code is
// checked to hand values around without crossing actors.

struct Item: Equatable {
    var name: String
    /// Shown in the Places flow's alert: an optional field, which shows nothing when nil.
    var note: String? = nil
    /// Shown after `note`: a label looked up in a table of optional labels, so twice optional; it
    /// too shows nothing for nil, at either level.
    var label: String?? = nil
}

struct User: Equatable {
    var name: String
}

struct Credentials {
    var name: String
}

enum SignInError: Error, Equatable {
    case rejected
}

final class Order {
    let number: Int

    init(number: Int) {
        self.number = number
    }
}

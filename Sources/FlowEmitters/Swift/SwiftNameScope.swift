/// The names given in one Swift scope (the cases of one enum, the locals of one function), so
/// that no two things of the scope ever get one name, whatever the flows call them: a thing gets
/// the name it asks for unless the scope has it already (reserved, or given before), and then
/// that name followed by the first number from 2 the scope does not have.
struct SwiftNameScope {
    private var taken: Set<String>

    /// A scope in which `reserved` are taken from the start.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `name`, or `name` numbered when the scope has it; taken from now on.
    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

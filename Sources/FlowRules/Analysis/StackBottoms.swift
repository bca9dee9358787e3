/// The bottoms of the stacks each screen can stand on: the screens reached back from it by pushes
/// alone (itself included) that are presented, or, for `popToRoot`, also first screens of the flow.
///
/// A walk back over the pushers per screen asked is cheap in a flow of tens of screens, but costs
/// the whole push graph per screen, which second steps (`then`) make dense: a flow of 1,000
/// screens whose actions `dismiss` then `push` took half a minute to lint that way. Once the walks
/// have cost `budget` steps, the screens of each cycle of pushes, which share their bottoms, are
/// found (strongly connected components), and each component's bottoms are found once.
struct StackBottoms {
    private let pushers: Adjacency
    private let presenters: Adjacency
    private let isFirst: [Bool]
    private var budget: Int
    /// When a walk last reached each screen (by `walk`), so that no set is made per walk.
    private var seenAt: [Int]
    private var walk = 0
    private var components: Components?

    /// The components of the push graph and what each one's bottoms are made of.
    fileprivate struct Components {
        let component: [Int]
        /// For each component, the components of the screens that push its screens, each once.
        let pusherComponents: [[Int]]
        /// For each component, its presented screens, and its first screens that are not presented.
        let presented: [[Int]]
        let firstOnly: [[Int]]
        var found: [Int: [Int]] = [:]
    }

    /// `budget`: how many steps the walks per screen may take before the components are found
    /// (by default four times the push graph: most flows never get there).
    init(pushers: Adjacency, presenters: Adjacency, isFirst: [Bool], budget: Int? = nil) {
        self.pushers = pushers
        self.presenters = presenters
        self.isFirst = isFirst
        self.budget = budget ?? 4 * (isFirst.count + pushers.edgeCount)
        seenAt = [Int](repeating: 0, count: isFirst.count)
    }

    /// The bottoms of the stacks `screen` can stand on, in no particular order, each once.
    mutating func bottoms(of screen: Int, presentedOnly: Bool) -> [Int] {
        if components == nil && budget > 0 { return walkBack(from: screen, presentedOnly: presentedOnly) }
        if components == nil {
            components = Self.components(pushers: pushers, presenters: presenters, isFirst: isFirst)
        }
        return components!.bottoms(of: screen, presentedOnly: presentedOnly)
    }

    /// The definition: a walk back over the pushers from `screen`, its steps taken from `budget`.
    private mutating func walkBack(from screen: Int, presentedOnly: Bool) -> [Int] {
        walk += 1
        seenAt[screen] = walk
        var pending = [screen]
        var bottoms: [Int] = []
        while let node = pending.popLast() {
            if !presenters[node].isEmpty || (!presentedOnly && isFirst[node]) { bottoms.append(node) }
            for pusher in pushers[node] where seenAt[pusher] != walk {
                seenAt[pusher] = walk
                pending.append(pusher)
            }
            budget -= 1 + pushers[node].count
        }
        return bottoms
    }

    private static func components(pushers: Adjacency, presenters: Adjacency, isFirst: [Bool]) -> Components {
        let count = isFirst.count
        let component = StronglyConnectedComponents(successors: (0..<count).map { Array(pushers[$0]) }).component
        let componentCount = (component.max() ?? -1) + 1
        var pusherComponents = [[Int]](repeating: [], count: componentCount)
        var presented = [[Int]](repeating: [], count: componentCount)
        var firstOnly = [[Int]](repeating: [], count: componentCount)
        for screen in 0..<count {
            let own = component[screen]
            if !presenters[screen].isEmpty {
                presented[own].append(screen)
            } else if isFirst[screen] {
                firstOnly[own].append(screen)
            }
            for pusher in pushers[screen] where component[pusher] != own {
                pusherComponents[own].append(component[pusher])
            }
        }
        return Components(
            component: component, pusherComponents: pusherComponents.map { Array(Set($0)).sorted() },
            presented: presented, firstOnly: firstOnly)
    }
}

extension StackBottoms.Components {
    /// A screen's bottoms are its component's and those of the components whose screens push it,
    /// and so on back: found once per component.
    mutating func bottoms(of screen: Int, presentedOnly: Bool) -> [Int] {
        let own = component[screen]
        let key = own * 2 + (presentedOnly ? 1 : 0)
        if let known = found[key] { return known }
        var seen: Set<Int> = [own]
        var pending = [own]
        var bottoms: [Int] = []
        while let next = pending.popLast() {
            bottoms += presented[next]
            if !presentedOnly { bottoms += firstOnly[next] }
            for pusher in pusherComponents[next] where seen.insert(pusher).inserted { pending.append(pusher) }
        }
        found[key] = bottoms
        return bottoms
    }
}

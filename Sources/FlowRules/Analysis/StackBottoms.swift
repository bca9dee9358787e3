/// The bottoms of the stacks each screen can stand on: the screens reached back from it by pushes
/// alone (itself included) that are presented, or, for `popToRoot`, also first screens of the flow.
///
/// Every screen pushed from another one stands on that one's stacks, so the screens of one cycle
/// of pushes share their bottoms: they are found once per strongly connected component of the
/// push graph, and a screen's are its component's. A search per screen instead cost the whole
/// push graph per screen, which second steps (`then`) make dense: a flow of 1,000 screens whose
/// actions `dismiss` then `push` took half a minute to lint.
struct StackBottoms {
    private let component: [Int]
    /// For each component, the components of the screens that push its screens, each once.
    private let pusherComponents: [[Int]]
    /// For each component, its presented screens, and its first screens that are not presented.
    private let presented: [[Int]]
    private let firstOnly: [[Int]]
    private var found: [Int: [Int]] = [:]

    init(pushers: Adjacency, presenters: Adjacency, isFirst: [Bool]) {
        let count = isFirst.count
        let successors = (0..<count).map { Array(pushers[$0]) }
        component = StronglyConnectedComponents(successors: successors).component
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
        self.pusherComponents = pusherComponents.map { Array(Set($0)).sorted() }
        self.presented = presented
        self.firstOnly = firstOnly
    }

    /// The bottoms of the stacks `screen` can stand on, in no particular order, each once: its
    /// component's and those of the components whose screens push it, and so on back.
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

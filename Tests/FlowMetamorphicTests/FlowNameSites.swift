import FlowModel
import FlowYAML

/// What a name in a flow file names.
enum NameKind: String, CaseIterable, Sendable {
    case flow, screen, action, outcome
}

/// Every place in a set's files where a flow, screen, action or outcome is named, found with the
/// project's YAML reader: the keys and values the flow format gives a meaning, and the targets of
/// transitions. Renaming a name at all of these places is a consistent rename.
struct FlowNameSites {
    struct Site: Hashable {
        var file: Int
        /// 1-based line and column (characters) where the name's first character is in the text.
        var line: Int
        var column: Int
        var name: String
    }

    /// Names by the kinds their declarations give them.
    var declared: [NameKind: Set<String>] = [:]
    /// Every place a name stands, declared or referred to.
    var sites: [Site] = []
    /// Names at a place whose text is not the name as written (an escape, an alias, a multi-line
    /// scalar): renaming them by position would miss or break something.
    var unrewritable: Set<String> = []

    init(_ files: [FlowSource]) {
        for (index, file) in files.enumerated() {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                Array($0.unicodeScalars)
            }
            let documents = FlowSet.read(file).documents
            var walker = Walker(file: index, lines: lines)
            for document in documents { walker.flow(document) }
            sites += walker.sites
            unrewritable.formUnion(walker.unrewritable)
            for (kind, names) in walker.declared { declared[kind, default: []].formUnion(names) }
        }
    }

    /// Names that are declared as exactly one kind and written plainly wherever they stand.
    func renamable(_ kinds: Set<NameKind>) -> [String] {
        var kindCount: [String: Int] = [:]
        for names in declared.values { for name in names { kindCount[name, default: 0] += 1 } }
        var result: Set<String> = []
        for kind in kinds {
            for name in declared[kind] ?? [] where kindCount[name] == 1 && !unrewritable.contains(name) {
                if name.unicodeScalars.allSatisfy({
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                }),
                    name.first?.isLetter == true
                {
                    result.insert(name)
                }
            }
        }
        return result.sorted()
    }

    private struct Walker {
        let file: Int
        let lines: [[Unicode.Scalar]]
        var sites: [Site] = []
        /// Sites already recorded: an alias repeats the places of what it names.
        var seen: Set<Site> = []
        var unrewritable: Set<String> = []
        var declared: [NameKind: Set<String>] = [:]

        init(file: Int, lines: [[Unicode.Scalar]]) {
            self.file = file
            self.lines = lines
        }

        /// What a verb's target names, from the verb table, where the rewrites rename it; nil for
        /// a word that is no verb, a verb without a target and one whose target is not renamed.
        static func renamedTarget(ofVerb word: Substring) -> Transition.TargetKind? {
            guard let kind = Transition.Verb(rawValue: String(word))?.targetKind else { return nil }
            switch kind {
            // `reset` names a screen or a flow; an event is renamed as outcomes are.
            case .screen, .child, .outcome, .tab, .screenOrChild, .event: return kind
            // Alert names are not among the names the rewrites rename.
            case .alert: return nil
            }
        }

        mutating func flow(_ node: YAMLNode) {
            guard case .mapping(let pairs) = node.content else { return }
            for pair in pairs {
                switch pair.key.scalar?.text ?? "" {
                case "flow": name(pair.value, declaring: .flow)
                case "start": items(pair.value) { walker, item in walker.name(item, declaring: nil) }
                case "back": name(pair.value, declaring: nil)
                // Format 1.1: each entry's `start` names a screen or a child (format 1.2: or a list
                // of them), and its `outcomes` (format 1.2) outcomes of the flow.
                case "entries":
                    guard case .mapping(let entries) = pair.value.content else { continue }
                    for entry in entries {
                        guard case .mapping(let keys) = entry.value.content else { continue }
                        for key in keys {
                            switch key.key.scalar?.text {
                            case "start", "outcomes":
                                items(key.value) { walker, item in walker.name(item, declaring: nil) }
                            default: continue
                            }
                        }
                    }
                case "tabs": items(pair.value) { walker, item in walker.name(item, declaring: .flow) }
                case "outcomes", "events":
                    switch pair.value.content {
                    case .mapping(let outcomes): for outcome in outcomes { name(outcome.key, declaring: .outcome) }
                    case .sequence(let outcomes): for outcome in outcomes { name(outcome, declaring: .outcome) }
                    case .scalar: break
                    }
                case "screens":
                    guard case .mapping(let screens) = pair.value.content else { continue }
                    for screen in screens {
                        name(screen.key, declaring: .screen)
                        guard case .mapping(let keys) = screen.value.content else { continue }
                        for key in keys {
                            switch key.key.scalar?.text {
                            case "actions":
                                guard case .mapping(let actions) = key.value.content else { continue }
                                for action in actions {
                                    name(action.key, declaring: .action)
                                    actionValue(action.value)
                                }
                            // Format 1.2: an external screen's `to`, what runs once it is done.
                            case "to": transitions(key.value)
                            default: continue
                            }
                        }
                    }
                case "children":
                    guard case .mapping(let children) = pair.value.content else { continue }
                    for child in children {
                        name(child.key, declaring: .flow)
                        guard case .mapping(let keys) = child.value.content else { continue }
                        for key in keys where key.key.scalar?.text == "on" {
                            guard case .mapping(let handlers) = key.value.content else { continue }
                            for handler in handlers {
                                name(handler.key, declaring: nil)
                                transitions(handler.value)
                            }
                        }
                    }
                case "alerts":
                    // Format 1.1: the transitions of each alert's buttons (an alert's own name is
                    // none of the kinds renamed).
                    guard case .mapping(let alerts) = pair.value.content else { continue }
                    for alert in alerts {
                        guard case .mapping(let keys) = alert.value.content else { continue }
                        for key in keys where key.key.scalar?.text == "buttons" {
                            guard case .mapping(let buttons) = key.value.content else { continue }
                            for button in buttons { actionValue(button.value) }
                        }
                    }
                case "routes":
                    guard case .mapping(let routes) = pair.value.content else { continue }
                    for route in routes {
                        guard case .mapping(let keys) = route.value.content else { continue }
                        for key in keys {
                            switch key.key.scalar?.text ?? "" {
                            case "to": transitions(key.value)
                            case "via": name(key.value, declaring: nil)
                            default: continue  // a parameter and its type
                            }
                        }
                    }
                case "triggers":
                    // Format 1.2: each trigger's transitions, and the screens its `from` names (a
                    // trigger's own name is none of the kinds renamed).
                    guard case .mapping(let triggers) = pair.value.content else { continue }
                    for trigger in triggers {
                        actionValue(trigger.value)
                        guard case .mapping(let keys) = trigger.value.content else { continue }
                        for key in keys where key.key.scalar?.text == "from" {
                            items(key.value) { walker, item in walker.name(item, declaring: nil) }
                        }
                    }
                default:
                    break
                }
            }
        }

        mutating func actionValue(_ node: YAMLNode) {
            guard case .mapping(let keys) = node.content else { return transitions(node) }
            // Format 1.2: `then`, a second step beside `to`.
            for key in keys where key.key.scalar?.text == "to" || key.key.scalar?.text == "then" {
                transitions(key.value)
            }
        }

        mutating func items(_ node: YAMLNode, _ each: (inout Walker, YAMLNode) -> Void) {
            if case .sequence(let items) = node.content {
                for item in items { each(&self, item) }
            } else {
                each(&self, node)
            }
        }

        mutating func transitions(_ node: YAMLNode) {
            items(node) { walker, item in
                // Format 1.2: a transition's long form, `{to: TRANSITION, make: true}`, and its
                // second step, `then`.
                if case .mapping(let keys) = item.content {
                    for key in keys where key.key.scalar?.text == "to" || key.key.scalar?.text == "then" {
                        walker.transitions(key.value)
                    }
                    return
                }
                guard let scalar = item.scalar else { return }
                let words = scalar.text.split(separator: " ", omittingEmptySubsequences: true)
                guard words.count == 2, let kind = Self.renamedTarget(ofVerb: words[0]) else { return }
                let offset = scalar.text.unicodeScalars.distance(from: scalar.text.startIndex, to: words[1].startIndex)
                // `start Child.entry` (format 1.1) names the child before the dot.
                let target = kind == .child ? words[1].prefix { $0 != "." } : words[1]
                walker.site(item, name: String(target), offset: offset)
            }
        }

        /// A whole scalar that is a name; `kind` when the place declares it.
        mutating func name(_ node: YAMLNode, declaring kind: NameKind?) {
            guard let scalar = node.scalar, !scalar.isNull else { return }
            if let kind { declared[kind, default: []].insert(scalar.text) }
            site(node, name: scalar.text, offset: 0)
        }

        /// Records `name`, `offset` characters into the scalar `node`, if the text there is it.
        mutating func site(_ node: YAMLNode, name: String, offset: Int) {
            guard let scalar = node.scalar else { return }
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            let column = node.mark.column + (quoted ? 1 : 0) + offset
            let line = node.mark.line
            let written = Array(name.unicodeScalars)
            let start = column - 1
            guard line >= 1, line <= lines.count, start >= 0, start + written.count <= lines[line - 1].count,
                Array(lines[line - 1][start..<start + written.count]) == written,
                scalar.style != .literal, scalar.style != .folded
            else {
                unrewritable.insert(name)
                return
            }
            let site = Site(file: file, line: line, column: column, name: name)
            if seen.insert(site).inserted { sites.append(site) }
        }
    }
}

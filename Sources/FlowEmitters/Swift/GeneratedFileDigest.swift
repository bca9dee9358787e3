import FlowModel
import FlowRules

/// The second line of every generated file: `// flowc digests: inputs I, body B`.
///
/// I is the digest of everything the file's body is made from (the emitter's output revision,
/// the imported module names, the flow, and the input, outcomes and back of each flow it starts);
/// B is the digest of the body, everything after this line. A file whose first line is the
/// header it would get, whose I is the digest of the inputs now and whose body still hashes to
/// B holds exactly the bytes generate would write, so generate leaves it alone without making
/// its text. Edited by hand, or made from other flows, options or another emitter, it is
/// written again.
public enum GeneratedFileDigest {
    public static let prefix = "// flowc digests: inputs "
    static let separator = ", body "
    /// The line's length in bytes, without its newline: the digests are 16 digits each.
    static let lineLength = prefix.utf8.count + 16 + separator.utf8.count + 16

    /// The line, without its newline.
    public static func line(inputs: UInt64, body: UInt64) -> String {
        prefix + StableHash.hex(inputs) + separator + StableHash.hex(body)
    }

    /// Whether `bytes` are `header`, the digest line with `inputs`, and a body that hashes to
    /// the body digest the line records.
    public static func isUpToDate(_ bytes: UnsafeRawBufferPointer, header: String, inputs: UInt64) -> Bool {
        var expected = header
        expected += "\n"
        expected += prefix
        expected += StableHash.hex(inputs)
        expected += separator
        return expected.withUTF8 { expected -> Bool in
            let digestStart = expected.count
            let bodyStart = digestStart + 16 + 1
            guard bytes.count >= bodyStart, memoryEqual(bytes, expected) else { return false }
            guard bytes[bodyStart - 1] == UInt8(ascii: "\n"),
                let recorded = parseHex(UnsafeRawBufferPointer(rebasing: bytes[digestStart..<(bodyStart - 1)]))
            else { return false }
            return StableHash.digest(of: UnsafeRawBufferPointer(rebasing: bytes[bodyStart...])) == recorded
        }
    }

    /// The digest of a flow file's inputs: `common` (revision and imports) and what of `flow`
    /// and of the flows it links to the emitters read.
    static func inputs(of flow: Flow, in graph: FlowGraph, common: StableHash) -> UInt64 {
        var hash = common
        hash.add(flow.name.value)
        hash.add(flow.isEntry)
        hash.add(flow.root.rawValue)
        hash.add(flow.input?.text)
        hash.add(names: flow.start)
        hash.add(outcomes: flow.outcomes)
        // Events (format 1.1) only when there are some: a version-1 file keeps its digest.
        if !flow.events.isEmpty { hash.add(outcomes: flow.events) }
        hash.add(flow.back?.value)
        hash.add(count: flow.screens.count)
        // By index, field by field: a loop over screens or actions copies each whole (a retain
        // and a release of every reference in it), and this runs on every `generate`.
        let screens = flow.screens
        for index in screens.indices {
            hash.add(screens[index].id.value)
            hash.add(screens[index].view)
            hash.add(screens[index].storyboard)
            hash.add(screens[index].identifier)
            hash.add(screens[index].isSwiftUI)
            hash.add(screens[index].input?.text)
            hash.add(presentation: screens[index].presentation)
            let actions = screens[index].actions
            hash.add(count: actions.count)
            for position in actions.indices {
                hash.add(actions[position].name.value)
                hash.add(actions[position].input?.text)
                hash.add(actions[position].output?.text)
                hash.add(actions[position].isAsync)
                hash.add(transitions: actions[position].transitions)
                // Only where written, so that files without it keep their digests.
                if let result = actions[position].result {
                    hash.add(byte: 0xA1)
                    hash.add(result.text)
                }
                // Named answers (format 1.2), likewise.
                if let answers = actions[position].answers {
                    hash.add(byte: 0xA3)
                    hash.add(count: answers.count)
                    for answer in answers {
                        hash.add(answer.name.value)
                        hash.add(answer.payload?.text)
                    }
                }
            }
        }
        hash.add(count: flow.children.count)
        for child in flow.children {
            hash.add(child.flow.value)
            hash.add(child.isPresented)
            hash.add(child.isPermanent)
            hash.add(presentation: child.presentation)
            hash.add(count: child.handlers.count)
            for handler in child.handlers {
                hash.add(handler.outcome.value)
                hash.add(transitions: handler.transitions)
            }
        }
        // A factory's locals named anew (`SwiftNameScope`), where version 1's code did not compile.
        if ScreenFactoryEmitter.localsDifferFromVersion1(flow) { hash.add(byte: 0xA2) }
        hash.add(names: flow.tabs)
        // A tab named as a keyword, whose `Tab` case takes backticks now.
        if let tabs = flow.tabs, tabs.contains(where: { SwiftNames.tabCase($0.value).hasPrefix("`") }) {
            hash.add(byte: 0xA2)
        }
        // Format 1.1: only a flow with alerts hashes them, so that every other flow keeps its digest.
        if !flow.alerts.isEmpty {
            hash.add(alerts: flow.alerts)
            // Fields shown through `appendInterpolation(flowc:)`, no longer bare, and its revision.
            if AlertEmitter.showsFields(flow) {
                hash.add(byte: 0xA3)
                hash.add(count: AlertEmitter.fieldTextRevision)
            }
        }
        // Only where written, so that files without them keep their digests.
        if let entries = flow.entries { hash.add(entries: entries) }
        // Format 1.2: the triggers, marked so that no other field can hash alike.
        if !flow.triggers.isEmpty {
            hash.add(byte: 0xB3)
            hash.add(count: TriggerEmitter.codeRevision)
            hash.add(count: flow.triggers.count)
            for trigger in flow.triggers {
                hash.add(trigger.name.value)
                hash.add(trigger.input?.text)
                hash.add(names: trigger.from)
                hash.add(transitions: trigger.transitions)
            }
        }
        // Format 1.2: the kept children (with what their `reopen` trigger takes, whether each is a
        // tabs flow and has external screens) and whether a parent keeps this flow, only where
        // there are some.
        if flow.children.contains(where: \.isKept) {
            hash.add(byte: 0xB4)
            hash.add(count: KeepEmitter.codeRevision)
            for child in flow.children {
                hash.add(child.isKept)
                hash.add(child.keep?.reopen?.value)
                guard child.isKept, let linked = graph.flow(named: child.flow.value) else { continue }
                hash.add(linked.root.rawValue)
                // Its external screens, which the reset that forgets it lets go of.
                hash.add(linked.hasExternalScreens)
                hash.add(child.keep?.reopen.flatMap { linked.trigger(named: $0.value) }.map { $0.input?.text ?? "" })
            }
        }
        if graph.keptFlowNames.contains(flow.name.value) { hash.add(byte: 0xB5) }
        // Format 1.2, §6: external screens' results and `to`, only where there are some.
        if flow.hasExternalScreens {
            hash.add(byte: 0xB6)
            for index in screens.indices {
                guard let external = screens[index].external else { continue }
                hash.add(count: index)
                hash.add(external.result?.text)
                hash.add(transitions: external.transitions)
            }
        }
        // What the code that starts another flow reads of it: its input, outcomes and back.
        for name in linkedFlows(flow) {
            hash.add(name)
            guard let linked = graph.flow(named: name) else {
                hash.add(byte: 0xFE)
                continue
            }
            hash.add(byte: 1)
            hash.add(linked.input?.text)
            hash.add(outcomes: linked.outcomes)
            if !linked.events.isEmpty { hash.add(outcomes: linked.events) }
            hash.add(linked.back?.value)
            if let entries = linked.entries { hash.add(entries: entries) }
        }
        // Routes: what the flow's code does for the ways of every route that touches it.
        if !graph.routeWays.isEmpty, let index = graph.index(of: flow.name.value) {
            let routes = RoutePlan(flow: index, graph: graph)
            if !routes.isEmpty { hash.add(routes.digestText) }
        }
        return hash.value
    }

    /// The names of the flows `flow` may start, its children first, each once.
    private static func linkedFlows(_ flow: Flow) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func add(_ name: String) { if seen.insert(name).inserted { names.append(name) } }
        for child in flow.children { add(child.flow.value) }
        for item in flow.start ?? [] { add(item.value) }
        for tab in flow.tabs ?? [] { add(tab.value) }
        flow.forEachTransition { transition, _ in
            // A `reset` starts a child only when no screen has its target's name.
            guard transition.verb.startsChild, let target = transition.target else { return }
            if transition.verb == .start || flow.screen(named: target) == nil {
                add(String(Transition.childAndEntry(target).child))
            }
        }
        return names
    }

    private static func parseHex(_ digits: UnsafeRawBufferPointer) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    private static func memoryEqual(_ bytes: UnsafeRawBufferPointer, _ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<prefix.count where bytes[index] != prefix[index] { return false }
        return true
    }
}

extension StableHash {
    fileprivate mutating func add(names: [Located<String>]?) {
        guard let names else {
            add(byte: 0xFE)
            return
        }
        add(count: names.count)
        for name in names { add(name.value) }
    }

    fileprivate mutating func add(outcomes: [Outcome]) {
        add(count: outcomes.count)
        for outcome in outcomes {
            add(outcome.name.value)
            add(outcome.payload?.text)
        }
    }

    fileprivate mutating func add(alerts: [Alert]) {
        add(byte: 0xA1)
        add(count: alerts.count)
        for alert in alerts {
            add(alert.name.value)
            add(alert.style.rawValue)
            add(alert.input?.text)
            add(Self.describing(alert.title))
            add(Self.describing(alert.message))
            add(count: alert.buttons.count)
            for button in alert.buttons {
                add(button.name.value)
                add(Self.describing(button.title))
                add(button.role.rawValue)
                add(transitions: button.transitions)
            }
        }
    }

    /// An alert's text as the digest reads it: the text `String(describing:)` gave it, which
    /// digests written before hash (`Optional(FlowModel.AlertText.text([…literal("Delete?")]))`),
    /// but made here. Swift's escaping of a string's debug text depends on its Unicode tables (a
    /// combining mark that starts a piece is escaped), which differ between Swift versions, and a
    /// digest, written into the file, must not: only quotes, backslashes and control characters
    /// are escaped, as Swift escapes them.
    static func describing(_ text: AlertText?) -> String {
        guard let text else { return "nil" }
        switch text {
        case .key(let key):
            return "Optional(FlowModel.AlertText.key(" + quoted(key) + "))"
        case .text(let parts):
            let pieces = parts.map { part in
                switch part {
                case .literal(let literal): "FlowModel.AlertTextPart.literal(" + quoted(literal) + ")"
                case .field(let field): "FlowModel.AlertTextPart.field(" + quoted(field) + ")"
                }
            }
            return "Optional(FlowModel.AlertText.text([" + pieces.joined(separator: ", ") + "]))"
        }
    }

    /// `text` in quotes, escaped as Swift's debug text escapes ASCII.
    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\0": quoted += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    fileprivate mutating func add(transitions: Transitions) {
        add(count: transitions.count)
        // Verb and target read in place: a loop over the transitions copies each whole.
        for position in transitions.indices {
            let (verb, target) = transitions.verbAndTarget(at: position)
            add(verb.rawValue)
            add(target)
            // Format 1.2: a made step, marked; nothing for the short form, so that older files keep
            // their digests.
            if transitions.isMade(at: position) { add(byte: 0xA2) }
            // Format 1.2: a second step (`then`), marked, with its verb, target and `make`.
            if let then = transitions.then(at: position) {
                add(byte: 0xA3)
                add(then.verb.rawValue)
                add(then.target)
                if then.isMade { add(byte: 0xA2) }
            }
        }
    }
}

extension StableHash {
    /// A `presentation` map; nothing at all without one, so that version-1 files keep their digests.
    mutating func add(presentation: Presentation?) {
        guard let presentation else { return }
        add(byte: 0xA1)
        add(presentation.style?.rawValue)
        add(count: presentation.detents?.count ?? -1)
        for detent in presentation.detents ?? [] {
            switch detent {
            case .medium: add("medium")
            case .large: add("large")
            case .height(let height): add(String(height))
            }
        }
        add(presentation.swipeToDismiss.map { $0 ? "true" : "false" })
    }

    /// A flow's `entries` (format 1.1), marked so that no other field can hash alike.
    mutating func add(entries: [FlowEntry]) {
        add(byte: 0xE1)
        add(count: entries.count)
        for entry in entries {
            add(entry.name.value)
            add(entry.input?.text)
            // One start as in format 1.1, so that a 1.1 file's digest stays; a list (format 1.2)
            // and `outcomes` marked so that neither hashes like one start.
            if let starts = entry.starts, starts.count > 1 {
                add(byte: 0xE2)
                add(names: starts)
            } else {
                add(entry.starts?.first?.value)
            }
            if let outcomes = entry.outcomes {
                add(byte: 0xE3)
                add(names: outcomes)
            }
        }
    }
}

import FlowcTestSupport
import Foundation
import Testing

/// Two flows in two files that write a name of every kind the format has: the fixture of the
/// name, completion and code action tests.
enum NameFixture {
    static let shop = """
        flow: Shop
        entry: true
        start: home
        screens:
          home:
            actions:
              express: {input: Cart, to: start Checkout.express}
              checkout: {input: Cart, to: start Checkout}
              leave: alert confirmLeave
              pick: {to: present picker, result: [picked, unchanged]}
          picker:
            actions:
              choose: return picked
              close: return unchanged
          order:
            input: Order.ID
        alerts:
          confirmLeave:
            buttons:
              completed: {role: cancel}
              restart: replace home
        children:
          Checkout:
            present: true
            keep: {reopen: reopenCheckout}
            on:
              completed: stay
              cancelled: stay
              needsHelp: stay
        routes:
          "order/{orderID}":
            orderID: Order.ID
            to: push order

        """

    static let checkout = """
        flow: Checkout
        outcomes:
          completed: Order
          cancelled: null
        events:
          needsHelp: null
        back: cancelled
        entries:
          main: {input: Cart, start: cart}
          express: {input: Cart, start: cart}
        triggers:
          reopenCheckout: {input: Cart, to: replace cart}
        screens:
          cart:
            input: Cart
            actions:
              pay: {input: Order, to: finish completed}
              help: send needsHelp
              close: finish cancelled

        """

    static let shopPath = "Shop.flow.yaml"
    static let checkoutPath = "flows/Checkout.flow.yaml"

    static func text(_ path: String) -> String { path == shopPath ? shop : checkout }

    /// A folder with the two flows, and a server started on it.
    static func start() throws -> (TemporaryDirectory, LSPClient) {
        let directory = try TemporaryDirectory()
        try directory.write(shop, to: shopPath)
        try directory.write(checkout, to: checkoutPath)
        let client = try LSPClient(in: directory.url)
        _ = try client.initialize(root: directory.url)
        return (directory, client)
    }

    /// The protocol position of `word` inside the `nth` occurrence of `needle` in the file at
    /// `path` (its first character, plus `plus`).
    static func position(
        _ path: String, _ needle: String, _ word: String? = nil, nth: Int = 0, plus: Int = 1
    )
        -> [String: Int]
    {
        let text = text(path)
        var searchStart = text.startIndex
        var found: Swift.Range<String.Index>?
        for _ in 0...nth {
            found = text.range(of: needle, range: searchStart..<text.endIndex)
            guard let match = found else { break }
            searchStart = match.upperBound
        }
        guard let match = found else {
            Issue.record("no \(needle) in \(path)")
            return ["line": 0, "character": 0]
        }
        let wordStart = word.flatMap { text.range(of: $0, range: match)?.lowerBound } ?? match.lowerBound
        let before = text[..<wordStart]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ["line": line, "character": text[lineStart..<wordStart].utf16.count + plus]
    }

    /// `text` with `edits` (the protocol's ranges, UTF-16 columns) applied.
    static func apply(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        let sorted = edits.sorted { range($0["range"]).lexicographicallyPrecedes(range($1["range"])) }
        for edit in sorted.reversed() {
            let place = range(edit["range"])
            let newText = Array((edit["newText"] as? String ?? "").utf16)
            let head = Array(lines[place[0]].prefix(place[1]))
            let tail = Array(lines[place[2]].dropFirst(place[3]))
            let joined = String(decoding: head + newText + tail, as: UTF16.self).components(separatedBy: "\n")
            lines.replaceSubrange(place[0]...place[2], with: joined.map { Array($0.utf16) })
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    /// `flowc lint` in `directory`: its exit status and output.
    static func lint(_ directory: TemporaryDirectory) throws -> (status: Int32, output: String) {
        let run = try ProcessRunner.run(
            [FlowcExecutable.url!.path, "lint"], in: directory.url, environment: ["NO_COLOR": "1"])
        return (run.status, run.output)
    }
}

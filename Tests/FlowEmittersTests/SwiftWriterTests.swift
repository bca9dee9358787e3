import Testing

@testable import FlowEmitters

/// The writer every generated file goes through: its text must be exactly what was written, in
/// order, however many pieces and however far past the room it started with.
@Suite struct SwiftWriterTests {
    @Test("a file written in thousands of pieces, far past the first room, comes out whole")
    func manyPiecesPastTheFirstRoom() {
        var writer = SwiftWriter(capacity: 1, reserved: 3)
        var expected = ""
        for index in 0..<2_000 {
            writer.block("func f", String(index), "() {") { body in
                body.line("let ", "value", " = ", String(index * 7))
                body.start()
                body.add("return ")
                body.add(upperFirst: "value")
                body.end()
            }
            expected += "func f\(index)() {\n    let value = \(index * 7)\n    return Value\n}\n"
        }
        #expect(writer.text == expected)
        let written = writer.written
        #expect(written.prefix(3) == [0, 0, 0])
        #expect(String(decoding: written.dropFirst(3), as: UTF8.self) == expected)
    }

    @Test("a statement too long is taken back and wrapped, and writing goes on after it")
    func wrappedStatementThenMore() {
        var writer = SwiftWriter()
        let arguments = (0..<12).map { "argument\($0): value\($0)" }.joined(separator: ", ")
        writer.line("call(", arguments, ")")
        writer.start()
        writer.end()  // nothing added: an empty line
        writer.line("next()")
        let lines = writer.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "call(")
        #expect(lines.dropFirst().dropLast(3).allSatisfy { $0.hasPrefix("    argument") && $0.count <= 120 })
        #expect(lines.suffix(3) == ["", "next()", ""])
        #expect(writer.text.filter { $0 != "\n" && $0 != " " } == "call(\(arguments))next()".filter { $0 != " " })
    }
}

import FlowEmitters
import FlowcKit
import SwiftParser
import SwiftSyntax

/// What can be checked of generated Swift without compiling it, fast enough for thousands of flow
/// sets: each file parses with swift-syntax's parser without an error or a warning (a token it
/// had to make up or could not place, which is what its diagnostics are made of), and the names it
/// declares cannot be the kind of mistake that parses but does not compile:
///
/// - two declarations of one name in one scope (two cases of one enum, two requirements of one
///   protocol with the same labels, two types of one module);
/// - a local of a generated function that takes the name of something the function calls
///   unqualified (an action's closure named as the coordinator's `presentDetailScreen`), or of
///   one of its parameters (`input`);
/// - a value of the app's own types interpolated into a string bare (`"\(input.host)"`, which
///   shows an optional as `Optional("…")` and makes Swift warn): flowc does not know those
///   types, so every interpolation it writes goes through a labelled one it declares.
public enum GeneratedSwiftCheck {
    /// What one file's text declares and gets wrong, the same for the same text wherever it
    /// stands: the runtime, the same in every set, is parsed once per `Memo`.
    struct FileFacts {
        var unparsedLine: Int?
        var problems: [String]
        var topLevelTypes: [String]
        var functions: Set<String>
        var hiding: [(name: String, line: Int)]

        init(_ text: String) {
            let tree = Parser.parse(source: text)
            if tree.hasError || tree.hasWarning {
                let unparsed = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.hasError }
                unparsedLine =
                    unparsed.map { SourceLocationConverter(fileName: "", tree: tree).location(for: $0.position).line }
                    ?? 0
            }
            let visitor = NameVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            problems = visitor.problems
            topLevelTypes = visitor.topLevelTypes
            functions = visitor.functions
            hiding = visitor.hiding
        }
    }

    /// The facts of the files checked so far, by their text: one per run of many flow sets.
    public final class Memo {
        var facts: [String: FileFacts] = [:]

        public init() {}

        func facts(of text: String) -> FileFacts {
            if let known = facts[text] { return known }
            let made = FileFacts(text)
            facts[text] = made
            return made
        }
    }

    /// The problems of the files of one module, each naming its file.
    public static func problems(in files: [GeneratedFile], memo: Memo = Memo()) -> [String] {
        var problems: [String] = []
        var topLevel: [String: String] = [:]
        var functions: Set<String> = []
        var hiding: [(file: String, name: String, line: Int)] = []
        for file in files {
            let facts = memo.facts(of: file.contents)
            if let line = facts.unparsedLine {
                problems.append("\(file.name):\(line): does not parse:\n\(file.contents)")
            }
            problems += facts.problems.map { "\(file.name): \($0)" }
            functions.formUnion(facts.functions)
            hiding += facts.hiding.map { (file.name, $0.name, $0.line) }
            for name in facts.topLevelTypes {
                if let other = topLevel[name] {
                    problems.append("\(file.name): the type '\(name)' is declared in \(other) too")
                } else {
                    topLevel[name] = file.name
                }
            }
        }
        // A local called by its own name is a closure the function calls; one named as a function
        // of the module hides it.
        for local in hiding where functions.contains(local.name) {
            problems.append(
                "\(local.file): the local '\(local.name)' (line \(local.line)) hides the function the code calls by that name"
            )
        }
        return problems
    }
}

/// Walks one file's tree for the names it declares and uses.
private final class NameVisitor: SyntaxVisitor {
    var problems: [String] = []
    var topLevelTypes: [String] = []
    /// The base names of the functions the file declares.
    var functions: Set<String> = []
    /// Locals of a function that it calls by their name, unqualified.
    var hiding: [(name: String, line: Int)] = []

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        for item in node.statements {
            if let name = Self.typeName(item.item) { topLevelTypes.append(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        var seen: Set<String> = []
        for member in node.members {
            for name in Self.declaredNames(member.decl) where !seen.insert(name).inserted {
                problems.append("'\(name)' is declared twice in one scope (line \(line(of: member)))")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.insert(node.name.text)
        guard let body = node.body else { return .visitChildren }
        let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let locals = LocalsVisitor(viewMode: .sourceAccurate)
        locals.walk(body)
        for (name, node) in locals.declared {
            if parameters.contains(name) {
                problems.append(
                    "the local '\(name)' hides the function's parameter of that name (line \(line(of: node)))")
            }
            if locals.calledUnqualified.contains(name) { hiding.append((name, line(of: node))) }
        }
        return .visitChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        if node.expressions.first?.label == nil {
            problems.append("'\(node.trimmedDescription)' interpolates a value bare (line \(line(of: node)))")
        }
        return .visitChildren
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        // Lines are counted from the file's start, for the problem's message only.
        var line = 1
        for token in node.root.tokens(viewMode: .sourceAccurate) {
            if token.position >= node.position { break }
            for piece in token.leadingTrivia + token.trailingTrivia {
                if case .newlines(let count) = piece { line += count }
            }
        }
        return line
    }

    static func typeName(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard case .decl(let decl) = item else { return nil }
        if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
        if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ProtocolDeclSyntax.self) { return type.name.text }
        if let type = decl.as(TypeAliasDeclSyntax.self) { return type.name.text }
        return nil
    }

    /// The names a member declares: a function's with its labels and types (`start(on:UINavigationController)`),
    /// so that overloads are told apart.
    static func declaredNames(_ decl: DeclSyntax) -> [String] {
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return cases.elements.map { $0.name.text } }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map {
                $0.firstName.text + ":" + $0.type.trimmedDescription + ","
            }
            return [function.name.text + "(" + labels.joined() + ")"]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let type = decl.as(ClassDeclSyntax.self) { return [type.name.text] }
        if let type = decl.as(StructDeclSyntax.self) { return [type.name.text] }
        if let type = decl.as(EnumDeclSyntax.self) { return [type.name.text] }
        return []
    }
}

/// The locals a function body declares at its own level (not in its closures, whose parameters
/// and locals hide outer names on purpose), and the names it calls unqualified anywhere.
private final class LocalsVisitor: SyntaxVisitor {
    var declared: [(String, Syntax)] = []
    var calledUnqualified: Set<String> = []
    private var closureDepth = 0

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        closureDepth -= 1
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A nested function is a scope of its own.
        .skipChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if closureDepth == 0, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declared.append((name, Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calledUnqualified.insert(callee.baseName.text)
        }
        return .visitChildren
    }
}

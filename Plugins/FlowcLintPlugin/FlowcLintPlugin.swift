import Foundation
import PackagePlugin

/// `swift package flowc-lint [--target NAME...] [flowc lint options]`: lints the flow files of
/// the package (or those of the named targets) with flowc, from the package's folder, so
/// `.flowc.yml` there applies and findings name paths relative to it.
///
///     swift package flowc-lint
///     swift package flowc-lint --target App --strict --format github
///
/// The plugin fails, like `flowc lint`, when flowc finds errors or cannot run.
@main
struct FlowcLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let root = context.package.directoryURL
        var paths: [String] = []
        if !targetNames.isEmpty {
            for target in try context.package.targets(named: targetNames) {
                let files = target.sourceModule?.sourceFiles.map(\.url).filter(Self.isFlowFile) ?? []
                paths += files.map { Self.relative($0, to: root) }.sorted()
            }
            guard !paths.isEmpty else {
                Diagnostics.remark("no flow files (*.flow.yaml, *.flow.yml) in \(targetNames.joined(separator: ", "))")
                return
            }
        }
        let flowc = try context.tool(named: "flowc")
        let process = Process()
        process.executableURL = flowc.url
        process.arguments = ["lint"] + paths + extractor.remainingArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            throw LintFailure("flowc lint found errors")
        default:
            throw LintFailure("flowc lint failed (exit \(process.terminationStatus))")
        }
    }

    static func isFlowFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return (name.hasSuffix(".flow.yaml") && name.count > 10) || (name.hasSuffix(".flow.yml") && name.count > 9)
    }

    /// `url` relative to `root` when it lies below it.
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

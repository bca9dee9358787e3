import ArgumentParser
import FlowLanguageServer
import FlowcKit

// FoundationEssentials only where it exists (Linux): the whole Foundation would bring ICU into
// the flowc executable, which every `flowc lint` would load.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol over standard input and output.",
        discussion: """
            For editors: findings as you type (the same as `flowc lint` run in the workspace's \
            folder, with its .flowc.yml, inline disables and --baseline), go to definition, find \
            references and rename of every kind of name (flows, screens, actions, buttons, \
            outcomes, events, alerts, entries, triggers, answers, route parameters), completion, \
            quick fixes, the outline of a file, and hover. It answers about flow files only \
            (*.flow.yaml, *.flow.yml). The client starts `flowc lsp` in any folder; the \
            workspace's folder is the one its `initialize` names. Docs/editors.md shows the \
            set-up of VS Code, Neovim, Helix and Zed.

            Exit status: 0 after the client's `shutdown` and `exit`, 1 when it exits or goes away \
            without `shutdown`, 2 on a bad argument.
            """
    )

    @Flag(help: "Accepted for clients that pass it: the server always speaks over standard input and output.")
    var stdio = false

    // Not `ConfigurationOptions`: the server's default is the workspace's file, not the current
    // directory's.
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The configuration file (default: .flowc.yml in the workspace's folder that the client's "
                + "`initialize` names, if there is one).",
            valueName: "file"))
    var configuration: String?

    @Option(help: ArgumentHelp("Do not report findings that this baseline file lists.", valueName: "file"))
    var baseline: String?

    func run() throws {
        // Made absolute now: `initialize` moves into the workspace's folder.
        let directory = FileManager.default.currentDirectoryPath
        func absolute(_ path: String?) -> String? {
            guard let path else { return nil }
            return path.hasPrefix("/") ? path : directory + "/" + path
        }
        let options = LanguageServer.Options(
            configurationPath: absolute(configuration), baselinePath: absolute(baseline))
        let code = ServerLoop(input: 0, output: 1, options: options).run()
        Output.exit(code == 0 ? .clean : .findings)
    }
}

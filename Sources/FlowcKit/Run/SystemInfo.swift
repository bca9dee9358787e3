import FlowcSupport

enum SystemInfo {
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static var isStandardOutputTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}

/// What the run knows of where its output goes.
public enum Terminal {
    /// Colour for people at a terminal, unless NO_COLOR is set (no-color.org).
    public static var wantsColor: Bool {
        SystemInfo.isStandardOutputTerminal && (SystemInfo.environment("NO_COLOR") ?? "").isEmpty
    }
}

/// flowc's version: what `flowc --version` prints and what SARIF reports name as the tool's.
public enum FlowcVersion {
    public static let current = "0.1.0"
}

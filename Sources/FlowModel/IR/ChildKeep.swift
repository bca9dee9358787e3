import FlowDiagnostics

/// Format 1.2: a presented child kept for reuse (`keep: true` or `keep: {reopen: TRIGGER}`). Its
/// coordinator is made the first time it starts and kept until its parent goes; finishing (or a
/// `dismiss` on its first screen) hides it, and the next start presents the same stack again.
public struct ChildKeep: Sendable, Hashable {
    /// The position of the key `keep`, where findings about it are reported.
    public var position: SourcePosition
    /// The trigger of the child that a later start hands its input to; nil for `keep: true`.
    public var reopen: Located<String>?
    /// `keep` was written as a map whose `reopen` could not be read (a `schema` finding): the
    /// child is kept, and its missing trigger is that finding's, not reported again.
    public var hasUnreadableReopen = false

    public init(position: SourcePosition, reopen: Located<String>? = nil, hasUnreadableReopen: Bool = false) {
        self.position = position
        self.reopen = reopen
        self.hasUnreadableReopen = hasUnreadableReopen
    }
}

extension Child {
    /// Whether the child is kept for reuse (format 1.2's `keep`, read only where it applies).
    public var isKept: Bool { keep != nil }
}

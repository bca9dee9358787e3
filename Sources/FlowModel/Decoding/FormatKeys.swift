/// The keys the decoder reads in each kind of map, as written: what an editor offers where a key
/// goes. The same spellings the decoder checks, so that the two cannot drift.
public enum FormatKeys {
    public static let flow = FlowKey.spellings
    public static let screen = ScreenKey.spellings
    public static let action = ActionKey.spellings
    public static let child = ChildKey.spellings
    public static let keep = KeepKey.spellings
    public static let presentation = PresentationKey.spellings
    public static let alert = AlertKey.spellings
    public static let alertButton = AlertButtonKey.spellings
    public static let entry = EntryKey.spellings
    /// A trigger's keys, without the action's keys it has not (kept by the decoder to say why).
    public static let trigger = TriggerKey.spellings.filter { !["output", "async", "result"].contains($0) }
    public static let transitionLongForm = TransitionLongFormKey.spellings
    /// A route's own keys beside its parameters (format 1.1 and 1.2).
    public static let route = ["to", "via", "query", "fragment", "entry"]
}

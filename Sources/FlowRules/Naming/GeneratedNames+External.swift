// Format 1.2, §6: the names the generated Swift gives an external screen.
extension GeneratedNames {
    /// The work's requirement that makes the controller of external screen `screen`:
    /// `makeActivityScreen`.
    public static func externalScreenRequirement(_ screen: String) -> String {
        "make" + upperFirst(screen) + "Screen"
    }

    /// The choice among the alternatives of the `to` of external screen `screen`: `activityDone`
    /// (its type `ActivityDoneChoice`, `choiceType(requirement:)`).
    public static func externalDoneRequirement(_ screen: String) -> String { screen + "Done" }
}

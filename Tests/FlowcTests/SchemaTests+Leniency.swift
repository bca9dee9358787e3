extension SchemaTests {
    /// What the decoder reads without a `schema` finding though an editor's schema might be
    /// stricter: the schema must take it too, or an editor marks a valid file.
    static let leniencyCases: [Case] = [
        Case(
            "a null alerts map", valid: true,
            """
            flow: App
            start: home
            screens: {home: null}
            alerts: ~
            """),
        Case(
            "blanks around and between a transition's words", valid: true,
            """
            flow: App
            start: home
            screens:
              home: {actions: {open: push  detail, tab: "push\\tdetail", spaced: "push detail ", back: " pop"}}
              detail: {actions: {close: {to: "dismiss ", then: "push  home"}}}
            """),
        Case(
            "numbers and booleans read as text where text goes", valid: true,
            """
            flow: App
            start: home
            screens:
              home: {storyboard: 2024, identifier: 7, actions: {warn: alert oops}}
            alerts:
              oops: {title: 404, message: {key: 42}, buttons: {ok: {title: true}}}
            """),
        Case(
            "an external screen's null to, a long-form step of any verb, and stay in the long form", valid: true,
            """
            flow: Browser
            start: browser
            screens:
              browser: {actions: {share: present activity, pick: present picker, scan: present scanner}}
              activity: {external: true, to: ~}
              picker: {external: true, to: {to: select Home}}
              scanner: {external: true, to: [{to: stay}, {to: push browser}]}
            """),
        Case(
            "an external screen whose to is stay alone, in a list", valid: false,
            """
            flow: Browser
            start: browser
            screens:
              browser: {actions: {share: present activity}}
              activity: {external: true, to: [stay]}
            """),
    ]
}

extension SchemaTests {
    /// Format 1.2's external screens (issue 33 §6), judged alike by the schema and the decoder.
    static let externalCases: [Case] = [
        Case(
            "external screens with input, presentation, result and to (format 1.2)", valid: true,
            """
            flow: Browser
            start: browser
            screens:
              browser:
                actions:
                  share: {input: ShareType, to: present activity}
                  importBookmarks: {to: present documentPicker, result: "[URL]"}
              activity:
                external: true
                input: ShareType
                result: ShareType
                presentation: {style: popover}
                to: [start ShareSheet, {to: push browser, make: true}, stay]
              documentPicker: {external: true, result: "[URL]", to: push browser}
              plain: {external: false, input: Int}
            children: {ShareSheet: {on: {done: stay}}}
            """),
        Case(
            "an external screen with a view", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, activity: {external: true, view: ActivityViewController}}
            """),
        Case(
            "an external screen with actions", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, activity: {external: true, actions: {done: dismiss}}}
            """),
        Case(
            "to on a screen of the app's own", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: {to: push browser}}
            """),
        Case(
            "result on a screen that is not external", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: {external: false, result: Int}}
            """),
        Case(
            "an external screen's to that returns", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, picker: {external: true, result: Int, to: return}}
            """),
        Case(
            "an external screen's to that closes", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, picker: {external: true, to: [dismiss, stay]}}
            """),
        Case(
            "an external screen's to that resets", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, picker: {external: true, to: reset browser}}
            """),
        Case(
            "an external screen's to that is stay alone", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, picker: {external: true, to: stay}}
            """),
        Case(
            "an external screen's to with then", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, picker: {external: true, to: {to: push browser, then: pop}}}
            """),
        Case(
            "external that is not a boolean", valid: false,
            """
            flow: Browser
            start: browser
            screens: {browser: null, picker: {external: "yes"}}
            """),
    ]
}

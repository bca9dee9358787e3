extension SchemaTests {
    /// Format 1.2's route keys (issue 33 §5), judged alike by the schema and the decoder.
    static let routeLinkCases: [Case] = [
        Case(
            "a route's query, fragment and entry (format 1.2)", valid: true,
            """
            flow: Room
            entries: {main: {input: String, start: room}, details: {input: String, start: room}}
            screens: {room: {input: String}}
            routes:
              "/": {fragment: "/{roomID}", roomID: String, to: start}
              "room/{roomID}/details": {roomID: String, entry: details, to: start}
              search: {query: {q: String, page: Int?}, to: start}
            """),
        Case(
            "route keys that name parameters of the pattern (format 1.2)", valid: true,
            """
            flow: Search
            start: results
            routes:
              "search/{query}": {query: String, to: start}
              "a/{fragment}": {fragment: Int, to: start}
              "b/{entry}": {entry: String, to: start}
            """),
        Case(
            "an empty pattern without a fragment", valid: false,
            """
            flow: Room
            start: room
            routes: {"/": {to: start}}
            """),
        Case(
            "a malformed fragment", valid: false,
            """
            flow: Room
            start: room
            routes: {"/": {fragment: "/{roomID", roomID: String, to: start}}
            """),
        Case(
            "a parameter twice in a pattern", valid: false,
            """
            flow: Search
            start: results
            routes: {"a/{id}/{id}": {id: String, to: start}}
            """),
        Case(
            "a parameter twice in a fragment", valid: false,
            """
            flow: Search
            start: results
            routes: {b: {fragment: "/{id}/{id}", id: String, to: start}}
            """),
        Case(
            "a path parameter named as the route's key 'via'", valid: false,
            """
            flow: Search
            start: results
            routes: {"c/{via}": {via: String, to: start}}
            """),
        Case(
            "a fragment parameter named as the route's key 'entry'", valid: false,
            """
            flow: Search
            start: results
            routes: {"/": {fragment: "/{entry}", entry: String, to: start}}
            """),
        Case(
            "parameters whose names start alike", valid: true,
            """
            flow: Search
            start: results
            routes: {"a/{id}/{idx}": {id: String, idx: String, to: start}}
            """),
        Case(
            "an empty query", valid: false,
            """
            flow: Search
            start: results
            routes: {search: {query: {}, to: start}}
            """),
        Case(
            "a query item that is not an identifier", valid: false,
            """
            flow: Search
            start: results
            routes: {search: {query: {"q-x": String}, to: start}}
            """),
        Case(
            "a query that is not a map", valid: false,
            """
            flow: Search
            start: results
            routes: {search: {query: String, to: start}}
            """),
        Case(
            "an entry that is not text", valid: false,
            """
            flow: Search
            start: results
            routes: {search: {entry: [main], to: start}}
            """),
    ]
}

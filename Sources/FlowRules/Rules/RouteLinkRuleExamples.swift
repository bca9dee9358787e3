// Format 1.2: the examples of route `query`, `fragment` and `entry` (issue 33 §5) for each rule
// that checks them, kept together so that each rule's description adds them in one place.

extension SchemaRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a query item's name is an identifier and no path parameter's; a fragment is
        // a pattern as the path's; an empty path needs a fragment.
        RuleExample(
            """
            flow: Search
            entry: true
            start: results
            screens: {results: null}
            routes:
              search:
                query: {↓"q-x": String, page: Int?}
                to: start
              "item/{id}":
                id: Int
                query: {↓id: Int}
                to: start
              "/":
                fragment: ↓"/{roomID"
                roomID: String
                to: start
              ↓"":
                to: start
            """)
    ]

    static let routeLinkNonTriggering: [RuleExample] = [
        // Format 1.2: query items, a fragment after an empty path, and a key that names a
        // parameter of the pattern, which stays that parameter as in 1.1.
        RuleExample(
            """
            flow: Search
            entry: true
            start: results
            screens: {results: null}
            routes:
              search:
                query: {q: String, page: Int?}
                to: start
              "/":
                fragment: "/{roomID}"
                roomID: String
                to: start
              "find/{query}": {query: String, to: start}
            """)
    ]
}

extension MissingIdentifierRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a route's `entry` names an entry of its flow.
        RuleExample(
            """
            flow: Lobby
            entry: true
            start: hall
            screens: {hall: {actions: {enter: {input: String, to: start Room}, chat: start Chat}}}
            children: {Room: {present: true, on: {left: stay}}, Chat: {on: {left: stay}}}
            ---
            flow: Room
            outcomes: [left]
            entries:
              main: {input: String, start: room}
              details: {input: String, start: room}
            screens: {room: {input: String, actions: {leave: finish left}}}
            routes:
              "room/{roomID}/details": {roomID: String, entry: ↓detials, to: start}
            ---
            flow: Chat
            outcomes: [left]
            start: chat
            screens: {chat: {actions: {leave: finish left}}}
            routes:
              chat: {entry: ↓main, to: start}
            """),
        // Without `entry`, a route starts its flow at `main`, which a flow with `entries` must
        // declare (as for `start Room`).
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {open: {input: Int, to: start Room.details}}}}
            children: {Room: {present: true, on: {closed: stay}}}
            ---
            flow: Room
            outcomes: [closed]
            back: closed
            entries:
              details: {input: Int, start: roomDetails}
            screens: {roomDetails: {input: Int}}
            routes:
              ↓"room/{id}": {id: Int, to: start}
            """),
    ]
}

extension DuplicateIdentifierRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a name once across the path, the fragment and the query.
        RuleExample(
            """
            flow: Room
            entry: true
            start: room
            screens: {room: null}
            routes:
              "room/{roomID}":
                fragment: ↓"/{roomID}"
                roomID: String
                to: start
              "/":
                fragment: "/{roomID}"
                roomID: String
                query: {↓roomID: String}
                to: start
            """)
    ]

    static let routeLinkNonTriggering: [RuleExample] = [
        // Format 1.2: one path with two fragments, or with required query items of other names, are
        // two routes.
        RuleExample(
            """
            flow: Room
            entry: true
            start: room
            screens: {room: null}
            routes:
              "/": {fragment: "/{roomID}", roomID: String, to: start}
              "": {fragment: "/user/{userID}", userID: String, to: start}
              search: {query: {q: String}, to: start}
              /search: {query: {tag: String}, to: start}
            """)
    ]
}

extension UnreachableRouteRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a route's `entry` needs a way that starts its flow, not a tab's selection.
        RuleExample(
            """
            flow: Main
            entry: true
            root: tabs
            tabs: [Chats]
            children: {Chats: null}
            ---
            flow: Chats
            entries:
              main: {start: list}
              search: {start: list}
            screens: {list: null}
            routes:
              chats: {entry: ↓search, to: start}
            """),
        // A route the generated `open` never reaches: an earlier one takes every URL it matches.
        RuleExample(
            """
            flow: Help
            entry: true
            start: home
            screens: {home: null, index: null, topic: {input: String}}
            routes:
              help: {to: push index}
              ↓"/help": {query: {topic: String}, to: push topic}
              faq: {to: push index}
              ↓"/faq": {fragment: "/{topic}", topic: String, to: push topic}
            """),
    ]

    static let routeLinkNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Lobby
            entry: true
            start: hall
            screens: {hall: {actions: {enter: {input: String, to: start Room}}}}
            children: {Room: {present: true, on: {left: stay}}}
            ---
            flow: Room
            outcomes: [left]
            entries:
              main: {input: String, start: room}
              details: {input: String, start: room}
            screens: {room: {input: String, actions: {leave: finish left}}}
            routes:
              "room/{roomID}/details": {roomID: String, entry: details, to: start}
            """),
        // The more particular route first: each URL opens the one that reads all it has.
        RuleExample(
            """
            flow: Help
            entry: true
            start: home
            screens: {home: null, index: null, topic: {input: String}}
            routes:
              "/help": {query: {topic: String}, to: push topic}
              help: {to: push index}
              "/faq": {fragment: "/{topic}", topic: String, to: push topic}
              faq: {to: push index}
            """),
    ]
}

extension TypeMismatchRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a query item feeds an input as a path parameter does; a route's `entry` is
        // fed its own input.
        RuleExample(
            """
            flow: Lobby
            entry: true
            start: hall
            screens: {hall: {actions: {enter: {input: String, to: start Room}}}}
            children: {Room: {present: true, on: {left: stay}}}
            ---
            flow: Room
            outcomes: [left]
            entries:
              main: {input: String, start: room}
              invite: {input: Int, start: invite}
            screens:
              room: {input: String, actions: {leave: finish left}}
              invite: {input: Int, actions: {leave: finish left}}
            routes:
              join: {query: {room: ↓Int}, to: start}
              invite: {query: {code: ↓String}, entry: invite, to: start}
            """),
        // A parameter is made from the URL's text by `LosslessStringConvertible`: a named type,
        // optional only as a query item, which may be missing.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: null
              product: {input: Product.ID, actions: {close: pop}}
              page: {input: "Int?", actions: {close: pop}}
              search: {input: "Tagged<String>", actions: {close: pop}}
            routes:
              "product/{id}": {id: ↓"Product.ID?", to: push product}
              "page/{n}": {n: ↓"Int?", to: push page}
              search: {query: {q: "Tagged<String>", page: "Int?", sort: ↓"[String]"}, to: push search}
              "run/{f}": {f: ↓"() -> Void", to: start}
            """),
    ]
}

extension UnusedRouteParameterRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a query item or a fragment parameter that feeds nothing.
        RuleExample(
            """
            flow: Search
            entry: true
            start: results
            screens: {results: null}
            routes:
              search: {query: {↓q: String}, to: start}
              "/": {fragment: "/{tag}", ↓tag: String, to: start}
            """)
    ]
}

extension UnhandledOutcomeRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a route that starts a child at an entry asks its parent for that entry's
        // outcomes, as `start Room.banned` would.
        RuleExample(
            """
            flow: Lobby
            entry: true
            start: hall
            screens: {hall: {actions: {enter: {input: String, to: start Room}}}}
            children: {↓Room: {present: true, on: {left: stay}}}
            ---
            flow: Room
            outcomes: [left, kicked]
            entries:
              main: {input: String, start: room, outcomes: [left]}
              banned: {start: banner}
            screens:
              room: {input: String, actions: {leave: finish left}}
              banner: {actions: {ok: finish kicked}}
            routes:
              banned: {entry: banned, to: start}
            """)
    ]

    static let routeLinkNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Lobby
            entry: true
            start: hall
            screens: {hall: {actions: {enter: {input: String, to: start Room}}}}
            children: {Room: {present: true, on: {left: stay}}}
            ---
            flow: Room
            outcomes: [left, kicked]
            entries:
              main: {input: String, start: room, outcomes: [left]}
              invite: {start: banner, outcomes: [left]}
            screens:
              room: {input: String, actions: {leave: finish left}}
              banner: {actions: {ok: finish left}}
            routes:
              invite: {entry: invite, to: start}
            """)
    ]
}

extension InvalidIdentifierRule {
    static let routeLinkTriggering: [RuleExample] = [
        // Format 1.2: a route that reads its query binds its parameters beside the matcher's `url`;
        // a route's entry step beside another child's step.
        RuleExample(
            """
            flow: Lobby
            entry: true
            start: hall
            screens:
              hall:
                actions:
                  enter: {input: String, to: start Room}
                  other: start RoomAtDetails
            children: {Room: {present: true, on: {left: stay}}, RoomAtDetails: {on: {left: stay}}}
            routes:
              open: {query: {↓url: String}, to: start}
            ---
            flow: Room
            outcomes: [left]
            entries:
              main: {input: String, start: room}
              details: {input: String, start: room}
            screens: {room: {input: String, actions: {leave: finish left}}}
            routes:
              "room/{roomID}/details": {roomID: String, entry: ↓details, to: start}
            ---
            flow: RoomAtDetails
            outcomes: [left]
            start: page
            screens: {page: {actions: {leave: finish left}}}
            """),
        // Every route binds its parameters beside `self`, `Self`, `openRoute` and the coordinators.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            screens: {home: null, page: {input: Int, actions: {close: pop}}}
            routes:
              "page/{self}": {↓self: Int, to: push page}
              "again/{Self}": {↓Self: Int, to: push page}
              "open/{openRoute}": {↓openRoute: Int, to: push page}
              "shop/{ShopCoordinator}": {↓ShopCoordinator: Int, to: push page}
            """),
    ]
}

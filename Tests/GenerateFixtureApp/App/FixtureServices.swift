// The fixture app's services: what its work needs, handed down from the entry flow's work to
// each child's, as an app hands down its API client. The behaviour tests make one and set its
// answers; nothing is global.

/// The answers the fixture app gives, and what its work was asked.
@MainActor
final class FixtureServices {
    var startsWithTour = false
    var choosesAbout = false
    var showsSavedItem = true
    var mayDismissHelp = false
    var mayDismissAbout = false
    /// While set, asynchronous work waits (until it is cleared, or its task is cancelled).
    var holdsWork = false
    private(set) var logged: [String] = []
    private(set) var saves: [Item] = []
    private(set) var submissions = 0
    /// How many times the entry flow's handler for a cancelled sign-in ran.
    private(set) var signInsCancelled = 0
    /// Work whose task was cancelled while it waited.
    private(set) var cancelledWork = 0

    func log(_ text: String) { logged.append(text) }

    func recordSave(_ item: Item) { saves.append(item) }

    func recordSubmission() { submissions += 1 }

    func recordSignInCancelled() { signInsCancelled += 1 }

    /// What asynchronous work waits for: a turn of the main actor, and, while `holdsWork` is
    /// set, until it is cleared or the task is cancelled.
    func wait() async {
        await Task.yield()
        while holdsWork {
            if Task.isCancelled {
                cancelledWork += 1
                return
            }
            await Task.yield()
        }
    }
}

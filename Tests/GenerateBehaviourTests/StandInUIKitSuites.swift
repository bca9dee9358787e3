import Testing
import UIKit

/// The suites that run on the stand-in UIKit, one after the other: its main loop, like UIKit's,
/// is one for the whole process, and a test running beside another would see its animations.
@Suite(.serialized)
enum StandInUIKitSuites {}

/// A suite that runs generated code on the stand-in UIKit.
protocol StandInUIKitTest {}

extension StandInUIKitTest {
    /// Lets the main loop finish every animation; UIKit would have dropped nothing on the way.
    @MainActor
    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        StandInMainLoop.finishAnimations()
        #expect(StandInMainLoop.violations == [], sourceLocation: sourceLocation)
    }

    /// `settle()`, after letting waiting tasks run.
    @MainActor
    func settled(sourceLocation: SourceLocation = #_sourceLocation) async {
        await StandInMainLoop.settle()
        #expect(StandInMainLoop.violations == [], sourceLocation: sourceLocation)
    }
}

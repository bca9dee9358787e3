import Testing

/// The suites that run on the stand-in UIKit, one after the other: its main loop, like UIKit's,
/// is one for the whole process, and a test running beside another would see its animations.
@Suite(.serialized)
enum StandInUIKitSuites {}

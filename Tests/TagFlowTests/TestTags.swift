import Testing
import TagFlow

// Swift Testing's `Tag`, spelled without qualification in a file that also imports TagFlow: this
// compiles only while TagFlow declares no public `Tag` of its own.
extension Tag {
    /// Tests of the interactive component.
    @Tag static var component: Self
    /// Tests of sizing and measurement.
    @Tag static var sizing: Self
}

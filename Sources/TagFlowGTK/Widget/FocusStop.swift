import TagFlow

/// Where keyboard focus stands in the widget: on a tag, or on the line limit's chip ("+N", or
/// "less" while expanded), which the controller lets the keys reach after the tags.
enum FocusStop: Hashable {
    case tag(TagID)
    case chip

    /// The stop of the controller's focused element, if any.
    init?(_ element: TagAccessibilityElement.Kind?) {
        switch element {
        case .tag(_, let id)?: self = .tag(id)
        case .overflowIndicator?, .collapseIndicator?: self = .chip
        case nil: return nil
        }
    }

    /// The tag's id, for a tag.
    var tagID: TagID? {
        if case .tag(let id) = self { return id }
        return nil
    }
}

extension TagCollectionOptions {
    /// How taps, swipes and the space or return key change the selection.
    public enum SelectionMode: Hashable, Sendable {
        /// Input never changes the selection; taps are still reported (`didTap` with the unchanged
        /// state), so tags can act as buttons.
        case none
        /// At most one tag is selected by input: choosing a tag deselects the one chosen before
        /// (reported as `didDeselectReplaced`); tapping the selected tag deselects it.
        case single
        /// Any number of tags, up to `limit` (`nil`: no limit; otherwise ≥ 1). A tap that would
        /// select past the limit changes nothing and is reported as `didRefuseTapForLimit`.
        /// Deselecting is always allowed.
        case multiple(limit: Int? = nil)

        /// The most tags input may leave selected, or `nil` for no limit.
        public var limit: Int? {
            switch self {
            case .none: 0
            case .single: 1
            case .multiple(let limit): limit
            }
        }

        /// Whether input can select anything (every mode but `none`).
        public var allowsSelection: Bool {
            if case .none = self { return false }
            return true
        }

        /// Throws for a limit below 1; the path is relative to the mode (`limit`).
        func validate() throws(TagFlowError) {
            if case .multiple(let limit) = self { try TagFlowError.checkLimit(limit, at: ["limit"]) }
        }
    }
}

extension TagCollectionOptions {
    /// Throws for a selection minimum the mode cannot keep, and for selection following focus
    /// outside single selection; paths relative to the options.
    func validateSelectionRules() throws(TagFlowError) {
        if selectionMinimum < 0 {
            throw TagFlowError(.invalidCount(selectionMinimum, allowed: "≥ 0 (0: no tag required)"), at: Setting.selectionMinimum.path())
        }
        let most = selectionMode.limit
        if let most, selectionMinimum > most {
            let mode: String
            switch selectionMode {
            case .none: mode = "selection mode none selects nothing, so the minimum must be 0"
            case .single: mode = "single selection keeps one tag at most, so the minimum must be 0 or 1"
            case .multiple: mode = "the minimum must be at most the selection limit of \(most)"
            }
            throw TagFlowError(
                TagFlowError.CollectionReason.refused("a minimum of \(selectionMinimum) is not allowed: \(mode)"),
                at: Setting.selectionMinimum.path())
        }
        if selectionFollowsFocus, selectionMode != .single {
            throw TagFlowError(
                TagFlowError.CollectionReason.refused(
                    "selection follows focus only with single selection (the selection mode is \(selectionMode.name))"),
                at: Setting.selectionFollowsFocus.path())
        }
    }
}

extension TagCollectionOptions.SelectionMode {
    /// The mode's name: `none`, `single` or `multiple` (as messages, the JSON contract and the
    /// GTK widget's `selection-mode` property name it).
    package var name: String {
        switch self {
        case .none: "none"
        case .single: "single"
        case .multiple: "multiple"
        }
    }
}

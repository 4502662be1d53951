import TagFlow

/// The `filter-text` property: a filter field's text as the collection's filter.
extension TagCollectionWidget {
    /// Applies `filterText` (`TagFilter.text(containing:)`, none when empty), animated as any
    /// update, and tells screen readers how many tags show.
    func filterTextChanged() {
        guard isAlive else { return }
        let filter: TagFilter? = filterText.isEmpty ? nil : .text(containing: filterText)
        do {
            try update { (controller) throws(TagFlowError) in try controller.setFilter(filter) }
        } catch {
            report(error)
        }
        announce(controller.viewAnnouncement)
        notifyChangedProperties(changes: [])
    }
}

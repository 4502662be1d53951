import TagFlowLayout

/// The `TagFlowError` a call throws, or `nil` when it throws none: every layer throws this one
/// type, so one helper serves every test.
public func thrownError<T>(_ body: () throws(TagFlowError) -> T) -> TagFlowError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

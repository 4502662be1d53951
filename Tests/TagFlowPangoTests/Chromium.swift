import Testing

/// The reason the browser comparisons are skipped where Chromium is missing.
let noChromiumReason = Comment(rawValue: noChromiumText)

// Users of the component get the geometry and layout types (Size, Rect, LayoutConfiguration,
// LayoutResult, …) with a single `import TagFlow`.
@_exported import TagFlowLayout

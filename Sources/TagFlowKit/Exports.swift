// One import for the common case: the tags, the component, what to draw and the Linux text engine.
@_exported import TagFlow
@_exported import TagFlowPango
@_exported import TagFlowRendering

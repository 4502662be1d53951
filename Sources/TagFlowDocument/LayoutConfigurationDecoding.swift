import TagFlow

extension LayoutConfiguration {
    /// The keys of a document's `layout` object, in the order error messages list them.
    public static let documentKeys = [
        "scrollDirection", "alignment", "lineAlignment", "contentVerticalAlignment", "layoutDirection",
        "horizontalSpacing", "verticalSpacing", "contentInset", "numberOfLines", "horizontalDistribution",
        "lineBreaking", "overflowIndicator", "displayScale",
    ]

    /// Reads the `layout` object of a layout document (design §6). Every key is optional and
    /// defaults to the value of `LayoutConfiguration()`:
    ///
    /// - `scrollDirection`, `alignment`, `lineAlignment`, `contentVerticalAlignment`,
    ///   `layoutDirection`, `horizontalDistribution`, `lineBreaking`: strings, the enumerations'
    ///   raw values;
    /// - `horizontalSpacing`, `verticalSpacing`: numbers ≥ 0;
    /// - `contentInset`: `{ "top", "left", "bottom", "right" }`, each optional, numbers ≥ 0;
    /// - `numberOfLines`: an integer ≥ 0;
    /// - `overflowIndicator`: `{ "width", "height" }`, both required, numbers ≥ 0; absent or
    ///   `null` for none;
    /// - `displayScale` (an extension of the contract): a number > 0 that snaps frames to device
    ///   pixels (points × scale); absent or `null` for unrounded frames.
    public init(document reader: JSONReader) throws(DocumentError) {
        self.init()
        let layout = try reader.object(allowedKeys: Self.documentKeys)
        if let value = layout.member("scrollDirection") { scrollDirection = try value.choice(ScrollDirection.self) }
        if let value = layout.member("alignment") { alignment = try value.choice(Alignment.self) }
        if let value = layout.member("lineAlignment") { lineAlignment = try value.choice(LineAlignment.self) }
        if let value = layout.member("contentVerticalAlignment") {
            contentVerticalAlignment = try value.choice(ContentVerticalAlignment.self)
        }
        if let value = layout.member("layoutDirection") { layoutDirection = try value.choice(LayoutDirection.self) }
        if let value = layout.member("horizontalSpacing") { horizontalSpacing = try value.nonNegativeNumber() }
        if let value = layout.member("verticalSpacing") { verticalSpacing = try value.nonNegativeNumber() }
        if let value = layout.member("contentInset") {
            let inset = try value.object(allowedKeys: ["top", "left", "bottom", "right"])
            contentInset = EdgeInsets(
                top: try inset.member("top")?.nonNegativeNumber() ?? 0,
                left: try inset.member("left")?.nonNegativeNumber() ?? 0,
                bottom: try inset.member("bottom")?.nonNegativeNumber() ?? 0,
                right: try inset.member("right")?.nonNegativeNumber() ?? 0)
        }
        if let value = layout.member("numberOfLines") { numberOfLines = try value.nonNegativeInteger() }
        if let value = layout.member("horizontalDistribution") {
            horizontalDistribution = try value.choice(HorizontalDistribution.self)
        }
        if let value = layout.member("lineBreaking") { lineBreaking = try value.choice(LineBreaking.self) }
        if let value = layout.nonNullMember("overflowIndicator") {
            let indicator = try value.object(allowedKeys: ["width", "height"])
            overflowIndicator = Size(
                width: try indicator.requiredMember("width").nonNegativeNumber(),
                height: try indicator.requiredMember("height").nonNegativeNumber())
        }
        if let value = layout.nonNullMember("displayScale") { displayScale = try value.positiveNumber() }
    }
}

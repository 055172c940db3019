/// SF Symbols names of interface controls mapped onto bootstrap-icons or composed from covered
/// names: turning and collapsing arrows, doubled and barred chevrons, half-filled shapes, text
/// formatting, grids and frames. Each pairs an icon of the same meaning and shape; written for
/// RowRaster by reading both sets' names and shapes; no Apple artwork is used.
extension SymbolNames {
    static let controls: [(String, SymbolRecipe)] = [
        // Arrows: turning, collapsing and expanding, leaving a box, recycling
        ("arrow.turn.left.up", .icon("arrow-90deg-up")),
        ("arrow.turn.left.down", .icon("arrow-90deg-down")),
        ("arrow.down.and.line.horizontal.and.arrow.up", .icon("arrows-collapse")),
        ("arrow.up.and.line.horizontal.and.arrow.down", .icon("arrows-expand")),
        ("arrow.up.left.and.down.right.and.arrow.up.right.and.down.left", .icon("arrows-fullscreen")),
        ("arrow.up.forward.app", .icon("box-arrow-up-right")),
        ("rectangle.portrait.and.arrow.forward", .symbol("rectangle.portrait.and.arrow.right")),
        ("arrow.3.trianglepath", .icon("recycle")),
        ("arrow.down.right.and.arrow.up.left.rectangle", .rectangled(.symbol("arrow.down.right.and.arrow.up.left"), filled: false)),
        ("arrow.down.right.and.arrow.up.left.rectangle.fill", .rectangled(.symbol("arrow.down.right.and.arrow.up.left"), filled: true)),
        ("arrow.up.left.and.arrow.down.right.rectangle", .rectangled(.symbol("arrow.up.left.and.arrow.down.right"), filled: false)),
        ("arrow.up.left.and.arrow.down.right.rectangle.fill", .rectangled(.symbol("arrow.up.left.and.arrow.down.right"), filled: true)),

        // Chevrons: doubled, and pointing at a line
        ("chevron.up.2", .icon("chevron-double-up")),
        ("chevron.down.2", .icon("chevron-double-down")),
        ("chevron.left.to.line", .icon("chevron-bar-left")),
        ("chevron.right.to.line", .icon("chevron-bar-right")),

        // Shapes with their left half filled
        ("diamond.lefthalf.filled", .icon("diamond-half")),
        ("triangle.lefthalf.filled", .icon("triangle-half")),
        ("pentagon.lefthalf.filled", .icon("pentagon-half")),
        ("hexagon.lefthalf.filled", .icon("hexagon-half")),
        ("octagon.lefthalf.filled", .icon("octagon-half")),

        // Text formatting and keys
        ("textformat.subscript", .icon("subscript")),
        ("textformat.superscript", .icon("superscript")),
        ("text.quote", .icon("blockquote-left")),
        ("list.star", .icon("list-stars")),
        ("list.bullet.rectangle.fill", .rectangled(.symbol("list.bullet"), filled: true)),
        ("curlybraces", .icon("braces")),
        ("curlybraces.square", .squared(.icon("braces"), filled: false)),
        ("curlybraces.square.fill", .squared(.icon("braces"), filled: true)),
        ("line.diagonal", .icon("slash-lg")),
        ("alt", .icon("alt")),
        ("delete.right", .icon("backspace-reverse")),
        ("delete.right.fill", .icon("backspace-reverse-fill")),
        // SF Symbols 6's names for them
        ("delete.forward", .symbol("delete.right")),
        ("delete.forward.fill", .symbol("delete.right.fill")),
        ("keyboard.chevron.compact.down.fill", .material("keyboard-close")),

        // Marks in rectangles
        ("checkmark.rectangle", .rectangled(.symbol("checkmark"), filled: false)),
        ("checkmark.rectangle.fill", .rectangled(.symbol("checkmark"), filled: true)),
        ("plus.square.dashed", .icon("plus-square-dotted")),

        // Grids and frames
        ("square.grid.3x2", .icon("grid-3x2-gap")),
        ("square.grid.3x2.fill", .icon("grid-3x2-gap-fill")),
        ("aspectratio", .icon("aspect-ratio")),
        ("aspectratio.fill", .icon("aspect-ratio-fill")),
        ("viewfinder", .icon("fullscreen")),
        ("viewfinder.circle", .circled(.icon("fullscreen"), filled: false)),
        ("viewfinder.circle.fill", .circled(.icon("fullscreen"), filled: true)),
    ]
}

/// Collects the display items render nodes emit, nesting effects as groups.
package struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []

    package init() {}

    package mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Runs `body` into a sub-list and wraps it in `effect`; an empty sub-list adds nothing.
    package mutating func group(_ effect: DisplayEffect, _ body: (inout DisplayListBuilder) -> Void) {
        var inner = DisplayListBuilder()
        body(&inner)
        guard !inner.items.isEmpty else { return }
        items.append(.group(effect, inner.items))
    }

    package var list: DisplayList { DisplayList(items) }
}

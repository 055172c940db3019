/// A list row (or section header or footer) as the list style shows it: inset content, at
/// least 44 points tall, on the row background — a rounded card in inset styles — with a
/// hairline separator under every row but a section's last, starting where its text starts.
package final class ListRowNode: WrapperNode {
    let position: LazySlots.SlotPosition
    let appearance: ListAppearance
    let colors: Colors

    /// The list's row background, separator and pinned-header bar in its colour scheme.
    package struct Colors {
        let row: RGBAColor
        let separator: RGBAColor
        let pinnedHeader: MaterialLook

        package init(_ appearance: ListAppearance, in environment: EnvironmentValues) {
            row = appearance.rowBackground.value(in: environment)
            separator = SystemColorTable.separator.value(in: environment)
            pinnedHeader = Material.bar.look(in: environment)
        }
    }

    /// SwiftUI's default row insets on iPhone.
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// SwiftUI's default minimum row height (`defaultMinListRowHeight`).
    package nonisolated static let defaultMinimumRowHeight: CGFloat = 44
    /// The least height of a row: `defaultMinListRowHeight` where the list is.
    let minimumRowHeight: CGFloat

    /// The least height of a section header (`defaultMinListHeaderHeight`), spacing above
    /// included; none by default.
    let minimumHeaderHeight: CGFloat

    package init(content: RenderNode, position: LazySlots.SlotPosition, appearance: ListAppearance, colors: Colors,
                 minimumRowHeight: CGFloat = ListRowNode.defaultMinimumRowHeight, minimumHeaderHeight: CGFloat? = nil) {
        self.position = position
        // A negative, NaN or infinite minimum from the environment falls back to iOS's.
        self.minimumRowHeight = minimumRowHeight.isFinite && minimumRowHeight >= 0 ? minimumRowHeight : Self.defaultMinimumRowHeight
        self.minimumHeaderHeight = minimumHeaderHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
        self.appearance = appearance
        self.colors = colors
        super.init(name: position.role == .row ? "ListRow" : position.role == .header ? "ListHeader" : "ListFooter", child: content)
    }

    private var isFirstSection: Bool { position.section == nil || position.section == 0 }

    /// The content's insets inside the row's card.
    private var insets: EdgeInsets {
        switch position.role {
        case .row:
            return child.listRowTraits.insets ?? Self.rowInsets
        case .header where child.listRowTraits.isProminentHeader:
            // UIKit's prominent header margins against its standard ones: 9 points less above,
            // 5 more below, 3 from the card's edges instead of the rows' text inset.
            return EdgeInsets(top: max(0, standardHeaderTop - 9), leading: 3, bottom: 12, trailing: 3)
        case .header:
            return EdgeInsets(top: standardHeaderTop, leading: 20, bottom: appearance.pinsHeaders ? 6 : 7, trailing: 20)
        case .footer:
            return EdgeInsets(top: 7, leading: 20, bottom: 4, trailing: 20)
        }
    }

    /// The space above a standard header's text: the space between sections, but for the first.
    private var standardHeaderTop: CGFloat { isFirstSection ? 14 : max(0, appearance.sectionSpacing + 14) }

    /// The gap above a row: `listRowSpacing` between the rows of a section and, above a card
    /// that starts without a header, the top of an inset list or the space between sections.
    private var gapAbove: CGFloat {
        guard position.role == .row else { return 0 }
        guard position.isFirstRow else { return appearance.rowSpacing }
        guard !position.hasHeader, appearance.spacesSections else { return 0 }
        return isFirstSection ? 16 : max(0, appearance.sectionSpacing + ListAppearance.sectionTop)
    }

    private var margin: CGFloat { appearance.sectionMargin }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        let insets = self.insets
        return ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * margin - insets.horizontal) }, height: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = self.insets
        let content = child.sizeThatFits(childProposal(for: proposal))
        var height = content.height + insets.vertical
        if position.role == .row { height = max(height, minimumRowHeight) }
        if position.role == .header { height = max(height, minimumHeaderHeight) }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width + insets.horizontal + 2 * margin
        return CGSize(width: width, height: height + gapAbove)
    }

    override func childOffset(for proposal: ProposedViewSize) -> CGPoint {
        let insets = self.insets
        let size = sizeThatFits(proposal)
        let content = child.sizeThatFits(childProposal(for: proposal))
        // Rows centre their content vertically in the minimum height; a header taller than its
        // text keeps the text just above its section.
        let free = max(0, size.height - gapAbove - insets.vertical - content.height)
        return CGPoint(x: margin + insets.leading, y: gapAbove + insets.top + (position.role == .header ? free : free / 2))
    }

    /// The card's rect: the row without the section margins and the gap above.
    private var cardRect: CGRect {
        CGRect(x: frame.minX + margin, y: frame.minY + gapAbove, width: frame.width - 2 * margin, height: frame.height - gapAbove)
    }

    /// The direction the row was last placed in: right to left, its separator and revealed
    /// swipe actions mirror (its content is mirrored by placement).
    private var layoutDirection = LayoutDirection.leftToRight

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, with placement: PlacementContext) {
        layoutDirection = placement.layoutDirection
        super.placeChildren(in: frame, proposal: proposal, with: placement)
        child.listRowTraits.background?.place(at: cardRect.origin, proposal: ProposedViewSize(cardRect.size), with: placement)
        if let actions = child.listRowTraits.swipeActions {
            let card = cardRect
            let proposal = ProposedViewSize(width: nil, height: card.height)
            let width = min(card.width, actions.node.sizeThatFits(proposal).width)
            actions.node.place(at: CGPoint(x: actions.edge == .trailing ? card.maxX - width : card.minX, y: card.minY), proposal: proposal, with: placement)
        }
    }

    /// A row with its swipe actions revealed: the row slid aside by their width, the actions
    /// in the space it left, all inside the row's card.
    private func emitRevealed(_ actions: RenderNode, edge: HorizontalEdge, into builder: inout DisplayListBuilder,
                              with emission: EmitContext) {
        // The row slides away from the actions' edge: trailing is the left edge right to left.
        let towardsLeft = (edge == .trailing) == (layoutDirection == .leftToRight)
        let shift = towardsLeft ? -actions.frame.width : actions.frame.width
        builder.group(.clip(cardPath, FillStyle())) { inner in
            emitBackground(into: &inner, with: emission)
            inner.group(.transform(CGAffineTransform(translationX: shift, y: 0))) { child.emit(into: &$0, with: emission) }
            actions.emit(into: &inner, with: emission)
        }
        emitSeparator(into: &builder)
    }

    package override func emit(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        switch position.role {
        case .row:
            if let actions = child.listRowTraits.swipeActions {
                emitRevealed(actions.node, edge: actions.edge, into: &builder, with: emission)
                return
            }
            emitBackground(into: &builder, with: emission)
            child.emit(into: &builder, with: emission)
            emitSeparator(into: &builder)
        case .header where appearance.pinsHeaders:
            // A pinned header covers the rows scrolling under it with the bar material, as iOS does.
            for item in colors.pinnedHeader.items(filling: Path(frame)) { builder.append(item) }
            child.emit(into: &builder, with: emission)
        default:
            child.emit(into: &builder, with: emission)
        }
    }

    private func emitBackground(into builder: inout DisplayListBuilder, with emission: EmitContext) {
        if let background = child.listRowTraits.background {
            builder.group(.clip(cardPath, FillStyle())) { background.emit(into: &$0, with: emission) }
        } else {
            builder.append(.fill(cardPath, .color(colors.row), FillStyle()))
        }
    }

    /// The card, with rounded top corners on a section's first row and bottom corners on its
    /// last; every row's corners when rows are cards of their own.
    private var cardPath: Path {
        let rect = cardRect
        let top = position.isFirstRow || appearance.rowsAreCards ? appearance.cornerRadius : 0
        let bottom = position.isLastRow || appearance.rowsAreCards ? appearance.cornerRadius : 0
        guard top > 0 || bottom > 0 else { return Path(rect) }
        if top > 0, bottom > 0 { return Path(roundedRect: rect, cornerRadius: top, style: .circular) }
        return Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + top))
            if top > 0 {
                path.addArc(center: CGPoint(x: rect.minX + top, y: rect.minY + top), radius: top, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
                path.addArc(center: CGPoint(x: rect.maxX - top, y: rect.minY + top), radius: top, startAngle: .degrees(270), endAngle: .degrees(360), clockwise: false)
            } else {
                path.addLine(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            }
            if bottom > 0 {
                path.addArc(center: CGPoint(x: rect.maxX - bottom, y: rect.maxY - bottom), radius: bottom, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                path.addArc(center: CGPoint(x: rect.minX + bottom, y: rect.maxY - bottom), radius: bottom, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
            } else {
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            }
            path.closeSubpath()
        }
    }

    private func emitSeparator(into builder: inout DisplayListBuilder) {
        guard !position.isLastRow, !appearance.rowsAreCards, child.listRowTraits.separator != .hidden else { return }
        let thickness = 1 / context.displayScale
        // As in iOS, the separator starts where the row's text starts: at its right edge
        // right to left, running to the card's left edge.
        let y = frame.maxY - thickness
        let rect: CGRect
        if layoutDirection == .rightToLeft {
            let leading = firstTextFrame(in: child)?.maxX ?? (cardRect.maxX - insets.leading)
            rect = CGRect(x: cardRect.minX, y: y, width: leading - cardRect.minX, height: thickness)
        } else {
            let leading = firstTextFrame(in: child)?.minX ?? (cardRect.minX + insets.leading)
            rect = CGRect(x: leading, y: y, width: cardRect.maxX - leading, height: thickness)
        }
        builder.append(.fill(Path(rect), .color(child.listRowTraits.separatorTint ?? colors.separator), FillStyle()))
    }

    private func firstTextFrame(in node: RenderNode) -> CGRect? {
        if node is TextNode { return node.frame }
        for child in node.children {
            if let frame = firstTextFrame(in: child) { return frame }
        }
        return nil
    }
}

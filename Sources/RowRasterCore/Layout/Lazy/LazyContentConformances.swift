/// Views that hold rows of their own (sections, nested `ForEach`): a `ForEach` of them is
/// expanded into their structure, so the rows inside stay lazy and sections can pin.
///
/// Only these: a `ForEach` whose rows are conditional (`if … else …`) or grouped stays one
/// lazy slot per element, built when it is shown.
@MainActor
protocol StructuralView {}

extension Section: StructuralView {}
extension ForEach: StructuralView {}

@MainActor
extension ForEach: LazyContentProviding where Content: View {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        resolveContainerContent(in: context)
        if Content.self is any StructuralView.Type { return expandedChildren(in: context) }
        let rowContext = context.lazyRow()
        let ids = LazyIdentities<ID>()
        let identity: (Int) -> AnyHashable = { offset in
            ids.identity(of: self.element(at: offset)[keyPath: self.idKeyPath], at: offset) { duplicate in
                context.warn(.duplicateIdentifier(container: "ForEach<\(Data.self), \(ID.self)>", id: "\(duplicate)"))
            }
        }
        // Rows are built later, while the stack is laid out: they belong to the view being
        // evaluated now, so a row's state change finds its way up through it. Weakly: that
        // record holds the nodes that hold this closure.
        weak let owner = context.graph.current
        let range = LazyRange(count: count, identity: identity) { offset in
            let element = self.element(at: offset)
            return context.graph.building(under: owner) {
                context.graph.makeRow(context.graph.trackedByCurrentView { self.content(element) }, id: AnyHashable(element[keyPath: self.idKeyPath]),
                                      in: rowContext.child(id: identity(offset)))
            }
        }
        return LazyChildren(segments: [.range(range)])
    }
}

@MainActor
extension ForEach where Content: View {
    /// Each element's structure (a section of lazy rows, say), read for every element: a
    /// `ForEach` of sections has as many elements as sections, not rows.
    func expandedChildren(in context: BuildContext) -> LazyChildren {
        var children = LazyChildren.empty
        var seen: [ID: Int] = [:]
        for offset in 0..<count {
            let element = element(at: offset)
            let id = identity(at: offset, element: element, seen: &seen, context: context)
            children.append(context.graph.lazyChildren(context.graph.trackedByCurrentView { content(element) }, in: context.lazyRow().child(id: id)))
        }
        return children
    }
}

/// The identities handed out to lazily built elements; a repeated id gets its occurrence
/// appended (and is reported), as the eager `ForEach` does.
@MainActor
final class LazyIdentities<ID: Hashable> {
    private var offsets: [ID: Int] = [:]
    private var assigned: [Int: AnyHashable] = [:]

    func identity(of id: ID, at offset: Int, reportDuplicate: (ID) -> Void) -> AnyHashable {
        if let known = assigned[offset] { return known }
        let result: AnyHashable
        if let first = offsets[id], first != offset {
            reportDuplicate(id)
            result = AnyHashable([AnyHashable(id), AnyHashable(offset)])
        } else {
            offsets[id] = offset
            result = AnyHashable(id)
        }
        assigned[offset] = result
        return result
    }
}

@MainActor
extension TupleView: LazyContentProviding {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        var children = LazyChildren.empty
        for (index, child) in self.children.enumerated() {
            children.append(context.graph.lazyChildren(erased: child, in: context.child(index)))
        }
        return children
    }
}

@MainActor
extension Group: LazyContentProviding where Content: View {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        context.graph.lazyChildren(content, in: context.child(0))
    }
}

@MainActor
extension _ConditionalContent: LazyContentProviding where TrueContent: View, FalseContent: View {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        switch storage {
        case .trueContent(let view): return context.graph.lazyChildren(view, in: context.child(0))
        case .falseContent(let view): return context.graph.lazyChildren(view, in: context.child(1))
        }
    }
}

extension Optional: LazyContentProviding where Wrapped: View {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        guard let view = self else { return .empty }
        return context.graph.lazyChildren(view, in: context.child(0))
    }
}

@MainActor
extension AnyView: LazyContentProviding {
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        context.graph.lazyChildren(erased: view, in: context.child(ObjectIdentifier(type(of: view)).hashValue))
    }
}

@MainActor
extension EmptyView: LazyContentProviding {
    package func lazyChildren(in context: BuildContext) -> LazyChildren { .empty }
}

extension ModifiedContent: LazyContentProviding where Content: View, Modifier: ViewModifier {
    /// A modifier on a `ForEach` applies to each element, which stays lazy.
    package func lazyChildren(in context: BuildContext) -> LazyChildren {
        if let wrapping = modifier as? any NodeWrappingModifier {
            var inner = context.graph.lazyChildren(content, in: context.child(0))
            inner.writeSectionValues(with: wrapping)
            return inner.mapNodes { nodes in nodes.map { wrapping.makeNode(wrapping: $0, in: context) } }
        }
        if let environment = modifier as? any EnvironmentWritingModifier {
            let inner = environment.modifiedContext(context)
            let children = context.graph.lazyChildren(content, in: inner)
            guard inner.environment.layoutDirection != context.environment.layoutDirection else { return children }
            return children.mapNodes { LayoutDirectionNode.marking($0, from: context.environment, to: inner.environment) }
        }
        return LazyChildren(segments: [.fixed(context.graph.makeNodes(self, in: context))])
    }
}

/// A modifier that only changes the environment, which a lazy container can pass on.
@MainActor
package protocol EnvironmentWritingModifier {
    func modifiedContext(_ context: BuildContext) -> BuildContext
}

@MainActor
extension _EnvironmentKeyWritingModifier: EnvironmentWritingModifier {
    package func modifiedContext(_ context: BuildContext) -> BuildContext {
        let value = self.value, keyPath = self.keyPath
        return context.modifyingEnvironment { $0[keyPath: keyPath] = value }
    }
}

extension BuildContext {
    /// The context of the rows of a lazy container: their records outlive the render.
    func lazyRow() -> BuildContext {
        var copy = self
        copy.isInsideLazyContainer = true
        return copy
    }
}

extension ViewGraph {
    /// Evaluates a composite view to find the lazy children of its body.
    func lazyChildrenOfBody<V: View>(_ view: V, in context: BuildContext) -> LazyChildren {
        let record = prepareEvaluation(view, in: context)
        guard !record.lacksEnvironmentObject else { return .empty }
        let parent = current
        current = record
        defer { current = parent }
        return lazyChildren(trackedBody(view, record: record), in: context.child(0))
    }
}

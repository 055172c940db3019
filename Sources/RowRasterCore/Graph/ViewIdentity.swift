/// A view's identity: its structural path from the root (child positions), refined by the
/// explicit ids of `ForEach` elements and `.id(_:)`.
package struct ViewIdentity: Hashable, CustomStringConvertible {
    enum Component: Hashable {
        case index(Int)
        case id(AnyHashable)
    }

    private(set) var path: [Component] = []

    func appending(_ index: Int) -> ViewIdentity {
        var copy = self
        copy.path.append(.index(index))
        return copy
    }

    func appending(id: AnyHashable) -> ViewIdentity {
        var copy = self
        copy.path.append(.id(id))
        return copy
    }

    package var description: String {
        "/" + path.map { component in
            switch component {
            case .index(let index): return String(index)
            case .id(let id): return "#\(id.base)"
            }
        }.joined(separator: "/")
    }
}

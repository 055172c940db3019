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
        // Written out for every evaluation a render records, so without `map` and `joined`
        // and, for the ids rows usually have, without the dynamic printing of `Any`.
        var text = ""
        text.reserveCapacity(path.count * 4)
        for component in path {
            text.append("/")
            switch component {
            case .index(let index): text.append(String(index))
            case .id(let id):
                text.append("#")
                switch id.base {
                case let int as Int: text.append(String(int))
                case let string as String: text.append(string)
                default: text.append("\(id.base)")
                }
            }
        }
        return text.isEmpty ? "/" : text
    }
}

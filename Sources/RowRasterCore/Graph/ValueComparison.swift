/// Comparing values of unknown types, as SwiftUI compares a view's stored properties to
/// decide whether its body must run again.
package enum ValueComparison {
    /// Whether two values are equal: nil when they cannot be compared (not Equatable: closures,
    /// class references without identity semantics).
    package static func areEqual(_ a: Any, _ b: Any, depth: Int = 0) -> Bool? {
        if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
        // Class instances compare by identity (an observed model, a cache).
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        // A struct, tuple or enum that is not Equatable compares field by field, as SwiftUI
        // compares plain data by its bytes; closures and deep or wide values cannot be compared.
        guard depth < 4, type(of: a) == type(of: b) else { return nil }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        // A collection of non-Equatable elements is one reference to its storage: the same
        // storage is the same value, as SwiftUI's bytewise comparison finds (a view built again
        // from the same array is unchanged); other storage may hold anything, so it differs.
        if [.collection, .dictionary, .set].contains(left.displayStyle) { return sameStorage(a, b) ? true : nil }
        guard [.struct, .tuple, .enum, .optional].contains(left.displayStyle) else { return nil }
        let leftChildren = Array(left.children), rightChildren = Array(right.children)
        guard leftChildren.count == rightChildren.count, leftChildren.count <= 16 else { return nil }
        for (x, y) in zip(leftChildren, rightChildren) {
            guard x.label == y.label else { return false }   // different enum cases
            guard let equal = areEqual(x.value, y.value, depth: depth + 1) else { return nil }
            if !equal { return false }
        }
        return true
    }

    /// Whether two values of one type have the same bytes (for arrays, dictionaries and sets:
    /// the same storage).
    static func sameStorage(_ a: Any, _ b: Any) -> Bool {
        func bytes<T>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
        return _openExistential(a, do: bytes) == _openExistential(b, do: bytes)
    }

    /// The names of the stored properties of a view that differ between two values; the
    /// dynamic properties (state, environment, observed objects) are left out, as they change
    /// through their own invalidation. `["@self"]` when the view is Equatable and `==` says so.
    static func changedProperties<V>(_ old: V, _ new: V) -> [String] {
        if let equatable = old as? any Equatable {
            return equatable.isEqual(to: new) == true ? [] : ["@self"]
        }
        let oldChildren = Array(Mirror(reflecting: old).children)
        let newChildren = Array(Mirror(reflecting: new).children)
        guard oldChildren.count == newChildren.count else { return ["@self"] }
        var changed: [String] = []
        for (o, n) in zip(oldChildren, newChildren) {
            // An observed object passed in is the view's input: another object is a change.
            let plain = DynamicProperties.isPlain(o.value)
            if !plain, let old = o.value as? any ObjectObserving {
                if old.observedObject !== (n.value as? any ObjectObserving)?.observedObject { changed.append(displayName(o.label)) }
                continue
            }
            if !plain, o.value is any DynamicProperty { continue }
            if areEqual(o.value, n.value) != true {
                changed.append(displayName(o.label))
            }
        }
        return changed
    }

    /// `_title` (a property wrapper's storage) reads as `title`.
    static func displayName(_ label: String?) -> String {
        guard let label else { return "?" }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

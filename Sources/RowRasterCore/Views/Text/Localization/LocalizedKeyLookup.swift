import Foundation

extension LocalizedStringKey {
    /// The key as a String Catalog lists it: each interpolation written as its specifier
    /// (`"%lld items in %@"`), as Xcode extracts keys from code.
    var catalogKey: String {
        var key = ""
        for scalar in format.unicodeScalars {
            if let index = Self.argumentIndex(of: scalar), index < arguments.specifiers.count {
                key += arguments.specifiers[index]
            } else if scalar == "%" {
                key += "%%"
            } else {
                key.unicodeScalars.append(scalar)
            }
        }
        return key
    }

    /// This key translated by the registered String Catalogs into `locale`'s language, or itself
    /// when no catalog has it there. The translation's specifiers (`%@`, `%lld`, positional
    /// `%2$@`) take the key's interpolations in their order, so formatting and Markdown apply
    /// to the translation as to the original.
    func translated(for locale: Locale, in library: StringCatalogLibrary = .shared) -> LocalizedStringKey {
        // Most renders have no catalog: then no key is built for each text.
        guard library.hasCatalogs,
              let value = library.value(of: catalogKey, table: table ?? "Localizable", locale: locale) else { return self }
        let text: String
        switch value {
        case .string(let string): text = string
        case .plural(let forms):
            // The first integer interpolation picks the form: "one" for 1 (the rule of English,
            // German, Spanish, Italian, Dutch, Portuguese, Swedish), "other" for the rest.
            let count = arguments.integers.lazy.compactMap { $0 }.first
            guard let form = forms[count == 1 ? "one" : "other"] ?? forms["other"] else { return self }
            text = form
        }
        return LocalizedStringKey(format: Self.placingArguments(in: text, count: arguments.values.count),
                                  arguments: arguments, table: table)
    }

    /// `text` with each format specifier replaced by the placeholder of the interpolation it
    /// stands for: the next one in order, or the one a positional specifier (`%2$@`) names.
    static func placingArguments(in text: String, count: Int) -> String {
        var result = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var next = 0
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { result.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); result.append("%"); continue }
            // %[n$][flags, width, precision][length]conversion: the conversion is the first
            // character that is none of the others (`@`, `d`, `f`, `s`, …).
            var spec = String.UnicodeScalarView()
            while let c = scalars.first, "0123456789$.-+# *hlqLzjt".unicodeScalars.contains(c) {
                spec.append(c)
                scalars.removeFirst()
            }
            guard let conversion = scalars.popFirst() else { result.append("%"); result.append(contentsOf: spec); break }
            var index = next
            let specText = String(spec)
            if let dollar = specText.firstIndex(of: "$"), let position = Int(specText[..<dollar]) {
                index = position - 1
            } else {
                next += 1
            }
            if index >= 0, index < count, let placeholder = Unicode.Scalar(placeholderBase + UInt32(index)) {
                result.append(placeholder)
            } else {
                result.append("%"); result.append(contentsOf: spec); result.append(conversion)
            }
        }
        return String(result)
    }
}

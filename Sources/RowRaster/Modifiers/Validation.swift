extension BuildContext {
    /// `value` if it is a usable length; otherwise the error is reported (the render will
    /// throw it) and nil is returned so building can continue.
    func validLength(_ value: CGFloat?, _ parameter: String, in view: String, allowsInfinity: Bool = false,
                     allowsNegative: Bool = false) -> CGFloat? {
        guard let value else { return nil }
        let valid = !value.isNaN && (allowsInfinity || value.isFinite) && (allowsNegative || value >= 0)
            && (value.isFinite || value > 0)
        guard valid else {
            let place = "\(view) at \(identity)"
            // The message names the rule this parameter follows, not the strictest one.
            switch (allowsNegative, allowsInfinity) {
            case (false, false): layout.report(.invalidDimension(view: place, parameter: parameter, value: value))
            case (true, false): layout.report(.invalidNumber(view: place, parameter: parameter, value: value,
                                                             rule: "it must be a finite number (it may be negative)"))
            case (false, true): layout.report(.invalidNumber(view: place, parameter: parameter, value: value,
                                                             rule: "it must not be NaN or negative (it may be infinite)"))
            case (true, true): layout.report(.invalidNumber(view: place, parameter: parameter, value: value,
                                                            rule: "it must be a number, not NaN"))
            }
            return nil
        }
        return value
    }
}

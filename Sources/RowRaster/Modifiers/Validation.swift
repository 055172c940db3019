extension BuildContext {
    /// `value` if it is a usable length; otherwise the error is reported (the render will
    /// throw it) and nil is returned so building can continue.
    func validLength(_ value: CGFloat?, _ parameter: String, in view: String, allowsInfinity: Bool = false,
                     allowsNegative: Bool = false) -> CGFloat? {
        guard let value else { return nil }
        let valid = !value.isNaN && (allowsInfinity || value.isFinite) && (allowsNegative || value >= 0)
            && (value.isFinite || value > 0)
        guard valid else {
            layout.report(.invalidDimension(view: "\(view) at \(identity)", parameter: parameter, value: value))
            return nil
        }
        return value
    }
}

nonisolated extension View {
    /// Removes the symbol effects of the symbols inside, so they draw plainly. RowRaster draws
    /// symbols without effects in any case, so the view is drawn as it is.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { inert() }
}

/// Buttons made from a title and a symbol, as SwiftUI's: each builds the `Label` an app would
/// write in the button's closure, so it draws as `Button { } label: { Label(…) }` does, in
/// every button and label style. (The `image: ImageResource` forms are in AssetResources.swift.)
extension Button where Label == RowRaster.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(title, systemImage: systemImage, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) {
            RowRaster.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) {
            RowRaster.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) })
        }
    }
}

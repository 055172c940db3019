import Foundation

/// A detent whose height a type computes, as SwiftUI's `CustomPresentationDetent`. iOS asks
/// for the height only while a sheet is presented; a render shows no presented sheet, so the
/// type is named, never asked.
public protocol CustomPresentationDetent {
    /// The sheet's height in `context`, or `nil` to leave the detent out.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent can read when computing its height.
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// A detent whose height `type` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)))
    }

    /// What a custom detent reads when iOS asks for its height, as SwiftUI's
    /// `PresentationDetent.Context`: the tallest height a detent may have and the
    /// environment of the sheet.
    @dynamicMemberLookup
    public struct Context {
        let environment: EnvironmentValues

        /// The tallest height a detent can have in this sheet.
        public let maxDetentValue: CGFloat

        init(environment: EnvironmentValues, maxDetentValue: CGFloat) {
            self.environment = environment
            self.maxDetentValue = maxDetentValue
        }

        /// A value of the sheet's environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

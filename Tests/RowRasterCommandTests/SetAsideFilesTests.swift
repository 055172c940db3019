import Foundation
import Testing
@testable import rowraster

/// What `rowraster previews` says about files a partial build set aside: a file that needed a
/// member another set-aside file's extension declares is blamed on that file's cause, not on
/// RowRaster.
@Suite struct SetAsideFilesTests {
    static let cardStyleSource = """
        import SwiftUI

        struct CardStyle: ViewModifier, Animatable {
            func body(content: Content) -> some View { content }
        }

        public extension View where Self: Sendable {
            /// The card look.
            @MainActor func cardStyle() -> some View {
                let inner = modifier(CardStyle())
                return inner
            }
            var isCompact: Bool { true }
        }

        extension Color {
            static let brand = Color.blue
        }
        """

    @Test func anExtensionsMembersAreDeclaredAsTypeAndMember() {
        let names = SetAsideFiles.declaredNames(inSource: Self.cardStyleSource)
        #expect(names == ["CardStyle", "View.cardStyle", "View.isCompact", "Color.brand"])
    }

    @Test func aMissingMemberFromASetAsideExtensionCountsForThatFilesCause() {
        var files = SetAsideFiles()
        files.add(.init(target: "Kit", relativePath: "Styles/CardStyle.swift",
                        error: CompilerError(path: "/kit/Sources/Kit/Styles/CardStyle.swift", line: 3,
                                             message: "cannot find type 'Animatable' in scope"),
                        previews: ["Card style"], declarations: SetAsideFiles.declaredNames(inSource: Self.cardStyleSource)))
        files.add(.init(target: "Kit", relativePath: "ProfileCard.swift",
                        error: CompilerError(path: "/kit/Sources/Kit/ProfileCard.swift", line: 8,
                                             message: "value of type 'some View' has no member 'cardStyle'"),
                        previews: ["Profile", "Profile, dark"]))
        let profile = files.entries[1]
        #expect(files.reason(for: profile) == "ProfileCard.swift:8 uses View.cardStyle (from CardStyle.swift, set aside)")
        #expect(files.missingAPIRanking.map(\.api) == ["Animatable"])
        #expect(files.missingAPIRanking.map(\.previews) == [3])
    }

    /// A member no set-aside file declares is RowRaster's to answer for.
    @Test func aMemberNoSetAsideFileDeclaresIsNotSupported() {
        var files = SetAsideFiles()
        files.add(.init(target: "Kit", relativePath: "Feed.swift",
                        error: CompilerError(path: "/kit/Sources/Kit/Feed.swift", line: 5,
                                             message: "value of type 'some View' has no member 'scrollPosition'"),
                        previews: ["Feed"], declarations: ["Feed"]))
        #expect(files.reason(for: files.entries[0]) == "Feed.swift:5 uses View.scrollPosition (not supported)")
        #expect(files.missingAPIRanking.map(\.api) == ["View.scrollPosition"])
    }
}

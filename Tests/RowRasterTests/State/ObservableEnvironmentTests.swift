import Foundation
import Observation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `@Environment(Model.self)` reads the `@Observable` object an ancestor provided with
/// `.environment(_:)`, the way iOS 17 apps share models: the body draws from it, a change to
/// what the body read re-evaluates it, an optional read is nil without a provider, and a
/// required one with no provider is a typed error rather than a trap.
@MainActor
@Suite struct ObservableEnvironmentTests {
    @Observable final class Account {
        var name = "Ada"
        var unread = 3
    }

    struct Greeting: View {
        @Environment(Account.self) private var account
        var body: some View { Text("Hello, \(account.name)") }
    }

    struct OptionalBadge: View {
        @Environment(Account.self) private var account: Account?
        var body: some View { Text(account.map { "\($0.unread) unread" } ?? "Signed out") }
    }

    @Test func theProvidedObjectIsRead() throws {
        let account = Account()
        #expect(try displayListDump(VStack { Greeting() }.environment(account)).contains("\"Hello, Ada\""))
        #expect(try displayListDump(OptionalBadge().environment(account)).contains("\"3 unread\""))
        #expect(try displayListDump(OptionalBadge()).contains("\"Signed out\""))
        // nil removes an object an ancestor provided.
        #expect(try displayListDump(OptionalBadge().environment(Optional<Account>.none).environment(account)).contains("\"Signed out\""))
    }

    @Test func aChangeToWhatTheBodyReadReEvaluatesIt() throws {
        let account = Account()
        let renderer = ImageRenderer(content: VStack { Greeting() }.environment(account))
        _ = try renderer.bitmap()
        account.name = "Grace"
        _ = try renderer.bitmap()
        #expect(renderer.lastEvaluations.map(\.description).contains { $0.hasPrefix("Greeting") })
        #expect(try displayListDump(VStack { Greeting() }.environment(account)).contains("\"Hello, Grace\""))
    }

    @Test func aMissingObjectIsATypedError() {
        #expect {
            try RenderPipeline.layOut(VStack { Greeting() }, proposal: .unspecified, scale: 1)
        } throws: { error in
            (error as? RenderError) == .missingObservableObject(type: "Account", view: "Greeting")
        }
    }
}

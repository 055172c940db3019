// The actions the environment hands a view: open a URL, refresh, dismiss a search. A render
// never calls them; what matters is that views reading and replacing them compile and that
// `refreshable` makes `refresh` non-nil, as on iOS.
//
// Each compares equal to any other of its kind: a closure has no identity, and an environment
// that never compared equal would re-evaluate every view below a `refreshable` on every frame
// of a scroll simulation, though nothing drawn had changed.

import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`. The default hands URLs to the system, which a
/// render does not have; an app's own handler runs when called.
public struct OpenURLAction: Sendable, Equatable {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind

        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }

        /// Whether the URL was accepted: handled, or passed on to the system.
        var accepted: Bool {
            if case .discarded = kind { return false }
            return true
        }
    }

    // SwiftUI's handler is not `@Sendable`: actions are made and called on the main actor,
    // which is where a render calls them too.
    nonisolated(unsafe) private let handler: (URL) -> Result

    /// An action that passes each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }

    public static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool { true }
}

/// Refreshes the content around a view, as SwiftUI's `RefreshAction`: `refreshable` provides it.
public struct RefreshAction: Sendable, Equatable {
    private let action: @Sendable () async -> Void

    init(_ action: @escaping @Sendable () async -> Void) { self.action = action }

    public func callAsFunction() async { await action() }

    public static func == (lhs: RefreshAction, rhs: RefreshAction) -> Bool { true }
}

/// Ends the search around a view, as SwiftUI's `DismissSearchAction`; nothing is searching in a render.
public struct DismissSearchAction: Sendable, Equatable {
    public func callAsFunction() {}
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction() } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The action of the nearest `refreshable`, or nil outside one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}

nonisolated extension View {
    /// Pull to refresh. Its indicator is hidden above the content until pulled, so a render
    /// draws the view as it is; views inside read the action as `\.refresh`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action))
    }

    /// Runs `action` for URLs the app opens itself (universal links, custom schemes); none in a render.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inert() }
}

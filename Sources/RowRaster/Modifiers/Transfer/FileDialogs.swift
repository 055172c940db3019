/// File importers, exporters and movers, and the settings of their dialogs. Each presents the
/// system's document browser after the frame in which its binding turned true, so a render —
/// the first frame of a screen — draws the view as it is; the completion handlers never run.
/// (`fileExporter` with a `FileDocument` is not supported: document types are app-level.)

import CoreTransferable
import Foundation
import UniformTypeIdentifiers

nonisolated extension View {
    // MARK: Importing

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        inert()
    }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        inert()
    }

    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        inert()
    }

    // MARK: Exporting transferable items (iOS 17)

    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        inert()
    }

    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C,
                                                             contentTypes: [UTType] = [],
                                                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                                             onCancellation: @escaping () -> Void = {}) -> some View
    where T == C.Element {
        inert()
    }

    // MARK: Moving

    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        inert()
    }

    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL {
        inert()
    }

    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        inert()
    }

    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View
    where C.Element == URL {
        inert()
    }

    // MARK: Dialog settings (they apply to a dialog that a render never shows)

    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { inert() }

    public func fileDialogCustomizationID(_ id: String) -> some View { inert() }

    public func fileDialogMessage(_ message: Text?) -> some View { inert() }

    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { inert() }

    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { inert() }

    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { inert() }

    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { inert() }

    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { inert() }

    public func fileExporterFilenameLabel(_ label: Text?) -> some View { inert() }

    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { inert() }

    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { inert() }

    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { inert() }

    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { inert() }

    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { inert() }
}

/// What a file dialog's browser shows, as SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lets the browser open packages as folders.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Shows hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows every file's extension.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

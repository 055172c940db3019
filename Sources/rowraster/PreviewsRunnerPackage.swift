import Foundation
import RowRasterPreviewRunner

/// The program that renders a package's previews: a package of its own, generated in the
/// package's `.build/rowraster-previews/`, whose one executable links every library of the
/// package (so every preview in them is linked in) and calls the runner's entry point.
/// It builds in the build folder all runners share (`PreviewsBuildCache`), so the package's own
/// build is never touched, and RowRaster and swift-syntax are compiled once per machine; later
/// builds compile only what changed. The executable is copied into `bin/` beside the manifest.
///
/// Two kinds of package: one whose targets depend on `RowRasterPreviews` is linked through its
/// library products; one that does not know RowRaster (as Xcode builds it) has its library
/// targets declared again by the runner, by path (`UneditedPackage`).
struct PreviewsRunnerPackage {
    enum Linking {
        /// The package's library products, from the package reached by path as `identity`.
        case products([String], identity: String)
        /// The package's library targets, declared again in the runner's manifest.
        case targets(UneditedPackage, rowRaster: URL)
    }

    let packageRoot: URL
    let directory: URL
    let linking: Linking
    /// Set for the runner process (the asset and string catalogs of the targets or app folder).
    var environment: [String: String] = [:]
    /// The modules whose previews it renders, with their source folders: what `--watch` watches.
    private(set) var modules: [WatchedModule] = []

    init(packageRoot: URL) throws {
        self.packageRoot = packageRoot
        directory = packageRoot.appendingPathComponent(".build/rowraster-previews", isDirectory: true)
        guard FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path) else {
            throw CommandFailure("no Package.swift in \(packageRoot.path): run rowraster previews from a package's root, or pass --package PATH")
        }
        let description = try Self.describe(packageRoot)
        let libraries = description.products.filter { $0.type.library != nil }
        guard !libraries.isEmpty else {
            throw CommandFailure("\(description.name) has no library product: previews are found in the targets of library products, "
                                 + "which the previews runner links (.library(name:targets:) in Package.swift)")
        }
        let usesPreviews = description.targets.contains { ($0.product_dependencies ?? []).contains("RowRasterPreviews") }
        if usesPreviews {
            // SwiftPM names a package reached by path after its folder.
            linking = .products(libraries.map(\.name), identity: packageRoot.lastPathComponent.lowercased())
            modules = description.targets.filter { $0.type == "library" || $0.type == nil }.map { target in
                WatchedModule(name: target.name,
                              folder: packageRoot.appendingPathComponent(target.path ?? "Sources/\(target.name)", isDirectory: true),
                              dependencies: target.target_dependencies ?? [])
            }
        } else {
            let package = try UneditedPackage(packageRoot: packageRoot)
            linking = .targets(package, rowRaster: try RowRasterPackageLocation.root())
            modules = package.watchedModules
            addToEnvironment("ROWRASTER_ASSETS", package.assetCatalogs)
        }
    }

    /// The runner of an app target's folders (`--sources`): their module declared by path, its
    /// build in `root/.build/rowraster-previews-app/`, its images and goldens under `root`.
    init(app: AppFolder, root: URL) throws {
        packageRoot = root
        directory = root.appendingPathComponent(".build/rowraster-previews-app", isDirectory: true)
        let package = try app.package(staging: directory.appendingPathComponent("AppSources", isDirectory: true))
        linking = .targets(package, rowRaster: try RowRasterPackageLocation.root())
        modules = package.watchedModules
        addToEnvironment("ROWRASTER_ASSETS", app.assetCatalogs)
        addToEnvironment("ROWRASTER_STRINGS", app.stringCatalogs)
    }

    /// Lists `catalogs` in the runner's `variable`, before any the user's environment lists.
    private mutating func addToEnvironment(_ variable: String, _ catalogs: [URL]) {
        guard !catalogs.isEmpty else { return }
        let listed = ProcessInfo.processInfo.environment[variable].map { [$0] } ?? []
        environment[variable] = (catalogs.map(\.path) + listed).joined(separator: ":")
    }

    /// A built runner: its executable, and the files a partial build set aside.
    struct Built {
        var executable: URL
        var setAside: SetAsideFiles
    }

    /// At most this many builds, each setting aside the files the last one's errors named.
    static let maximumPartialBuilds = 12

    /// Writes the runner package and builds it; returns the executable. A package declared by
    /// target builds in part: the files the compiler named are set aside (and, in the next
    /// build, the files that needed them) until the rest builds. Otherwise, or when nothing is
    /// left to set aside, the compiler's output goes to standard error and the run ends with
    /// exit status 2.
    ///
    /// Always a debug build: an optimized build emits an internal type only where something
    /// refers to it, and nothing refers to a preview (or a `PreviewProvider`): it would be gone,
    /// conformance record and all, before the runner could find it.
    func build() throws -> Built {
        var setAside = SetAsideFiles()
        for _ in 0..<Self.maximumPartialBuilds {
            try writeSources(setAside: setAside)
            let (executable, said) = try PreviewsBuildCache.withLock { () throws -> (URL?, [String]) in
                try PreviewsBuildCache.prepare(forRoot: directory)
                let (succeeded, said) = try buildOnce()
                return (succeeded ? try PreviewsBuildCache.takeRunner(into: directory.appendingPathComponent("bin")) : nil, said)
            }
            if let executable {
                return Built(executable: executable, setAside: setAside)
            }
            guard case .targets(let package, _) = linking, try setAsideFailingFiles(of: package, from: said, into: &setAside) else {
                FileHandle.standardError.write(Data((said.joined(separator: "\n") + "\n").utf8))
                throw CommandFailure("the package's previews did not build (the compiler's errors are above)", exitCode: 2)
            }
        }
        throw CommandFailure("the package's previews did not build after setting aside files \(Self.maximumPartialBuilds) times", exitCode: 2)
    }

    /// Adds the files the compiler's errors name to `setAside`; whether any was new.
    private func setAsideFailingFiles(of package: UneditedPackage, from said: [String], into setAside: inout SetAsideFiles) throws -> Bool {
        let targetsFolder = directory.appendingPathComponent("Targets", isDirectory: true)
        var added = false
        for error in CompilerError.parse(said) {
            guard let (target, relativePath) = package.locate(error.path, linkedFrom: targetsFolder),
                  !setAside.contains(target: target, relativePath: relativePath) else { continue }
            let file = URL(fileURLWithPath: error.path)
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            setAside.add(SetAsideFiles.Entry(target: target, relativePath: relativePath, error: error,
                                             previews: SetAsideFiles.previewNames(inSource: text, fileName: file.lastPathComponent),
                                             declarations: SetAsideFiles.declaredNames(inSource: text)))
            added = true
        }
        return added
    }

    /// One `swift build` of the runner: whether it succeeded, and what it said besides its
    /// step lines (the compiler's errors and warnings).
    private func buildOnce() throws -> (Bool, [String]) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", directory.path, "--scratch-path", PreviewsBuildCache.directory.path]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // SwiftPM's step lines become one progress line on a terminal; everything else (the
        // compiler's errors and warnings) is kept, and shown if the build fails.
        let progress = ProgressLine()
        var said: [String] = []
        var lines = LineBuffer()
        let handle = output.fileHandleForReading
        while case let chunk = handle.availableData, !chunk.isEmpty {
            lines.append(chunk)
            while let line = lines.nextLine() {
                if line.hasPrefix("[") {
                    progress.update("building the previews runner \(line.prefix(while: { $0 != " " }))")
                } else {
                    said.append(line)
                }
            }
        }
        process.waitUntilExit()
        progress.finish()
        return (process.terminationReason == .exit && process.terminationStatus == 0, said)
    }

    /// Builds the runner and runs it with `options` (its root set to the package), its output
    /// on this process's unless `quiet`; returns its exit status (1 if it died by a signal).
    func run(_ options: PreviewsOptions, quiet: Bool = false) throws -> Int32 {
        let built = try build()
        let executable = built.executable
        var options = options
        options.root = packageRoot.path
        let process = Process()
        process.executableURL = executable
        process.arguments = options.arguments
        var environment = self.environment
        if !built.setAside.isEmpty {
            let count = built.setAside.entries.count
            environment["ROWRASTER_PREVIEWS_SET_ASIDE"] = "\(count) file\(count == 1 ? " was" : "s were")"
        }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if quiet { process.standardOutput = FileHandle.nullDevice }
        // Ctrl-C reaches the runner and its workers (one process group); this process outlives
        // them only to pass on the runner's status.
        signal(SIGINT, SIG_IGN)
        try process.run()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : 1
        guard !built.setAside.isEmpty else { return status }
        // A partial run: say what was not rendered and why, and end with its own status.
        if !quiet { print(built.setAside.report) }
        if let json = options.json { try addSetAside(built.setAside, toSummary: URL(fileURLWithPath: json, relativeTo: packageRoot)) }
        return status == 0 ? Self.partialRunStatus : status
    }

    /// The exit status of a run that rendered every preview it built, when files were set aside.
    static let partialRunStatus: Int32 = 3

    /// Adds the set-aside files and the missing API to the runner's `--json` summary.
    private func addSetAside(_ setAside: SetAsideFiles, toSummary url: URL) throws {
        guard let data = try? Data(contentsOf: url),
              var summary = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        for (key, value) in setAside.json { summary[key] = value }
        try JSONSerialization.data(withJSONObject: summary, options: [.prettyPrinted, .sortedKeys]).write(to: url, options: .atomic)
    }

    /// The runner's `UIKit` module: RowRasterUIKit under UIKit's name, so the package's
    /// `import UIKit` finds the UIKit names RowRaster gives. It exists only in the runner's
    /// build, where nothing else asks `canImport(UIKit)`; RowRaster's own build calls the module
    /// RowRasterUIKit.
    private func writeUIKitTarget() throws {
        let folder = directory.appendingPathComponent("UIKit", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writeIfChanged("// Generated by `rowraster previews`. Do not edit.\n@_exported import RowRasterUIKit\n",
                           to: folder.appendingPathComponent("UIKit.swift"))
    }

    private func writeSources(setAside: SetAsideFiles) throws {
        let manifest: String
        switch linking {
        case .products(let products, let identity):
            let productList = products.map { "                .product(name: \(quoted($0)), package: \(quoted(identity)))" }
                .joined(separator: ",\n")
            manifest = """
                // swift-tools-version: 6.1
                // Generated by `rowraster previews`: links every library product of the package, so every
                // preview in them is found at run time. Rewritten on each run; do not edit.
                import PackageDescription

                let package = Package(
                    name: "RowRasterPreviewsRunner",
                    dependencies: [.package(path: \(quoted(packageRoot.path)))],
                    targets: [
                        .executableTarget(name: "RowRasterPreviewsRunner", dependencies: [
                \(productList),
                        ], path: "Sources"),
                    ]
                )

                """
        case .targets(let package, let rowRaster):
            try writeUIKitTarget()
            let dependencies = try package.dependencyDeclarations(rowRaster: rowRaster).map { "        \($0)," }
            let targets = try package.targetDeclarations(linkingInto: directory.appendingPathComponent("Targets", isDirectory: true),
                                                         setAside: setAside)
            // The runner's entry point comes with RowRasterPreviews, even when a partial build left
            // none of the package's targets: the run then says why each preview is missing.
            let linked = (package.builtTargets(setAside: setAside).map { ".target(name: \(quoted($0.name)))" }
                + [".product(name: \"RowRasterPreviews\", package: \"RowRaster\")"]).joined(separator: ", ")
            manifest = """
                // swift-tools-version: 6.1
                // Generated by `rowraster previews` for \(package.dump.name), which does not depend on RowRaster:
                // its library targets, declared again by path (Targets/ links to their folders) with
                // RowRaster's SwiftUI in place of Apple's. Rewritten on each run; do not edit.
                import PackageDescription

                let package = Package(
                    name: "RowRasterPreviewsRunner",
                    dependencies: [
                \(dependencies.joined(separator: "\n"))
                    ],
                    targets: [
                \(targets.joined(separator: "\n"))
                        .target(name: "UIKit", dependencies: [.product(name: "RowRasterUIKit", package: "RowRaster")], path: "UIKit"),
                        .executableTarget(name: "RowRasterPreviewsRunner", dependencies: [\(linked)], path: "Sources"),
                    ]
                )

                """
        }
        let main = """
            // Generated by `rowraster previews`: the runner's entry point is in RowRasterPreviews,
            // linked through the package's products.
            @_silgen_name("rowraster_previews_main")
            func rowrasterPreviewsMain() -> Int32

            let status = rowrasterPreviewsMain()
            exit(status)

            @_silgen_name("exit")
            func exit(_ status: Int32) -> Never

            """
        let sources = directory.appendingPathComponent("Sources", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
        try writeIfChanged(main, to: sources.appendingPathComponent("main.swift"))
        // The package's pinned versions, so the runner builds what the package builds.
        if let pins = try? String(contentsOf: packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8) {
            try writeIfChanged(pins, to: directory.appendingPathComponent("Package.resolved"))
        }
    }

    /// Unchanged files keep their dates, so SwiftPM does not re-plan the build.
    private func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// `swift package describe --type json`: the package's products and targets.
    struct Description: Decodable {
        struct Product: Decodable {
            struct Kind: Decodable { var library: [String]? }
            var name: String
            var type: Kind
        }
        struct Target: Decodable {
            var name: String
            var type: String?
            var path: String?
            var target_dependencies: [String]?
            var product_dependencies: [String]?
        }
        var name: String
        var products: [Product]
        var targets: [Target]
    }

    private static func describe(_ root: URL) throws -> Description {
        let run = try CapturedProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                          ["swift", "package", "--package-path", root.path, "describe", "--type", "json"])
        let (data, errorText) = (run.output, String(decoding: run.errors, as: UTF8.self))
        guard run.status == 0 else {
            throw CommandFailure("cannot read \(root.path)/Package.swift:\n\(errorText)", exitCode: 2)
        }
        do {
            return try JSONDecoder().decode(Description.self, from: data)
        } catch {
            throw CommandFailure("cannot read the description of \(root.path): \(error)", exitCode: 2)
        }
    }
}

import Foundation

/// A package that does not depend on RowRaster, as Xcode builds it, declared again by the
/// previews runner: each library target by path (its sources, resources and exclusions as they
/// are), depending on what it depended on plus RowRaster's `SwiftUI` and `RowRasterPreviews`, so
/// `import SwiftUI` is RowRaster's and `#Preview` expands. The package's own `Package.swift`
/// stays as Xcode needs it; nothing in its folder changes but the runner's build folder.
///
/// Packages it depends on by path (an app's feature and component packages) are declared the
/// same way, their library targets beside its own: they import SwiftUI too, and built as
/// packages of their own they would look for Apple's. Products of theirs become dependencies on
/// the products' targets.
struct UneditedPackage {
    /// A target to declare, with the package it comes from.
    struct DeclaredTarget {
        var target: PackageManifestDump.Target
        /// The folder of the target's package, which its path is relative to.
        var packageRoot: URL
        /// Whether its package's manifest is of tools 5 (its targets build in Swift 5 mode).
        var swift5: Bool

        var name: String { target.name }
    }

    let dump: PackageManifestDump
    let packageRoot: URL
    /// The library targets of the package and of the packages it depends on by path, and every
    /// target they depend on, in their manifests' order (the package's own first).
    let targets: [DeclaredTarget]
    /// The `.package(…)` lines of the dependencies that are not declared again by path.
    private let packageDeclarations: [String]
    /// For each package declared by path, by every name a reference may give it: its products'
    /// targets.
    private let redirectedProducts: [String: [String: [String]]]

    init(packageRoot: URL) throws {
        try self.init(dump: PackageManifestDump.read(packageRoot: packageRoot), packageRoot: packageRoot)
    }

    /// The package `dump` describes, its paths relative to `packageRoot`; packages it depends on
    /// by path are read from their folders.
    init(dump: PackageManifestDump, packageRoot: URL) throws {
        self.packageRoot = packageRoot
        self.dump = dump
        var targets: [DeclaredTarget] = []
        var declarations: [String] = []
        var problems: [String] = []
        var redirected: [String: [String: [String]]] = [:]
        var visited: Set<String> = []
        // The package, then each package reached by path, once each.
        var pending: [(dump: PackageManifestDump, root: URL)] = [(dump, packageRoot)]
        while !pending.isEmpty {
            let (current, root) = pending.removeFirst()
            guard visited.insert(root.standardizedFileURL.path).inserted else { continue }
            targets += Self.libraryTargets(of: current).map {
                DeclaredTarget(target: $0, packageRoot: root, swift5: current.toolsMajorVersion < 6)
            }
            for dependency in current.dependencies {
                if let path = dependency.path {
                    let folder = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
                    let inner = try PackageManifestDump.read(packageRoot: folder)
                    let products = Dictionary(inner.products.filter(\.isLibrary).map { ($0.name, $0.targets) },
                                              uniquingKeysWith: { first, _ in first })
                    for name in dependency.names + [inner.name] { redirected[name.lowercased()] = products }
                    pending.append((inner, folder))
                    continue
                }
                switch dependency.declaration {
                case .success(let line): if !declarations.contains(line) { declarations.append(line) }
                case .failure(let problem): problems.append(problem.description)
                }
            }
        }
        guard problems.isEmpty else {
            throw CommandFailure("the previews runner cannot declare \(dump.name)'s dependencies: " + problems.joined(separator: "; "))
        }
        guard !targets.isEmpty else {
            throw CommandFailure("\(dump.name) has no library product: previews are found in the targets of library products "
                                 + "(.library(name:targets:) in Package.swift)")
        }
        let unsupported = targets.filter { $0.target.kind != .regular }
        if !unsupported.isEmpty {
            throw CommandFailure("the previews runner declares regular targets only; "
                                 + unsupported.map { "\($0.name) is a \($0.target.kind?.rawValue ?? "unknown") target" }.joined(separator: ", "))
        }
        let names = targets.map(\.name)
        if let clash = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw CommandFailure("two packages declare a target named \(clash); the previews runner declares them side by side")
        }
        self.targets = targets
        packageDeclarations = declarations
        redirectedProducts = redirected
    }

    /// The library targets of a package and every target they depend on, in its manifest's order.
    private static func libraryTargets(of dump: PackageManifestDump) -> [PackageManifestDump.Target] {
        let byName = Dictionary(dump.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var needed = Set<String>()
        var pending = dump.products.filter(\.isLibrary).flatMap(\.targets)
        while let name = pending.popLast() {
            guard needed.insert(name).inserted, let target = byName[name] else { continue }
            for reference in target.dependencies {
                switch reference {
                case .target(let other): pending.append(other)
                case .byName(let other) where byName[other] != nil: pending.append(other)
                default: break
                }
            }
        }
        return dump.targets.filter { needed.contains($0.name) }
    }

    /// The `dependencies:` entries of the runner's manifest: RowRaster, then those of the
    /// packages that are not declared again by path.
    func dependencyDeclarations(rowRaster: URL) throws -> [String] {
        [".package(name: \"RowRaster\", path: \(quoted(rowRaster.path)))"] + packageDeclarations
    }

    /// A target's dependency as the runner's manifest writes it: a product of a package
    /// declared by path becomes its targets; a target left out of the build is dropped.
    private func references(of target: PackageManifestDump.Target, leftOut: Set<String>) -> [String] {
        let local = Set(targets.map(\.name))
        return target.dependencies.flatMap { reference -> [String] in
            switch reference {
            case .byName(let name):
                if local.contains(name) { return leftOut.contains(name) ? [] : [quoted(name)] }
                if let inner = redirectedProducts.values.first(where: { $0[name] != nil })?[name] {
                    return inner.filter { !leftOut.contains($0) }.map { ".target(name: \(quoted($0)))" }
                }
                return [quoted(name)]
            case .target(let name):
                return leftOut.contains(name) ? [] : [".target(name: \(quoted(name)))"]
            case .product(let name, let package):
                if let package, let products = redirectedProducts[package.lowercased()] {
                    return (products[name] ?? []).filter { !leftOut.contains($0) }.map { ".target(name: \(quoted($0)))" }
                }
                return [package.map { ".product(name: \(quoted(name)), package: \(quoted($0)))" } ?? quoted(name)]
            }
        }
    }

    /// The folder of a target's sources.
    func sourcesFolder(of declared: DeclaredTarget) -> URL {
        declared.packageRoot.appendingPathComponent(declared.target.path ?? "Sources/\(declared.name)", isDirectory: true)
            .standardizedFileURL
    }

    /// Each declared target as `--watch` sees it: its folder, and the declared targets it uses.
    var watchedModules: [WatchedModule] {
        let names = Set(targets.map(\.name))
        return targets.map { declared in
            let used = declared.target.dependencies.flatMap { reference -> [String] in
                switch reference {
                case .byName(let name), .target(let name): names.contains(name) ? [name] : []
                case .product(let name, _): (redirectedProducts.values.compactMap { $0[name] }.first ?? []).filter(names.contains)
                }
            }
            return WatchedModule(name: declared.name, folder: sourcesFolder(of: declared), dependencies: used)
        }
    }

    /// The Swift files of a target, relative to its folder, less those its manifest excludes.
    func swiftFiles(of declared: DeclaredTarget) -> [String] {
        Self.files(under: sourcesFolder(of: declared), prefix: "").filter { path in
            path.hasSuffix(".swift") && !declared.target.exclude.contains { path == $0 || path.hasPrefix($0 + "/") }
        }.sorted()
    }

    /// The files under `folder`, relative to it, through linked folders too (as SwiftPM finds
    /// sources: an app folder's target is made of links to its folders).
    static func files(under folder: URL, prefix: String, depth: Int = 0) -> [String] {
        guard depth < 64, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return entries.flatMap { entry -> [String] in
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
            return isDirectory.boolValue ? files(under: url, prefix: prefix + entry + "/", depth: depth + 1) : [prefix + entry]
        }
    }

    /// The targets still built once `setAside`'s files are left out: a target left with no
    /// file is left out whole, and what depended on it then fails to build and is set aside too.
    func builtTargets(setAside: SetAsideFiles) -> [DeclaredTarget] {
        targets.filter { target in
            let aside = Set(setAside.files(in: target.name))
            return aside.isEmpty || swiftFiles(of: target).contains { !aside.contains($0) }
        }
    }

    /// Which target's file `path` (a path the compiler reported) is, relative to its folder.
    func locate(_ path: String, linkedFrom targetsFolder: URL) -> (target: String, relativePath: String)? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        for target in targets {
            let folder = sourcesFolder(of: target)
            // The folder as linked, as it is, and each folder linked inside it (an app folder's
            // source folders): the compiler may name a file by any of these paths.
            var prefixes = [(folder.resolvingSymlinksInPath().path, ""), (targetsFolder.appendingPathComponent(target.name).path, "")]
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let inner = folder.appendingPathComponent(entry)
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: inner.path)) != nil {
                    prefixes.append((inner.resolvingSymlinksInPath().path, entry + "/"))
                }
            }
            for (prefix, relative) in prefixes {
                for candidate in [path, resolved] where candidate.hasPrefix(prefix + "/") {
                    return (target.name, relative + String(candidate.dropFirst(prefix.count + 1)))
                }
            }
        }
        return nil
    }

    /// The runner's target for each of the package's still built, its sources reached through a
    /// link in `targetsFolder` (SwiftPM keeps a target's sources inside the package that
    /// declares it), less the files `setAside` holds.
    func targetDeclarations(linkingInto targetsFolder: URL, setAside: SetAsideFiles) throws -> [String] {
        try FileManager.default.createDirectory(at: targetsFolder, withIntermediateDirectories: true)
        let built = builtTargets(setAside: setAside)
        let leftOut = Set(targets.map(\.name)).subtracting(built.map(\.name))
        return try built.map { declared in
            let target = declared.target
            try makeTargetFolder(targetsFolder.appendingPathComponent(target.name), for: declared)
            // `import UIKit` reaches the runner's own UIKit target (PreviewsRunnerPackage.writeUIKitTarget).
            let dependencies = references(of: target, leftOut: leftOut)
                + [".product(name: \"SwiftUI\", package: \"RowRaster\")", ".product(name: \"RowRasterPreviews\", package: \"RowRaster\")",
                   ".target(name: \"UIKit\")"]
            var settings = target.defines.map { ".define(\(quoted($0)))" }
            // A manifest of tools 5.x builds its targets in Swift 5 mode; the runner's is 6.1.
            if declared.swift5 { settings.insert(".swiftLanguageMode(.v5)", at: 0) }
            let resources = target.resources.map { ".\($0.rule)(\(quoted($0.path)))" }
            return """
                        .target(name: \(quoted(target.name)),
                                dependencies: [\(dependencies.joined(separator: ", "))],
                                path: \(quoted("Targets/\(target.name)")),
                                exclude: [\((target.exclude + setAside.files(in: target.name)).map(quoted).joined(separator: ", "))],
                                resources: [\(resources.joined(separator: ", "))],
                                swiftSettings: [\(settings.joined(separator: ", "))]),
                """
        }
    }

    /// A symbolic link at `link` to `destination`, replacing one that points elsewhere.
    func link(_ link: URL, to destination: URL) throws {
        let manager = FileManager.default
        if let current = try? manager.destinationOfSymbolicLink(atPath: link.path) {
            if current == destination.path { return }
            try manager.removeItem(at: link)
        }
        guard manager.fileExists(atPath: destination.path) else {
            throw CommandFailure("\(destination.path), the sources of a target, does not exist")
        }
        try manager.createSymbolicLink(at: link, withDestinationURL: destination)
    }
}

/// Where RowRaster's own package is, for runners of packages that do not depend on it: the
/// `ROWRASTER_PACKAGE` environment variable, or the checkout this command was built from.
enum RowRasterPackageLocation {
    static func root() throws -> URL {
        let candidate: URL
        if let path = ProcessInfo.processInfo.environment["ROWRASTER_PACKAGE"], !path.isEmpty {
            candidate = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        } else {
            // Sources/rowraster/UneditedPackage.swift → the package root.
            candidate = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
        }
        let manifest = candidate.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"RowRaster\"") else {
            throw CommandFailure("RowRaster's package is not at \(candidate.path): set ROWRASTER_PACKAGE to its folder")
        }
        return candidate
    }
}

import Foundation
import RowRasterPreviewRunner

/// What `swift package dump-package` says of a package's manifest, as far as the previews
/// runner declares its targets again: the package's dependencies, its targets with their
/// dependencies, paths, resources and settings, and its tools version (the language mode its
/// targets build in). Read with JSONSerialization: SwiftPM writes enums as one-key objects
/// holding arrays of mixed types, which Codable would need a type per shape to read.
struct PackageManifestDump {
    struct Dependency {
        /// The `.package(…)` line that declares it again, or nil when it cannot be (a registry
        /// identity), with why.
        var declaration: Result<String, ManifestProblem>
        /// A dependency by path: its folder, and the names a product reference may call it by.
        var path: String? = nil
        var names: [String] = []
    }

    struct Target {
        enum Kind: String { case regular, executable, test, macro, system, binary, plugin }
        enum Reference {
            case byName(String)
            case target(String)
            case product(name: String, package: String?)
        }
        struct Resource {
            var rule: String
            var path: String
        }

        var name: String
        var kind: Kind?
        var path: String?
        var dependencies: [Reference]
        var exclude: [String]
        var resources: [Resource]
        var defines: [String]
    }

    struct ManifestProblem: Error, CustomStringConvertible {
        var description: String
    }

    var name: String
    var toolsMajorVersion: Int
    var dependencies: [Dependency]
    var targets: [Target]
    var products: [(name: String, targets: [String], isLibrary: Bool)]

    static func read(packageRoot: URL) throws -> PackageManifestDump {
        let run = try CapturedProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                          ["swift", "package", "--package-path", packageRoot.path, "dump-package"])
        guard run.status == 0 else {
            throw CommandFailure("cannot read \(packageRoot.path)/Package.swift:\n\(String(decoding: run.errors, as: UTF8.self))",
                                 exitCode: 2)
        }
        guard let json = try? JSONSerialization.jsonObject(with: run.output) as? [String: Any] else {
            throw CommandFailure("cannot read the manifest of \(packageRoot.path): dump-package wrote no JSON object", exitCode: 2)
        }
        return PackageManifestDump(json: json)
    }

    init(json: [String: Any]) {
        name = json["name"] as? String ?? "Package"
        let version = (json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.9.0"
        toolsMajorVersion = Int(version.prefix { $0 != "." }) ?? 5
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).map(Self.dependency)
        targets = (json["targets"] as? [[String: Any]] ?? []).map(Self.target)
        products = (json["products"] as? [[String: Any]] ?? []).map { product in
            let type = product["type"] as? [String: Any] ?? [:]
            return (product["name"] as? String ?? "", product["targets"] as? [String] ?? [], type["library"] != nil)
        }
    }

    private static func dependency(_ json: [String: Any]) -> Dependency {
        if let sourceControl = (json["sourceControl"] as? [[String: Any]])?.first {
            let location = sourceControl["location"] as? [String: Any] ?? [:]
            let url = ((location["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                ?? (location["local"] as? [String])?.first
            guard let url else { return Dependency(declaration: .failure(ManifestProblem(description: "a dependency without a location"))) }
            let requirement = sourceControl["requirement"] as? [String: Any] ?? [:]
            let clause: String
            if let range = (requirement["range"] as? [[String: Any]])?.first,
               let lower = range["lowerBound"] as? String, let upper = range["upperBound"] as? String {
                clause = "\(quoted(lower))..<\(quoted(upper))"
            } else if let exact = (requirement["exact"] as? [String])?.first {
                clause = "exact: \(quoted(exact))"
            } else if let branch = (requirement["branch"] as? [String])?.first {
                clause = "branch: \(quoted(branch))"
            } else if let revision = (requirement["revision"] as? [String])?.first {
                clause = "revision: \(quoted(revision))"
            } else {
                return Dependency(declaration: .failure(ManifestProblem(description: "\(url): a requirement the runner cannot copy")))
            }
            return Dependency(declaration: .success(".package(url: \(quoted(url)), \(clause))"))
        }
        if let fileSystem = (json["fileSystem"] as? [[String: Any]])?.first, let path = fileSystem["path"] as? String {
            let names = [fileSystem["identity"] as? String, fileSystem["nameForTargetDependencyResolutionOnly"] as? String,
                         URL(fileURLWithPath: path).lastPathComponent].compactMap { $0 }
            return Dependency(declaration: .success(".package(path: \(quoted(path)))"), path: path, names: names)
        }
        return Dependency(declaration: .failure(ManifestProblem(description: "a registry dependency (the runner declares source-control and path dependencies only)")))
    }

    private static func target(_ json: [String: Any]) -> Target {
        let references: [Target.Reference] = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { entry in
            if let byName = entry["byName"] as? [Any], let name = byName.first as? String { return .byName(name) }
            if let target = entry["target"] as? [Any], let name = target.first as? String { return .target(name) }
            if let product = entry["product"] as? [Any], let name = product.first as? String {
                return .product(name: name, package: product.count > 1 ? product[1] as? String : nil)
            }
            return nil
        }
        let resources: [Target.Resource] = (json["resources"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let path = entry["path"] as? String, let rule = entry["rule"] as? [String: Any] else { return nil }
            return Target.Resource(rule: rule["copy"] != nil ? "copy" : "process", path: path)
        }
        let defines: [String] = (json["settings"] as? [[String: Any]] ?? []).compactMap { setting in
            guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any],
                  let define = kind["define"] as? [String: Any] else { return nil }
            return define["_0"] as? String
        }
        return Target(name: json["name"] as? String ?? "", kind: (json["type"] as? String).flatMap(Target.Kind.init(rawValue:)),
                      path: json["path"] as? String, dependencies: references,
                      exclude: json["exclude"] as? [String] ?? [], resources: resources, defines: defines)
    }
}

/// A Swift string literal of `text`.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

import ArgumentParser
import Foundation
import RowRasterPreviewRunner

/// `rowraster previews`: renders every `#Preview` and `PreviewProvider` of a package to PNG, with
/// a contact sheet, goldens (`--check`) and frame reports (`--frames`). It builds a small runner
/// program that links the package's library products, then runs it; the runner finds the
/// previews at run time.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render a package's previews (#Preview, PreviewProvider) to PNG, check them against goldens, measure their frames.",
        discussion: """
            Run from the root of a package (or pass --package): one whose targets depend on the RowRasterPreviews \
            product is linked as it is; one that does not depend on RowRaster, as Xcode builds it, has its library \
            targets declared again by the runner with RowRaster's SwiftUI (its Package.swift is not touched). \
            Images go to output/previews/<Module>/<Preview name>@<scale>x[.<variant>].png, a contact sheet to \
            output/previews/index.html, goldens to Goldens/Previews/<Module>/. Exit status: 0 all rendered (and matched), \
            1 some failed, 2 the package did not build or the arguments were wrong, 3 a partial run: files that did not \
            compile were set aside (each named with why, and the missing API ranked by previews blocked) and every other \
            preview rendered. With --merge DIR…, the outputs of --shard runs are joined into one contact sheet and \
            summary, with the same exit status one run would have had (1 also when a shard is missing).
            """)

    @Option(help: "The package whose previews to render.")
    var package = "."

    @Option(parsing: .upToNextOption,
            help: "Folders of an app target's sources, instead of a package: their previews render as one module (the @main App set aside).")
    var sources: [String] = []

    @Option(parsing: .upToNextOption, help: "Asset catalogs for --sources, besides those inside its folders.")
    var assets: [String] = []

    @Option(parsing: .upToNextOption, help: "String Catalogs (.xcstrings) for --sources, besides those inside its folders.")
    var strings: [String] = []

    @Option(help: "The module name of --sources or --xcodeproj (default: the first folder's name, or the target's).")
    var module: String?

    @Option(help: "An Xcode project whose app target's previews to render (with --target), instead of a package.")
    var xcodeproj: String?

    @Option(help: "The target of --xcodeproj.")
    var target: String?

    @Option(parsing: .upToNextOption,
            help: "Join the outputs of --shard i/n runs (each shard's output/previews/ with its --json summary) into one contact sheet under output/previews/, instead of rendering.")
    var merge: [String] = []

    @Flag(help: "After rendering, watch the sources: a save renders the previews of the modules it changed again, and an open contact sheet reloads itself. Ctrl-C stops.")
    var watch = false

    @OptionGroup var options: PreviewsOptions

    func run() throws {
        if !merge.isEmpty { return try runMerge() }
        if watch {
            guard !options.check, options.shard == nil, !options.list else {
                throw CommandFailure("--watch renders for you to look at: it takes no --check, --shard or --list")
            }
            let manifests = sources.isEmpty && xcodeproj == nil
                ? [URL(fileURLWithPath: package, isDirectory: true).standardizedFileURL.appendingPathComponent("Package.swift")]
                : xcodeproj.map { [URL(fileURLWithPath: $0).standardizedFileURL.appendingPathComponent("project.pbxproj")] } ?? []
            try PreviewsWatch(makeRunner: makeRunner, options: options, manifests: manifests).run()
        }
        let runner = try makeRunner()
        var options = self.options
        // The runner writes relative paths under the package root; the user meant this directory.
        options.json = options.json.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let status = try runner.run(options)
        if status != 0 { throw ExitCode(status) }
    }

    /// The runner for the package, the app folders or the Xcode target the options name.
    private func makeRunner() throws -> PreviewsRunnerPackage {
        let runner: PreviewsRunnerPackage
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let assetCatalogs = assets.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let stringCatalogs = strings.map { URL(fileURLWithPath: $0).standardizedFileURL }
        if let xcodeproj {
            let project = try XcodeProject(path: URL(fileURLWithPath: xcodeproj).standardizedFileURL)
            guard let target else {
                throw CommandFailure("--xcodeproj needs --target; the project's targets: \(project.targetNames.joined(separator: ", "))")
            }
            let app = try AppFolder(project: project, target: project.target(named: target), assets: assetCatalogs,
                                    strings: stringCatalogs, module: module)
            runner = try PreviewsRunnerPackage(app: app, root: here)
        } else if sources.isEmpty {
            runner = try PreviewsRunnerPackage(packageRoot: URL(fileURLWithPath: package, isDirectory: true).standardizedFileURL)
        } else {
            let folders = sources.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
            let app = try AppFolder(sources: folders, assets: assetCatalogs, strings: stringCatalogs, module: module)
            runner = try PreviewsRunnerPackage(app: app, root: here)
        }
        return runner
    }

    /// `--merge`: no build, no render; the shards' files joined under the package root.
    private func runMerge() throws {
        guard sources.isEmpty, xcodeproj == nil, options.shard == nil else {
            throw CommandFailure("--merge joins finished shard runs: it takes no --sources, --xcodeproj or --shard")
        }
        let root = URL(fileURLWithPath: package, isDirectory: true).standardizedFileURL
        let status: Int32
        do {
            let merge = try PreviewsMerge(directories: merge.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL })
            status = try merge.run(root: root, json: options.json.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        } catch let failure as PreviewsMerge.Failure {
            throw CommandFailure(failure.description)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

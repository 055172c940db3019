import ArgumentParser
import Foundation
import RowRasterTesting

struct GoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "Accept, inspect and prune golden images after a test run.",
        subcommands: [Accept.self, Status.self, Prune.self])

    struct Options: ParsableArguments {
        @Option(help: "The directory holding Goldens/ and output/ (the package root).")
        var root = "."

        var rootURL: URL { URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL }
    }

    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the last run's actual renders over their goldens, without re-rendering.")

        @OptionGroup var options: Options

        @Argument(help: "Only goldens whose path matches this glob (or contains this text).")
        var pattern: String?

        func run() throws {
            let accepted = try GoldenRuns(root: options.rootURL).accept(matching: pattern)
            if accepted.isEmpty {
                print("nothing to accept: the last run has no failed or missing goldens\(pattern.map { " matching \($0)" } ?? "")")
            }
            for golden in accepted { print("accepted \(golden)") }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List missing, failed and orphaned goldens of the last run.")

        @OptionGroup var options: Options

        func run() throws {
            let status = GoldenRuns(root: options.rootURL).status()
            guard status.hasRun else {
                print("no test run recorded under output/golden-runs: run `make test` first")
                return
            }
            for golden in status.missing { print("missing   \(golden)") }
            for golden in status.failed { print("failed    \(golden)") }
            if status.filtered {
                print("(the last run was filtered: orphaned goldens are not listed)")
            } else {
                for golden in status.orphaned { print("orphaned  \(golden)") }
            }
            if status.missing.isEmpty, status.failed.isEmpty, status.orphaned.isEmpty {
                print("all goldens of the last run passed")
            }
        }
    }

    struct Prune: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List goldens the last unfiltered run did not touch; delete them with --delete.")

        @OptionGroup var options: Options

        @Flag(help: "Delete the listed goldens and their sidecars.")
        var delete = false

        func run() throws {
            do {
                let unused = try GoldenRuns(root: options.rootURL).prune(delete: delete)
                if unused.isEmpty { print("no unused goldens") }
                for golden in unused { print(delete ? "deleted \(golden)" : "unused \(golden)") }
                if !unused.isEmpty, !delete { print("run again with --delete to remove them") }
            } catch let error as GoldenRuns.PruneError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
    }
}

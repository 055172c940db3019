import Foundation
import Testing
@testable import rowraster

/// Reading an app target's files from `project.pbxproj`, in the two layouts Xcode writes.
@Suite struct XcodeProjectTests {
    /// A project from before Xcode 16: files listed in the build phases, their paths relative
    /// to nested groups (one group with no path of its own), one relative to the project's
    /// folder, and an asset catalog in the resources.
    static let classic = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		A1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        		A2 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Row.swift */; };
        		A3 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Shared.swift */; };
        		A4 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F4 /* Assets.xcassets */; };
        		A5 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F5 /* Widget.swift */; };
        		F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        		F2 /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
        		F3 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Common/Shared.swift; sourceTree = SOURCE_ROOT; };
        		F4 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		F5 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1 /* Shop */, F3 /* Shared.swift */); sourceTree = "<group>"; };
        		G1 /* Shop */ = {isa = PBXGroup; children = (F1 /* App.swift */, G2 /* Views */, F4 /* Assets.xcassets */, F5); path = Shop; sourceTree = "<group>"; };
        		G2 /* Views */ = {isa = PBXGroup; children = (G3 /* Rows */); name = Views; sourceTree = "<group>"; };
        		G3 /* Rows */ = {isa = PBXGroup; children = (F2 /* Row.swift */); path = Rows; sourceTree = "<group>"; };
        		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A1 /* App.swift in Sources */, A2 /* Row.swift in Sources */, A3 /* Shared.swift in Sources */); };
        		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (A4 /* Assets.xcassets in Resources */); };
        		S2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A5 /* Widget.swift in Sources */); };
        		T1 /* Shop */ = {isa = PBXNativeTarget; buildPhases = (S1 /* Sources */, R1 /* Resources */); name = Shop; productType = "com.apple.product-type.application"; };
        		T2 /* ShopWidget */ = {isa = PBXNativeTarget; buildPhases = (S2 /* Sources */); name = ShopWidget; };
        		P1 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1 /* Shop */, T2 /* ShopWidget */); };
        	};
        	rootObject = P1 /* Project object */;
        }
        """

    @Test func classicGroupsGiveEachFilesPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproj-\(UUID().uuidString)")
        let project = folder.appendingPathComponent("Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.classic.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)

        let read = try XcodeProject(path: project)
        #expect(read.targetNames == ["Shop", "ShopWidget"])
        let shop = try read.target(named: "Shop")
        let root = folder.standardizedFileURL.path
        #expect(shop.files.map(\.path) == ["\(root)/Shop/App.swift", "\(root)/Shop/Rows/Row.swift", "\(root)/Common/Shared.swift"])
        #expect(shop.assetCatalogs.map(\.path) == ["\(root)/Shop/Assets.xcassets"])
        #expect(shop.folders.isEmpty)
        #expect(try read.target(named: "ShopWidget").files.map(\.lastPathComponent) == ["Widget.swift"])
        #expect(throws: CommandFailure.self) { try read.target(named: "Nope") }
    }

    @Test func xcode16FoldersGiveTheFolderLessItsExceptions() throws {
        let notes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/AppFolderDemo")
        let target = try XcodeProject(path: notes.appendingPathComponent("NotesApp.xcodeproj")).target(named: "NotesApp")
        #expect(target.files.isEmpty)
        #expect(target.folders.map(\.folder.path) == [notes.appendingPathComponent("NotesApp").standardizedFileURL.path])
        #expect(target.folders.first?.excluded == ["Support/Haptics.swift"])
    }

    @Test func notAProjectIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-project-\(UUID().uuidString).pbxproj")
        try "{ hello".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: CommandFailure.self) { try XcodeProject(path: file) }
    }
}

import Foundation
import Testing
import ToolTestSupport

@testable import Grading

/// The record of what the suites were compiled against may outlive a run only while
/// nothing they were built from has changed.
@Suite("The interfaces the suites were compiled against, kept beside the build")
struct SuiteInterfacesTests {
    /// A stamp of `instructor`'s manifest, Tests and Sources, for a build in `build`.
    static func stamp(_ instructor: TemporaryFolder, settings: [String] = ["WORKBOOK_SOURCES=skeletons"]) -> String {
        SuiteInterfaces.stamp(
            settings: settings, swift: "/bin/sh", buildFolder: instructor.root.appendingPathComponent("build"),
            instructor: instructor.root, names: ["Package.swift", "Tests", "Sources"])
    }

    @Test("a changed test file, manifest, plan or setting changes the stamp; nothing changed keeps it")
    func stamp() throws {
        let instructor = TemporaryFolder(prefix: "stamp")
        defer { instructor.remove() }
        try instructor.write("Package.swift", "// manifest")
        try instructor.write("Tests/LineGraphTests/XPositionTests.swift", "// a test")
        try instructor.write("build/debug.yaml", "commands:")
        let first = Self.stamp(instructor)
        #expect(Self.stamp(instructor) == first)
        #expect(Self.stamp(instructor, settings: ["WORKBOOK_SOURCES=solutions"]) != first)

        try instructor.write("Tests/LineGraphTests/XPositionTests.swift", "// a test, edited")
        let edited = Self.stamp(instructor)
        #expect(edited != first, "a test edited, its size changed")
        try instructor.write("Tests/LineGraphTests/New.swift", "")
        #expect(Self.stamp(instructor) != edited, "a test file added")
        let added = Self.stamp(instructor)
        let later = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes(
            [.modificationDate: later], ofItemAtPath: instructor.root.appendingPathComponent("Package.swift").path)
        #expect(Self.stamp(instructor) != added, "the manifest touched, its size the same")
        let touched = Self.stamp(instructor)
        try instructor.write("build/debug.yaml", "commands: planned again")
        #expect(Self.stamp(instructor) != touched, "SwiftPM planned again")
    }

    @Test("a record is read back only under its own stamp, and forgotten")
    func record() throws {
        let build = TemporaryFolder(prefix: "record")
        defer { build.remove() }
        try build.write(".keep", "")
        let interface = ModuleInterface(printed: "// swift-module-flags: -module-name LineGraph\nimport Foundation\n")
        try SuiteInterfaces(stamp: "a", interfaces: ["LineGraph": interface]).write(to: build.root)
        #expect(SuiteInterfaces.read(from: build.root, stamp: "a") == ["LineGraph": interface])
        #expect(SuiteInterfaces.read(from: build.root, stamp: "b") == nil)
        SuiteInterfaces.forget(in: build.root)
        #expect(SuiteInterfaces.read(from: build.root, stamp: "a") == nil)
    }
}

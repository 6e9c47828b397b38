import Contracts
import Testing

private typealias Name = ManifestSettings.Name

/// ManifestSettings reads back what it writes; what the manifest makes of it is in
/// ManifestTests (the round trip through Package.swift's mirror).
@Suite("The manifest's settings, written and read")
struct ManifestSettingsTests {
    @Test(
        "reads back every setting it writes",
        arguments: [
            ManifestSettings(),
            ManifestSettings(sources: .solutions, only: [1, 3], setAside: [2]),
            ManifestSettings(sources: .mistake("unflipped-y-axis"), only: [], chapters: "1 LineGraph 01-LineGraph"),
            ManifestSettings(sources: .hint("1.6-3"), only: [1]),
            ManifestSettings(setAside: [4, 5], announceCalls: .standardError),
            ManifestSettings(announceCalls: .file(path: "/tmp/calls.log")),
            ManifestSettings(announceCalls: .file(path: "/tmp/calls.log"), capturePrints: "/tmp/prints.out"),
            ManifestSettings(setAside: [2], probeOnly: true),
            ManifestSettings(setAside: [1, 2, 3], unoptimisedPreviews: true),
            ManifestSettings(probeOnly: true, libraryEvolution: true),
        ])
    func roundTrip(settings: ManifestSettings) throws {
        #expect(try ManifestSettings(environment: settings.environment(from: ["PATH": "/usr/bin"])) == settings)
    }

    @Test("the skeletons leave the sources unset, as in a student's own `swift run`, and replace the caller's")
    func skeletonsUnset() {
        let environment = ManifestSettings().environment(from: [
            "PATH": "/usr/bin", Name.sources: "solutions", Name.only: "1", Name.setAside: "2",
            Name.chapters: "1 A 01-A", Name.announceCalls: "1", Name.capturePrints: "/tmp/prints.out",
            Name.probeOnly: "1",
            Name.unoptimisedPreviews: "1", Name.libraryEvolution: "1",
        ])
        #expect(environment == ["PATH": "/usr/bin"])
    }

    @Test(
        "reads the sources as the manifest does",
        arguments: [
            ([String: String](), ManifestSettings.Sources.skeletons),
            ([Name.sources: ""], .skeletons),
            ([Name.sources: "chapters"], .skeletons),
            ([Name.sources: "solutions"], .solutions),
            ([Name.sources: "mistake:dividing-by-count"], .mistake("dividing-by-count")),
            ([Name.sources: "hint:1.6-3"], .hint("1.6-3")),
        ])
    func sources(environment: [String: String], expected: ManifestSettings.Sources) throws {
        #expect(try ManifestSettings(environment: environment).sources == expected)
    }

    @Test("reads lists of chapters as the manifest does: numbers kept, the rest left out")
    func chapterLists() throws {
        let settings = try ManifestSettings(environment: [Name.only: "1,x,3", Name.setAside: ""])
        #expect(settings.only == [1, 3])
        #expect(settings.setAside.isEmpty)
        #expect(try ManifestSettings(environment: [:]).only == nil, "unset: every chapter")
    }
}

import Foundation
import Testing

/// docs/deploy.md's Kubernetes Indexed Job and Slurm array, run as written (the shared volume replaced by a scratch
/// directory, `chatrender` found on PATH): their shards are disjoint and add up to a one-process run, byte for byte.
@Suite("docs/deploy.md's dataset jobs run as written (command line)", .serialized)
struct DeployDocsCLITests {
    static let shards = 8

    /// docs/deploy.md's dataset section.
    static func section() throws -> String {
        let text = try String(contentsOf: CLI.repo.appendingPathComponent("docs/deploy.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Datasets: a manifest, N jobs, no coordinator"))
        let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return String(text[start.lowerBound..<end])
    }

    /// A volume as the jobs expect it: chats.jsonl (20 lines, an avatar beside it) and fonts/.
    static func volume(_ name: String) throws -> String {
        let dir = try CLI.scratch(name)
        let manager = FileManager.default
        try manager.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: dir + "/avatars", withIntermediateDirectories: true)
        for font in ["Inter-Regular.otf", "Inter-SemiBold.otf"] {
            try manager.copyItem(atPath: "/usr/share/fonts/opentype/inter/" + font, toPath: dir + "/fonts/" + font)
        }
        try manager.copyItem(atPath: CLI.repo.path + "/samples/images/avatar-priya.png", toPath: dir + "/avatars/ann.png")
        let lines = (0..<20).map { index in
            #"{"id":"chat-\#(index)","conversation":{"canvas":{"width":320,"scale":1},"participants":[{"id":"me","me":true},"#
                + #"{"id":"ann","name":"Ann","avatar":"avatars/ann.png"},{"id":"bo","name":"Bo"}],"#
                + #""messages":[{"from":"ann","text":"Line \#(index)"},{"from":"bo","text":"Hi"},{"from":"me","text":"Yes"}]}}"#
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: dir + "/chats.jsonl"))
        return dir
    }

    /// Every file under `directory` with its bytes.
    static func tree(_ directory: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: directory + "/" + relative).map(Array.init)
            }
        }
        return files
    }

    /// The one-process run the shards must add up to.
    static func reference(_ dir: String) throws -> [String: [UInt8]] {
        let whole = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "whole", "--annotations", "--fonts", dir + "/fonts"], in: dir)
        #expect(whole.status == 0, "\(whole.stderr)")
        return tree(dir + "/whole")
    }

    /// `PATH` with the built binary's directory first.
    static var path: String {
        ((CLI.binary as NSString).deletingLastPathComponent) + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test func theIndexedJobsShardsAddUpToOneProcess() throws {
        let section = try Self.section()
        let line = try #require(section.split(separator: "\n").first { $0.contains("- exec chatrender render --manifest") })
        let command = String(line.drop { $0 == " " }.dropFirst(2)).replacingOccurrences(of: "/data/", with: "$VOLUME/")
        #expect(section.contains("completions: \(Self.shards)") && command.hasSuffix("/\(Self.shards)"), "\(command)")
        let dir = try Self.volume("deploy-k8s")
        var seen: [String: [UInt8]] = [:]
        for index in 0..<Self.shards {
            let run = try CLI.run(executable: "/bin/sh", ["-c", command], in: dir,
                                  environment: ["JOB_COMPLETION_INDEX": "\(index)", "VOLUME": dir, "PATH": Self.path])
            #expect(run.status == 0, "index \(index): \(run.stderr)")
            let now = Self.tree(dir + "/out")
            let added = now.filter { seen[$0.key] == nil }
            #expect(added.count == 3 * ((20 - index + Self.shards - 1) / Self.shards), "index \(index) wrote \(added.keys.sorted())")
            #expect(now.filter { seen[$0.key] != nil }.allSatisfy { seen[$0.key] == $0.value }, "index \(index) rewrote another's files")
            seen = now
        }
        #expect(seen == (try Self.reference(dir)))
    }

    @Test func theSlurmArraysShardsAddUpToOneProcess() throws {
        let section = try Self.section()
        let start = try #require(section.range(of: "```bash\n"))
        let end = try #require(section.range(of: "\n```", range: start.upperBound..<section.endIndex))
        let script = String(section[start.upperBound..<end.lowerBound])
        #expect(script.contains("#SBATCH --array=1-\(Self.shards)"))
        let dir = try Self.volume("deploy-slurm")
        try Data(script.utf8).write(to: URL(fileURLWithPath: dir + "/render.sh"))
        var seen: [String: [UInt8]] = [:]
        for task in 1...Self.shards {
            let run = try CLI.run(executable: "/bin/bash", ["render.sh"], in: dir, environment: [
                "DATA": dir, "SLURM_ARRAY_TASK_ID": "\(task)", "SLURM_ARRAY_TASK_COUNT": "\(Self.shards)", "SLURM_CPUS_PER_TASK": "1",
                "PATH": Self.path,
            ])
            #expect(run.status == 0, "task \(task): \(run.stderr)")
            let now = Self.tree(dir + "/out")
            #expect(now.count - seen.count == 3 * ((20 - task + Self.shards) / Self.shards), "task \(task)")
            seen = now
        }
        #expect(seen == (try Self.reference(dir)))
        // A task run again (a requeued array task) finds its samples done and changes nothing.
        let again = try CLI.run(executable: "/bin/bash", ["render.sh"], in: dir, environment: [
            "DATA": dir, "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "\(Self.shards)", "PATH": Self.path,
        ])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.tree(dir + "/out") == seen)
    }
}

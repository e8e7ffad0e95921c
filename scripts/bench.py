#!/usr/bin/env python3
"""`make bench`: one table of whole-command figures for chatrender beside a previous release build.

Each workload runs with both binaries in the same session, alternating, so the noise of a busy machine falls on
both alike: median wall time, peak resident memory (of that process alone, from wait4), the output's size and,
for the current build, the per-stage times it reports with CHATRENDER_TRACE=1; for the batch of 100 all-kinds
screens, screens a second, CPU time (user + system) a screen and bytes a screen. A workload the previous build
refuses shows its exit code instead. Usage (scripts/bench.sh builds both binaries first):

    bench.py --current BIN --previous BIN --previous-label REF [--runs N] [--only NAME]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCH = 100
TRACE = re.compile(r"theme\+fonts ([\d.]+) ms, layout ([\d.]+) ms, draw ([\d.]+) ms, encode \(drawing thread\) ([\d.]+) ms")

LINES = [
    "Are we still on for tomorrow? I booked the table for seven.",
    "好的，明天见！记得带上文件 📄",
    "Can you send me the link to the slides from Tuesday's meeting, please?",
    "👍🏽 sounds good",
    "The build is green again after the fix, merging now.",
    "Landing at 6:40, can someone pick me up at terminal 2?",
    "Sure! I'll be there with the car 🚗",
    "Did you see the photos from the lake? The light at sunset was unreal, I could not stop taking pictures.",
]


def long_chat(count):
    """A one-to-one chat of `count` text messages (no viewport: the whole chat is one tall image)."""
    messages = [{"from": "me" if i % 3 else "ann", "text": f"{LINES[i % len(LINES)]} #{i}"} for i in range(count)]
    return {"version": 1, "theme": "imessage", "canvas": {"width": 390, "scale": 3},
            "participants": [{"id": "me", "name": "Sam", "me": True}, {"id": "ann", "name": "Ann"}],
            "messages": messages}


def photo_chat(images):
    """Twenty photo messages (the sample JPEGs and PNGs, some with captions) and a few texts."""
    photos = ["landscape.jpg", "portrait.jpg", "panorama.jpg", "square.png"]
    messages = []
    for i in range(20):
        message = {"from": "me" if i % 2 else "ann", "image": os.path.join(images, photos[i % len(photos)])}
        if i % 3 == 0:
            message["caption"] = LINES[i % len(LINES)]
        messages.append(message)
        messages.append({"from": "ann" if i % 2 else "me", "text": LINES[(i + 3) % len(LINES)]})
    return {"version": 1, "theme": "whatsapp", "canvas": {"width": 390, "scale": 3},
            "participants": [{"id": "me", "name": "Sam", "me": True}, {"id": "ann", "name": "Ann"}],
            "messages": messages}


def run(command, env=None):
    """Runs `command`; returns (seconds, peak RSS in KiB, exit code, stderr, CPU seconds (user + system))."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss, process.returncode, stderr.decode(errors="replace"), usage.ru_utime + usage.ru_stime


def output_bytes(output):
    """The size of an output file, or of every file in an output directory."""
    if os.path.isdir(output):
        return sum(os.path.getsize(os.path.join(output, name)) for name in os.listdir(output))
    return os.path.getsize(output)


def measure(binary, args, runs, output, trace):
    env = dict(os.environ)
    if trace:
        env["CHATRENDER_TRACE"] = "1"
    times, peaks, stages, cpu = [], [], [], []
    code = 0
    for _ in range(runs):
        if output and os.path.isdir(output):
            shutil.rmtree(output)
        seconds, peak, code, stderr, used = run([binary] + args, env)
        if code not in (0, 1):  # diff and check exit 1 for "differs": still a measurement
            return {"code": code, "error": stderr.strip().splitlines()[-1] if stderr.strip() else ""}
        times.append(seconds)
        peaks.append(peak)
        cpu.append(used)
        match = TRACE.search(stderr)
        if match:
            stages.append([float(v) for v in match.groups()])
    result = {"code": code, "ms": statistics.median(times) * 1e3, "rss": max(peaks) / 1024,
              "seconds": statistics.median(times), "cpu": statistics.median(cpu)}
    if output and os.path.exists(output):
        result["bytes"] = output_bytes(output)
    if stages:
        result["stages"] = [statistics.median(column) for column in zip(*stages)]
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--current", required=True)
    parser.add_argument("--previous", required=True)
    parser.add_argument("--previous-label", default="previous")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", action="append", default=[])
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="chatrender-bench-")
    try:
        images = os.path.join(ROOT, "samples", "images")
        files = {}
        for name, document in [("long-300", long_chat(300)), ("long-3000", long_chat(3000)), ("photos", photo_chat(images))]:
            files[name] = os.path.join(work, name + ".json")
            with open(files[name], "w") as handle:
                json.dump(document, handle, ensure_ascii=False)
        # Two tall images of the same size for diff: the 300-message chat in light and dark, rendered by the current
        # build (the previous one may refuse to render them; it is still asked to compare them).
        tall_light, tall_dark = os.path.join(work, "tall-light.png"), os.path.join(work, "tall-dark.png")
        for path, appearance in [(tall_light, "light"), (tall_dark, "dark")]:
            subprocess.run([options.current, files["long-300"], "--appearance", appearance, "-o", path], check=True)
        # 100 goldens: copies of the bench screens and the samples, recorded by each build into its own directory.
        golden_dirs = {}
        for label, binary in [("current", options.current), ("previous", options.previous)]:
            directory = os.path.join(work, "goldens-" + label)
            os.makedirs(directory)
            shutil.copytree(images, os.path.join(directory, "images"))
            sources = [os.path.join(ROOT, "bench", "screens", f) for f in ("text-only.json", "empty.json")]
            sources += [os.path.join(ROOT, "samples", f) for f in sorted(os.listdir(os.path.join(ROOT, "samples")))
                        if f.endswith(".json") and f != "custom.json"]
            for i in range(100):
                source = sources[i % len(sources)]
                with open(source) as handle:
                    text = handle.read().replace('"images/', '"' + os.path.join(ROOT, "samples", "images") + "/")
                with open(os.path.join(directory, f"{i:03d}-{os.path.basename(source)}"), "w") as handle:
                    handle.write(text)
            subprocess.run([binary, "check", directory, "--record", "--no-times"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            golden_dirs[label] = directory

        # A batch of BATCH copies of the all-kinds screen (`render DIR --out-dir`), its images by absolute path.
        batch_in, batch_out = os.path.join(work, "batch"), os.path.join(work, "batch-out")
        os.makedirs(batch_in)
        with open(os.path.join(ROOT, "bench", "screens", "all-kinds.json")) as handle:
            screen = handle.read().replace('"../../', '"' + ROOT + "/")
        for i in range(BATCH):
            with open(os.path.join(batch_in, f"{i:03d}.json"), "w") as handle:
                handle.write(screen)

        screens = os.path.join(ROOT, "bench", "screens")
        out = os.path.join(work, "out.png")
        workloads = [
            ("all-kinds screen", [os.path.join(screens, "all-kinds.json"), "-o", out], out, options.runs),
            ("text-only screen", [os.path.join(screens, "text-only.json"), "-o", out], out, options.runs),
            ("empty conversation", [os.path.join(screens, "empty.json"), "-o", out], out, options.runs),
            ("300-message chat", [files["long-300"], "-o", out], out, max(1, options.runs // 2)),
            ("3000-message chat", [files["long-3000"], "-o", out], out, 1),
            ("photo-heavy chat", [files["photos"], "-o", out], out, max(1, options.runs // 2)),
            ("diff of two tall images", ["diff", tall_light, tall_dark, "-o", out], out, max(1, options.runs // 2)),
            ("check of 100 goldens", None, None, max(1, options.runs // 3)),
            (f"batch of {BATCH} all-kinds", ["render", batch_in, "--out-dir", batch_out], batch_out, max(1, options.runs // 3)),
        ]
        header = (f"{'workload':<24} {'build':<12} {'whole ms':>9} {'peak MiB':>9} {'output':>11}   "
                  f"{'fonts':>6} {'layout':>7} {'draw':>7} {'encode':>7}   {'speed-up':>8}")
        print(header)
        print("-" * len(header))
        for name, args, output, runs in workloads:
            if options.only and not any(o in name for o in options.only):
                continue
            results = {}
            for label, binary in [("current", options.current), ("previous", options.previous)]:
                arguments = args if args is not None else ["check", golden_dirs[label], "--no-times"]
                if output and os.path.isdir(output):
                    shutil.rmtree(output)
                elif output and os.path.exists(output):
                    os.remove(output)
                results[label] = measure(binary, arguments, runs, output, trace=label == "current")
            for label in ("current", "previous"):
                r = results[label]
                build = "this" if label == "current" else options.previous_label
                if "ms" not in r:
                    print(f"{name:<24} {build:<12} {'exit ' + str(r['code']):>9}   {r['error'][:80]}")
                    continue
                size = f"{r['bytes'] / 1024:,.0f} KiB" if "bytes" in r else ""
                stages = "   ".join(["", ""]) if "stages" not in r else " ".join(f"{v:>6.1f}" if i == 0 else f"{v:>7.1f}" for i, v in enumerate(r["stages"]))
                speedup = ""
                if label == "current" and "ms" in results["previous"]:
                    speedup = f"{results['previous']['ms'] / r['ms']:.2f}×"
                print(f"{name:<24} {build:<12} {r['ms']:>9.1f} {r['rss']:>9.1f} {size:>11}   {stages:<30}   {speedup:>8}")
                if name.startswith("batch"):
                    # Throughput and CPU per screen: what a batch (or the service) pays for each screen.
                    print(f"{'':<24} {build:<12} {BATCH / r['seconds']:>9.1f} screens/s, {r['cpu'] * 1e3 / BATCH:.1f} ms of CPU "
                          f"a screen, {r.get('bytes', 0) / BATCH / 1024:,.0f} KiB a screen")
            sys.stdout.flush()
        print("\nwhole ms: median wall time of the whole command (process start to exit); peak MiB: the process's peak "
              "resident memory;\nstages (this build, CHATRENDER_TRACE=1, ms): theme+fonts, layout, draw, and encoding "
              "done on the drawing thread;\nbatch: screens a second (wall), CPU (user + system) and output bytes a screen.")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

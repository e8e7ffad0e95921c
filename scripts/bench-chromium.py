#!/usr/bin/env python3
"""One screen, whole command, against warm headless Chromium drawing the same chat as HTML (`make bench-chromium`).

For each conversation given (default: bench/screens/*.json) this writes the chat as an HTML page at the canvas's size
and scale, in the same fonts (Inter, Noto Color Emoji) and with the same pictures, and times, in the same run and
alternately:

  chatrender   the whole command as installed, process start to exit: `chatrender FILE -o OUT.png`
               (CHATRENDER_DAEMON=0), the front program (scripts/build-front.sh, built here) running the renderer
               (--bin) beside it as `make install` lays them out;
  +daemon      the same command with `chatrender daemon start` running (a warm process, as the browser is, with a
               copy of itself forked ahead for each command; the same bytes, checked);
  service      `chatrender serve` started once and kept (warm, as the browser is): one POST /v1/render of the same
               JSON with its images inlined as data: URIs, over a kept-alive loopback connection, until the last
               byte of the PNG (the same bytes the command writes);
  chromium     a browser started once and kept (warm: its fonts, images and code already loaded), a page that is
               navigated to the chat's HTML and screenshotted as a PNG of the same pixel size (Playwright driving
               Debian's chromium), which is how screenshot services built on a browser work.

It prints the median and minimum of each and the ratios of the medians (the browser's time over the command's, over
the command's with the daemon, and over the service's). The HTML is a plain imitation of the chat
(bubbles, names, pictures, reactions, cards, status bar, header, composer), not a pixel match: it is what a team
writing its screenshots as a web page would render, and simpler than a real chat app's page.

    scripts/bench-chromium.py [--bin path/to/chatrender] [--runs N] [--keep DIR] [FILE.json ...]

Installs what it lacks as scripts/preview-browser-test.py does (chromium with apt-get, playwright with pip).
--keep DIR writes both PNGs of each chat there, to look at them side by side.
"""
import argparse
import glob
import html
import http.client
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import importlib.util  # noqa: E402

_spec = importlib.util.spec_from_file_location("browser_test", os.path.join(ROOT, "scripts", "preview-browser-test.py"))
_browser_test = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_browser_test)
ensure_dependencies, CHROMIUM = _browser_test.ensure_dependencies, _browser_test.CHROMIUM
from inline_images import inline_images  # noqa: E402

INTER = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
INTER_BOLD = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

CSS = """
@font-face { font-family: ChatSans; src: url("file://%(inter)s"); font-weight: 400; }
@font-face { font-family: ChatSans; src: url("file://%(bold)s"); font-weight: 600; }
@font-face { font-family: ChatEmoji; src: url("file://%(emoji)s"); }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: %(width)dpx; height: %(height)dpx; overflow: hidden; background: #fff;
  font: 17px/22px ChatSans, ChatEmoji, sans-serif; color: #000; }
.status { height: 47px; display: flex; align-items: center; justify-content: space-between; padding: 14px 30px 0;
  font-weight: 600; font-size: 16px; }
.status .icons { display: flex; gap: 5px; align-items: center; }
.bars { display: flex; gap: 2px; align-items: flex-end; } .bars i { width: 3px; background: #000; border-radius: 1px; }
.battery { width: 25px; height: 12px; border: 1px solid #999; border-radius: 4px; padding: 1px; }
.battery b { display: block; height: 100%%; background: #000; border-radius: 2px; }
.header { height: 96px; display: flex; flex-direction: column; align-items: center; justify-content: center;
  background: #f6f6f6; border-bottom: 0.5px solid #ccc; position: relative; }
.header .back { position: absolute; left: 12px; top: 30px; color: #007aff; font-size: 28px; }
.header .avatar { width: 50px; height: 50px; border-radius: 25px; background: linear-gradient(#a5abb8, #858994);
  color: #fff; display: flex; align-items: center; justify-content: center; font-weight: 600; overflow: hidden; }
.header .avatar img { width: 100%%; height: 100%%; object-fit: cover; }
.header .title { font-size: 12px; margin-top: 4px; } .header .subtitle { font-size: 11px; color: #8e8e93; }
.list { padding: 8px 0; height: calc(100%% - 47px - 96px - 80px); overflow: hidden; display: flex;
  flex-direction: column; justify-content: flex-end; }
.row { display: flex; align-items: flex-end; gap: 8px; padding: 1px 16px 1px 12px; }
.row.me { justify-content: flex-end; }
.row .face { width: 28px; height: 28px; border-radius: 14px; overflow: hidden; flex: none; background: #c7c7cc; }
.row .face img { width: 100%%; height: 100%%; object-fit: cover; }
.column { display: flex; flex-direction: column; max-width: 70%%; position: relative; }
.me .column { align-items: flex-end; }
.name { font-size: 12px; color: #8e8e93; margin: 6px 0 2px 12px; }
.bubble { padding: 7px 12px; border-radius: 18px; background: #e9e9eb; word-wrap: break-word; }
.me .bubble { background: #0b84fe; color: #fff; }
.quote { font-size: 14px; color: #8e8e93; border-left: 2px solid #c7c7cc; padding: 2px 8px; margin-bottom: 2px; }
.picture { border-radius: 18px; overflow: hidden; max-width: 240px; position: relative; }
.picture img { display: block; width: 240px; height: auto; }
.picture .play { position: absolute; left: 50%%; top: 50%%; width: 48px; height: 48px; margin: -24px;
  border-radius: 24px; background: rgba(0,0,0,.45); }
.picture .play::after { content: ""; position: absolute; left: 19px; top: 14px; border-left: 14px solid #fff;
  border-top: 10px solid transparent; border-bottom: 10px solid transparent; }
.picture .length { position: absolute; left: 8px; bottom: 6px; color: #fff; font-size: 12px; }
.sticker img { width: 120px; height: 120px; object-fit: contain; display: block; }
.wave { display: flex; gap: 2px; align-items: center; height: 24px; margin-left: 8px; }
.wave i { width: 2px; background: currentColor; border-radius: 1px; opacity: .7; }
.card { display: flex; gap: 10px; align-items: center; }
.card .icon { width: 36px; height: 44px; border-radius: 6px; background: #fff; border: 1px solid #ccc; }
.card small { display: block; font-size: 13px; opacity: .7; }
.map { width: 240px; height: 120px; background: linear-gradient(135deg, #cfe8c9, #b5d8f0); border-radius: 18px 18px 0 0; }
.reactions { position: absolute; top: -14px; right: -8px; background: #e9e9eb; border: 2px solid #fff;
  border-radius: 14px; padding: 0 6px; font-size: 14px; }
.me .reactions { right: auto; left: -8px; }
.status-line { font-size: 11px; color: #8e8e93; margin: 2px 4px 0; }
.stamp { text-align: center; font-size: 11px; color: #8e8e93; margin: 10px 0 4px; }
.composer { position: absolute; left: 0; right: 0; bottom: 0; height: 80px; padding: 8px 12px; display: flex;
  gap: 10px; align-items: flex-start; background: #fff; }
.composer .plus { width: 34px; height: 34px; border-radius: 17px; background: #e9e9eb; }
.composer .field { flex: 1; height: 34px; border: 1px solid #ccc; border-radius: 17px; padding: 6px 12px; color: #c7c7cc; }
"""


def picture(path, base):
    if path is None:
        return ""
    if path.startswith("data:"):
        return path
    return "file://" + os.path.abspath(os.path.join(base, path))


def chat_html(document, base):
    canvas = document.get("canvas", {})
    width, height = canvas.get("width", 390), canvas.get("height", 844)
    people = {p["id"]: p for p in document.get("participants", [])}
    chrome = document.get("chrome", {})
    parts = ["<!doctype html><html><head><meta charset='utf-8'><style>",
             CSS % {"inter": INTER, "bold": INTER_BOLD, "emoji": EMOJI, "width": width, "height": height},
             "</style></head><body>"]
    status = chrome.get("statusBar", {})
    parts.append("<div class='status'><span>%s</span><span class='icons'><span class='bars'>%s</span>"
                 "<span class='battery'><b style='width:%d%%'></b></span></span></div>"
                 % (html.escape(str(status.get("time", "9:41"))),
                    "".join("<i style='height:%dpx'></i>" % (4 + 2 * i) for i in range(4)), status.get("battery", 100)))
    header = chrome.get("header", {})
    others = [p for p in people.values() if not p.get("me")]
    face = others[0] if others else {}
    avatar = ("<img src='%s'>" % picture(face["avatar"], base)) if face.get("avatar") else \
        html.escape("".join(word[:1] for word in face.get("name", "?").split()[:2]))
    parts.append("<div class='header'><span class='back'>‹</span><div class='avatar'>%s</div>"
                 "<div class='title'>%s</div><div class='subtitle'>%s</div></div>"
                 % (avatar, html.escape(header.get("title", face.get("name", ""))), html.escape(header.get("subtitle", ""))))
    parts.append("<div class='list'>")
    messages = document.get("messages", [])
    previous = None
    for index, message in enumerate(messages):
        if "time" in message and index == 0:
            parts.append("<div class='stamp'>Today %s</div>" % html.escape(message["time"][11:16]))
        sender = people.get(message.get("from"), {})
        mine = bool(sender.get("me"))
        parts.append("<div class='row%s'>" % (" me" if mine else ""))
        if not mine and len(others) > 1:
            parts.append("<div class='face'>%s</div>" % (("<img src='%s'>" % picture(sender["avatar"], base))
                                                           if sender.get("avatar") else ""))
        parts.append("<div class='column'>")
        if not mine and len(others) > 1 and previous != message.get("from"):
            parts.append("<div class='name'>%s</div>" % html.escape(sender.get("name", "")))
        if isinstance(message.get("replyTo"), int) and 0 <= message["replyTo"] < len(messages):
            quoted = messages[message["replyTo"]].get("text", "Photo")
            parts.append("<div class='quote'>%s</div>" % html.escape(quoted))
        if "text" in message:
            parts.append("<div class='bubble'>%s</div>" % html.escape(message["text"]))
        elif "image" in message:
            parts.append("<div class='picture'><img src='%s'></div>" % picture(message["image"], base))
        elif "video" in message:
            video = message["video"]
            seconds = int(video.get("duration", 0))
            parts.append("<div class='picture'><img src='%s'><span class='play'></span><span class='length'>%d:%02d</span></div>"
                         % (picture(video.get("thumbnail"), base), seconds // 60, seconds % 60))
        elif "sticker" in message:
            parts.append("<div class='sticker'><img src='%s'></div>" % picture(message["sticker"], base))
        elif "audio" in message:
            bars = "".join("<i style='height:%dpx'></i>" % (4 + (i * 7) % 18) for i in range(28))
            parts.append("<div class='bubble' style='display:flex;align-items:center'>▶<span class='wave'>%s</span></div>" % bars)
        elif "file" in message:
            item = message["file"]
            parts.append("<div class='bubble card'><span class='icon'></span><span>%s<small>%.1f MB</small></span></div>"
                         % (html.escape(item.get("name", "")), item.get("size", 0) / 1e6))
        elif "location" in message:
            place = message["location"]
            parts.append("<div><div class='map'></div><div class='bubble' style='border-radius:0 0 18px 18px'>%s"
                         "<small style='display:block;font-size:13px;opacity:.7'>%s</small></div></div>"
                         % (html.escape(place.get("title", "")), html.escape(place.get("subtitle", ""))))
        if message.get("reactions"):
            marks = "".join(r if isinstance(r, str) else r.get("emoji", "") for r in message["reactions"])
            parts.append("<span class='reactions'>%s</span>" % html.escape(marks))
        if mine and message.get("status") == "read" and index == len(messages) - 1:
            parts.append("<div class='status-line'>Read</div>")
        parts.append("</div></div>")
        previous = message.get("from")
    parts.append("</div><div class='composer'><span class='plus'></span><span class='field'>iMessage</span></div>")
    parts.append("</body></html>")
    return "".join(parts), width, height, canvas.get("scale", 3)


def start_service(binary):
    """`chatrender serve` on a free loopback port: the process and its port."""
    log = tempfile.NamedTemporaryFile(prefix="chatrender-serve-", suffix=".log", delete=False)
    process = subprocess.Popen([binary, "serve", "--port", "0", "--log-format", "json"], stderr=log,
                               stdout=subprocess.DEVNULL)
    deadline = time.time() + 30
    while time.time() < deadline:
        with open(log.name) as handle:
            for line in handle:
                try:
                    url = json.loads(line).get("url")
                except ValueError:
                    continue
                if url:
                    return process, int(url.rstrip("/").rsplit(":", 1)[1])
        if process.poll() is not None:
            break
        time.sleep(0.05)
    process.kill()
    sys.exit("bench-chromium: the service did not start:\n" + open(log.name).read())


def median_and_min(times):
    return statistics.median(times), min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*")
    parser.add_argument("--bin", default=os.path.join(ROOT, "Tools/.build/release/chatrender"))
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--keep")
    options = parser.parse_args()
    files = options.files or sorted(glob.glob(os.path.join(ROOT, "bench", "screens", "*.json")))
    if not os.access(options.bin, os.X_OK):
        sys.exit("bench-chromium: no chatrender at %s (make build first, or --bin)" % options.bin)
    ensure_dependencies()
    from playwright.sync_api import sync_playwright

    work = tempfile.mkdtemp(prefix="chatrender-chromium-")
    try:
        print("%d cores; load average %s" % (os.cpu_count(), " ".join(open("/proc/loadavg").read().split()[:3])))
        print("%-12s %11s %9s %11s %9s %11s %9s %11s %9s %9s %9s %9s"
              % ("screen", "command", "(min)", "+daemon", "(min)", "service", "(min)", "chromium", "(min)", "÷command",
                 "÷daemon", "÷service"))
        service, port = start_service(options.bin)
        # As installed: the front as chatrender, the renderer beside it as chatrender-render.
        installed = os.path.join(work, "bin")
        os.mkdir(installed)
        front = os.path.join(installed, "chatrender")
        subprocess.run([os.path.join(ROOT, "scripts", "build-front.sh"), front], check=True)
        os.symlink(os.path.realpath(options.bin), os.path.join(installed, "chatrender-render"))
        # The daemon in a runtime directory of its own; the plain command never reaches it (CHATRENDER_DAEMON=0).
        runtime = os.path.join(work, "run")
        os.mkdir(runtime, 0o700)
        with_daemon = dict(os.environ, XDG_RUNTIME_DIR=runtime)
        alone = dict(with_daemon, CHATRENDER_DAEMON="0")
        subprocess.run([front, "daemon", "start", "--idle-timeout", "600"], check=True, env=with_daemon,
                       stdout=subprocess.DEVNULL)
        connection = http.client.HTTPConnection("127.0.0.1", port)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                 args=["--no-sandbox", "--disable-dev-shm-usage",
                                                       "--allow-file-access-from-files"])
            for source in files:
                with open(source) as handle:
                    document = json.load(handle)
                page_html, width, height, scale = chat_html(document, os.path.dirname(os.path.abspath(source)))
                page_path = os.path.join(work, "chat.html")
                with open(page_path, "w") as handle:
                    handle.write(page_html)
                page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=scale)
                out = os.path.join(work, "out.png")
                body = json.dumps(inline_images(document, os.path.dirname(os.path.abspath(source))),
                                  ensure_ascii=False).encode()
                ours, daemoned, served, theirs = [], [], [], []
                shot = b""
                out_daemon = os.path.join(work, "out-daemon.png")
                for run in range(options.runs + 3):  # three warm-up rounds of each, not counted
                    start = time.perf_counter()
                    subprocess.run([front, source, "-o", out], check=True, env=alone)
                    ours.append((time.perf_counter() - start) * 1000)
                    start = time.perf_counter()
                    subprocess.run([front, source, "-o", out_daemon], check=True, env=with_daemon)
                    daemoned.append((time.perf_counter() - start) * 1000)
                    start = time.perf_counter()
                    connection.request("POST", "/v1/render", body, {"Content-Type": "application/json"})
                    answer = connection.getresponse()
                    png = answer.read()
                    served.append((time.perf_counter() - start) * 1000)
                    if answer.status != 200:
                        sys.exit("bench-chromium: the service answered %d: %s" % (answer.status, png[:300]))
                    start = time.perf_counter()
                    page.goto("file://%s?run=%d" % (page_path, run), wait_until="load")
                    shot = page.screenshot(type="png")
                    theirs.append((time.perf_counter() - start) * 1000)
                page.close()
                with open(out, "rb") as handle:
                    command_png = handle.read()
                if command_png != png:
                    sys.exit("bench-chromium: the service's PNG differs from the command's for " + source)
                with open(out_daemon, "rb") as handle:
                    if handle.read() != command_png:
                        sys.exit("bench-chromium: the daemon's PNG differs from the command's for " + source)
                ours, daemoned, served, theirs = ours[3:], daemoned[3:], served[3:], theirs[3:]
                (our_median, our_min), (served_median, served_min) = median_and_min(ours), median_and_min(served)
                daemon_median, daemon_min = median_and_min(daemoned)
                their_median, their_min = median_and_min(theirs)
                name = os.path.splitext(os.path.basename(source))[0]
                print("%-12s %8.1f ms %6.1f ms %8.1f ms %6.1f ms %8.1f ms %6.1f ms %8.1f ms %6.1f ms %8.1f× %8.1f× %8.1f×"
                      % (name, our_median, our_min, daemon_median, daemon_min, served_median, served_min, their_median,
                         their_min, their_median / our_median, their_median / daemon_median, their_median / served_median))
                if options.keep:
                    os.makedirs(options.keep, exist_ok=True)
                    shutil.copy(out, os.path.join(options.keep, name + "-chatrender.png"))
                    with open(os.path.join(options.keep, name + "-chromium.png"), "wb") as handle:
                        handle.write(shot)
            browser.close()
        connection.close()
        subprocess.run([front, "daemon", "stop"], env=with_daemon, stdout=subprocess.DEVNULL)
        service.terminate()
        service.wait(timeout=30)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

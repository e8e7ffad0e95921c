#!/usr/bin/env python3
"""The preview page of `chatrender serve`, in a real browser: Playwright (PyPI) driving Debian's chromium.

Starts `chatrender serve` on a free loopback port, loads the page, waits for the first render, edits the JSON and
sees the image change, breaks the JSON and sees the error at its line and column, switches theme and appearance,
and downloads the PNG, which must be the bytes `chatrender render` writes for the same JSON and options.

    scripts/preview-browser-test.py [path/to/chatrender]      (default Tools/.build/debug/chatrender, beside chatrender-serve)

Installs what it lacks: chromium with apt-get, playwright with pip (no browser download: the page runs in
/usr/bin/chromium). SCREENSHOT=file.png keeps a picture of the page at the end, SCREENSHOT_ERROR=file.png one
showing the error of broken JSON. Ends with "N passed, N failed".
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FONTS = ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
         "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]


def ensure_dependencies():
    if not os.path.exists(CHROMIUM):
        print("preview-browser-test: installing chromium (Debian)", file=sys.stderr)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"], check=True, env=env,
                       stdout=subprocess.DEVNULL)
    try:
        import playwright  # noqa: F401
    except ImportError:
        print("preview-browser-test: installing playwright (PyPI)", file=sys.stderr)
        command = [sys.executable, "-m", "pip", "install", "--quiet", "playwright"]
        if subprocess.run(command).returncode != 0:
            subprocess.run(command + ["--break-system-packages"], check=True)


def start_server(binary):
    arguments = [binary, "serve", "--port", "0", "--log-format", "json", "--concurrency", "2"]
    log = tempfile.NamedTemporaryFile(prefix="chatrender-serve-", suffix=".log", delete=False)
    env = dict(os.environ, CHATRENDER_FONTS=FONT_DIR)
    process = subprocess.Popen(arguments, stderr=log, stdout=subprocess.DEVNULL, env=env)
    deadline = time.time() + 30
    while time.time() < deadline:
        with open(log.name) as handle:
            for line in handle:
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue
                if "url" in entry:
                    return process, entry["url"].rstrip("/"), log.name
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    sys.exit("preview-browser-test: the server did not start:\n" + open(log.name).read())


def cli_render(binary, json_text, *options):
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "chat.json")
        with open(source, "w") as handle:
            handle.write(json_text)
        return subprocess.run([binary, source, "-o", "-", "--fonts", FONT_DIR] + list(options), check=True,
                              capture_output=True).stdout


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Tools/.build/debug/chatrender"))
    if not os.access(binary, os.X_OK):
        sys.exit("preview-browser-test: no chatrender binary at %s; build it first (swift build)" % binary)
    ensure_dependencies()
    from playwright.sync_api import sync_playwright

    results = []

    def check(name, condition, detail=""):
        results.append(bool(condition))
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else ": " + str(detail)))

    server, base, log = start_server(binary)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                 args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            page = browser.new_page(accept_downloads=True, viewport={"width": 1280, "height": 900})
            page.set_default_timeout(30000)
            page.goto(base + "/")
            page.wait_for_selector('#preview[data-version="1"]')
            first = page.eval_on_selector("#preview", "img => [img.naturalWidth, img.naturalHeight, img.dataset.bytes]")
            check("the page renders the sample on load", first[0] > 0 and first[1] > 0, first)

            # Edit: one more message makes the image taller.
            document = json.loads(page.input_value("#editor"))
            document["messages"].append({"from": "ana", "text": "Typed in the browser 🎉"})
            edited = json.dumps(document, indent=2, ensure_ascii=False)
            page.fill("#editor", edited)
            page.wait_for_selector('#preview[data-version="2"]')
            second = page.eval_on_selector("#preview", "img => [img.naturalWidth, img.naturalHeight, img.dataset.bytes]")
            check("editing the JSON re-renders the image", second[1] > first[1] and second[2] != first[2], (first, second))

            # Break it: the error names the line and column, the gutter marks the line.
            broken = edited.replace('"Typed in the browser', '"Typed in the browser" oops "', 1)
            line = next(i for i, text in enumerate(broken.split("\n"), 1) if "oops" in text)
            page.fill("#editor", broken)
            page.wait_for_selector("#error.shown")
            message = page.inner_text("#error")
            check("broken JSON shows an error at its line", ("line %d, column" % line) in message, message)
            check("the gutter marks the broken line", page.inner_text("#gutter .bad") == str(line), page.inner_text("#gutter .bad"))
            check("the last good image stays, marked stale", page.get_attribute("#preview", "class") == "stale")
            if os.environ.get("SCREENSHOT_ERROR"):
                page.screenshot(path=os.environ["SCREENSHOT_ERROR"])

            # Fix it and pick a theme and appearance: a new image, no error.
            page.fill("#editor", edited)
            page.wait_for_selector('#preview[data-version="3"]')
            check("fixing the JSON clears the error", not page.is_visible("#error"))
            page.select_option("#theme", "whatsapp")
            page.wait_for_selector('#preview[data-version="4"]')
            page.select_option("#appearance", "dark")
            page.wait_for_selector('#preview[data-version="5"]')
            if os.environ.get("SCREENSHOT"):
                page.screenshot(path=os.environ["SCREENSHOT"])

            # Download: the same bytes as the command line for the same JSON and options.
            with page.expect_download() as waiting:
                page.click("#download")
            download = waiting.value
            downloaded = open(download.path(), "rb").read()
            expected = cli_render(binary, page.input_value("#editor"), "--theme", "whatsapp", "--appearance", "dark")
            check("the download is named chat.png", download.suggested_filename == "chat.png", download.suggested_filename)
            check("the downloaded PNG is what `chatrender render` writes", downloaded == expected,
                  "%d vs %d bytes" % (len(downloaded), len(expected)))
            browser.close()
    finally:
        server.terminate()
        code = server.wait(timeout=30)
        check("the server shuts down cleanly on SIGTERM", code == 0, "exit %s; log %s" % (code, log))
    failed = results.count(False)
    print("%d passed, %d failed" % (len(results) - failed, failed))
    return 1 if failed else 0


FONT_DIR = tempfile.mkdtemp(prefix="chatrender-fonts-")
for font in FONTS:
    shutil.copy(font, FONT_DIR)

if __name__ == "__main__":
    try:
        sys.exit(main())
    finally:
        shutil.rmtree(FONT_DIR, ignore_errors=True)

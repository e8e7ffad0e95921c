#!/usr/bin/env python3
"""The installed chatrender wheel, tested from a fresh virtual environment (scripts/wheel-check.sh runs it).

Run with the venv's python from a directory outside the checkout, so that `import chatrender` is the installed
package. The environment names what to compare with:
    CHATRENDER_REPO  the checkout (samples/)
    REFERENCE_BIN    the binary the wheel was built from, run where it was built, with the checkout's themes
    WHEEL            the wheel that was installed; WHEEL_AGAIN the same wheel built a second time
Ends with "N passed, N failed".
"""
import base64
import hashlib
import json
import os
import pathlib
import pickle
import struct
import subprocess
import sys
import sysconfig
import tempfile
import unittest
import zipfile

import chatrender

REPO = pathlib.Path(os.environ["CHATRENDER_REPO"])
SAMPLES = REPO / "samples"
REFERENCE_BIN = os.environ["REFERENCE_BIN"]
WHEEL = os.environ["WHEEL"]
WHEEL_AGAIN = os.environ.get("WHEEL_AGAIN")
SCRIPTS = sysconfig.get_path("scripts")
SMALL = {"participants": [{"id": "me", "me": True}, {"id": "ana", "name": "Ana"}],
         "messages": [{"from": "ana", "text": "Lunch?"}, {"from": "me", "text": "Sure, 12:30", "status": "read"}]}
BAD = {"participants": [{"id": "me", "me": True}], "messages": [{"from": "nobody", "text": "hi"}]}


def cli(binary, *arguments, stdin=None, cwd=None):
    """Runs a chatrender binary and returns the completed process. The reference binary reads this checkout's themes
    (CHATRENDER_THEMES), the installed one its own (CHATRENDER_THEMES removed)."""
    env = {name: value for name, value in os.environ.items() if name != "CHATRENDER_THEMES"}
    if binary == REFERENCE_BIN:
        env["CHATRENDER_THEMES"] = str(REPO / "assets" / "themes")
    return subprocess.run([binary, *arguments], input=stdin, capture_output=True, cwd=cwd, env=env)


def png_size(data):
    """A PNG's width and height, from its IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", data[:16]
    return struct.unpack(">II", data[16:24])


class Render(unittest.TestCase):
    def test_a_sample_renders_as_the_command_line_renders_it(self):
        expected = cli(REFERENCE_BIN, "group.json", "-o", "-", cwd=SAMPLES)
        self.assertEqual(expected.returncode, 0, expected.stderr)
        installed = cli(chatrender.binary_path(), "group.json", "-o", "-", cwd=SAMPLES)
        self.assertEqual(installed.stdout, expected.stdout, "the wheel's binary and themes render group.json differently")
        from_path = chatrender.render(SAMPLES / "group.json")
        self.assertEqual(from_path, expected.stdout)
        conversation = json.loads((SAMPLES / "group.json").read_text(encoding="utf-8"))
        self.assertEqual(chatrender.render(conversation, base_dir=SAMPLES), expected.stdout)
        text = (SAMPLES / "group.json").read_text(encoding="utf-8")
        self.assertEqual(chatrender.render(text, base_dir=str(SAMPLES)), expected.stdout)
        self.assertEqual(chatrender.render(text.encode(), base_dir=SAMPLES), expected.stdout)

    def test_theme_appearance_and_scale_are_passed(self):
        options = ["--theme", "whatsapp", "--appearance", "dark", "--scale", "1"]
        expected = cli(REFERENCE_BIN, "-", "-o", "-", *options, stdin=json.dumps(SMALL).encode())
        self.assertEqual(expected.returncode, 0, expected.stderr)
        actual = chatrender.render(SMALL, theme="whatsapp", appearance="dark", scale=1)
        self.assertEqual(actual, expected.stdout)
        self.assertNotEqual(actual, chatrender.render(SMALL, theme="whatsapp", scale=1), "appearance made no difference")
        self.assertNotEqual(actual, chatrender.render(SMALL, appearance="dark", scale=1), "theme made no difference")
        width, height = png_size(actual)
        self.assertEqual(png_size(chatrender.render(SMALL, theme="whatsapp", appearance="dark", scale=2)), (2 * width, 2 * height))

    def test_generic_options_and_formats(self):
        framed = chatrender.render(SMALL, frame=True, padding=10, max_memory="512M")
        expected = cli(REFERENCE_BIN, "-", "-o", "-", "--frame", "--padding", "10", "--max-memory", "512M",
                       stdin=json.dumps(SMALL).encode())
        self.assertEqual(framed, expected.stdout)
        self.assertTrue(chatrender.render(SMALL, format="jpeg", quality=80).startswith(b"\xff\xd8\xff"))
        webp = chatrender.render(SMALL, format="webp")
        self.assertEqual((webp[:4], webp[8:12]), (b"RIFF", b"WEBP"))

    def test_misuse_is_refused_before_running(self):
        with self.assertRaisesRegex(ValueError, "pathlib.Path"):
            chatrender.render("samples/group.json")
        with self.assertRaisesRegex(ValueError, "returns the image's bytes"):
            chatrender.render(SMALL, output="out.png")
        with self.assertRaisesRegex(TypeError, "not dict"):
            chatrender.render(SMALL, theme={"name": "x"})
        with self.assertRaisesRegex(TypeError, "cannot be written as JSON"):
            chatrender.render({"messages": [object()]})
        with self.assertRaisesRegex(ValueError, "timeout"):
            chatrender.render(SMALL, timeout=0)
        with self.assertRaisesRegex(ValueError, "not a directory"):
            chatrender.render(SMALL, base_dir="/nonexistent/dir")


class Errors(unittest.TestCase):
    def test_a_bad_conversation_raises_the_command_line_message(self):
        expected = cli(REFERENCE_BIN, "-", "-o", "-", stdin=json.dumps(BAD).encode())
        self.assertEqual(expected.returncode, 65)
        with self.assertRaises(chatrender.ChatrenderError) as caught:
            chatrender.render(BAD)
        error = caught.exception
        self.assertEqual(error.exit_status, 65)
        self.assertEqual(error.message, expected.stderr.decode().strip())
        self.assertIn("nobody", error.message)
        self.assertTrue(str(error).startswith("chatrender: error: "), str(error))
        self.assertEqual(error.args, (error.message,))
        self.assertEqual(error.command[1:], ["render", "-", "-o", "-", "--format=png"])
        copy = pickle.loads(pickle.dumps(error))
        self.assertEqual((type(copy), copy.message, copy.exit_status, copy.command),
                         (type(error), error.message, error.exit_status, error.command))

    def test_bad_options_and_files_carry_their_status(self):
        with self.assertRaises(chatrender.ChatrenderError) as caught:
            chatrender.render(SMALL, scale=9)
        self.assertEqual(caught.exception.exit_status, 64)
        self.assertIn("--scale", caught.exception.message)
        with self.assertRaises(chatrender.ChatrenderError) as caught:
            chatrender.render(SMALL, colour="red")
        self.assertEqual(caught.exception.exit_status, 64)
        self.assertIn("--colour", caught.exception.message)
        with self.assertRaises(chatrender.ChatrenderError) as caught:
            chatrender.render(pathlib.Path("no-such-chat.json"))
        self.assertEqual(caught.exception.exit_status, 66)
        with self.assertRaises(chatrender.ChatrenderError) as caught:
            chatrender.render(SMALL, theme="no-such-theme")
        self.assertEqual(caught.exception.exit_status, 65)
        self.assertIn("no-such-theme", caught.exception.message)

    def test_a_timeout_kills_the_run_and_leaves_nothing(self):
        heavy = {"canvas": {"scale": 4},
                 "participants": [{"id": "me", "me": True}, {"id": "ana", "name": "Ana"}],
                 "messages": [{"from": "me" if i % 2 else "ana", "text": f"message {i} " + "lorem ipsum " * 20}
                              for i in range(3000)]}
        with tempfile.TemporaryDirectory() as directory:
            with self.assertRaises(chatrender.ChatrenderTimeoutError) as caught:
                chatrender.render(heavy, timeout=0.2, base_dir=directory)
            self.assertIsInstance(caught.exception, chatrender.ChatrenderError)
            self.assertEqual(caught.exception.exit_status, 75)
            self.assertIn("timeout", caught.exception.message)
            self.assertEqual(os.listdir(directory), [], "the timed-out render left files")


class LayoutAndSchema(unittest.TestCase):
    def test_layout_is_the_command_line_layout(self):
        expected = cli(REFERENCE_BIN, "layout", "-", "--theme", "telegram", stdin=json.dumps(SMALL).encode())
        self.assertEqual(expected.returncode, 0, expected.stderr)
        layout = chatrender.layout(SMALL, theme="telegram")
        self.assertEqual(layout, json.loads(expected.stdout))
        self.assertEqual(sorted(layout), ["canvas", "elements", "fonts"])
        self.assertEqual(layout["canvas"]["width"], 390)
        bubbles = [element for element in layout["elements"] if element.get("kind") == "bubble"]
        self.assertEqual(sorted(bubble["message"] for bubble in bubbles), [0, 1])
        self.assertIn("libraries", chatrender.layout(SMALL, versions=True))
        with self.assertRaises(chatrender.ChatrenderError) as caught:
            chatrender.layout(BAD)
        self.assertEqual(caught.exception.exit_status, 65)

    def test_schemas_ship_in_the_wheel(self):
        for name, arguments in (("conversation", ["schema"]), ("theme", ["schema", "--theme"])):
            self.assertTrue(os.path.isfile(chatrender.schema_path(name)), chatrender.schema_path(name))
            schema = chatrender.schema(name)
            self.assertIn("$schema", schema)
            self.assertEqual(schema, json.loads(cli(REFERENCE_BIN, *arguments).stdout))
        self.assertIn("messages", chatrender.schema()["properties"])
        with self.assertRaisesRegex(ValueError, "'conversation', 'theme'"):
            chatrender.schema("message")


class Command(unittest.TestCase):
    def test_python_m_chatrender_and_the_console_script(self):
        helped = subprocess.run([sys.executable, "-m", "chatrender", "--help"], capture_output=True, text=True)
        self.assertEqual(helped.returncode, 0, helped.stderr)
        self.assertIn("USAGE: chatrender", helped.stdout)
        script = os.path.join(SCRIPTS, "chatrender")
        version = subprocess.run([script, "--version"], capture_output=True, text=True)
        self.assertEqual(version.returncode, 0, version.stderr)
        self.assertEqual(version.stdout.split("\n")[0], f"chatrender {chatrender.__version__}")
        self.assertIn(f"-{chatrender.__version__}-", os.path.basename(WHEEL))

    def test_standard_streams_and_status_pass_through(self):
        piped = subprocess.run([os.path.join(SCRIPTS, "chatrender"), "-", "-o", "-"], input=json.dumps(SMALL).encode(),
                               capture_output=True)
        self.assertEqual(piped.returncode, 0, piped.stderr)
        self.assertEqual(piped.stdout, chatrender.render(SMALL))
        missing = subprocess.run([sys.executable, "-m", "chatrender", "no-such-chat.json"], capture_output=True, text=True)
        self.assertEqual(missing.returncode, 66)
        self.assertIn("no-such-chat.json", missing.stderr)
        # main(argv) from Python runs the program as a child and returns its status.
        child = subprocess.run([sys.executable, "-c", "import sys\nfrom chatrender.__main__ import main\n"
                                "sys.exit(100 + main(['no-such-chat.json']))"], capture_output=True, text=True)
        self.assertEqual(child.returncode, 166, child.stderr)


class Package(unittest.TestCase):
    def test_the_installed_package_is_used_with_its_own_themes(self):
        package = os.path.dirname(chatrender.__file__)
        self.assertTrue(package.startswith(sys.prefix), f"{package} is not in the venv {sys.prefix}")
        self.assertFalse(package.startswith(str(REPO)), "imported the checkout's package, not the installed one")
        self.assertEqual(chatrender.binary_path(), os.path.join(package, "bin", "chatrender"))
        self.assertTrue(os.path.isfile(os.path.join(package, "share/chatrender/themes/imessage/theme.json")))
        self.assertTrue(os.path.isfile(os.path.join(package, "py.typed")))

    def test_the_wheel_is_reproducible(self):
        if WHEEL_AGAIN is None:
            self.skipTest("WHEEL_AGAIN not given")
        with open(WHEEL, "rb") as one, open(WHEEL_AGAIN, "rb") as two:
            self.assertEqual(hashlib.sha256(one.read()).hexdigest(), hashlib.sha256(two.read()).hexdigest())

    def test_record_hashes_and_metadata(self):
        with zipfile.ZipFile(WHEEL) as wheel:
            names = wheel.namelist()
            dist_info = next(name.split("/")[0] for name in names if name.endswith(".dist-info/RECORD"))
            rows = wheel.read(f"{dist_info}/RECORD").decode().splitlines()
            recorded = {}
            for row in rows:
                path, digest, size = row.rsplit(",", 2)
                recorded[path] = (digest, size)
            self.assertEqual(sorted(recorded), sorted(names))
            self.assertEqual(len(names), len(set(names)))
            for info in wheel.infolist():
                digest, size = recorded[info.filename]
                if info.filename.endswith("/RECORD"):
                    self.assertEqual((digest, size), ("", ""))
                    continue
                data = wheel.read(info)
                expected = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                self.assertEqual((digest, size), (expected, str(len(data))), info.filename)
                mode = info.external_attr >> 16
                self.assertEqual(mode, 0o100755 if info.filename == "chatrender/bin/chatrender" else 0o100644, info.filename)
            self.assertEqual(len({info.date_time for info in wheel.infolist()}), 1, "entries with different timestamps")
            if "SOURCE_DATE_EPOCH" not in os.environ:
                self.assertEqual(wheel.infolist()[0].date_time, (1980, 1, 1, 0, 0, 0))
            metadata = wheel.read(f"{dist_info}/METADATA").decode()
            wheel_file = wheel.read(f"{dist_info}/WHEEL").decode()
            entry_points = wheel.read(f"{dist_info}/entry_points.txt").decode()
        for field in ("Metadata-Version: 2.1", "Name: chatrender", f"Version: {chatrender.__version__}",
                      "Requires-Python: >=3.8", "License: Apache-2.0", "Summary: "):
            self.assertIn(field + ("" if field.endswith(" ") else "\n"), metadata)
        self.assertIn("Tag: py3-none-linux_", wheel_file)
        self.assertIn("Root-Is-Purelib: false", wheel_file)
        self.assertIn("chatrender = chatrender.__main__:main", entry_points)
        self.assertIn("chatrender/schemas/conversation.schema.json", names)
        self.assertFalse([name for name in names if "__pycache__" in name or name.endswith(".pyc")])


def main():
    suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__])
    result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
    failed = len(result.failures) + len(result.errors)
    passed = result.testsRun - failed - len(result.skipped)
    print(f"{passed} passed, {failed} failed" + (f", {len(result.skipped)} skipped" if result.skipped else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

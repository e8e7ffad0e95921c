#!/usr/bin/env python3
"""`make wheel`: a Python wheel of chatrender in dist/, built with the standard library only.

    scripts/wheel.py [--bin PATH] [--out DIR] [--strip auto|yes|no]

The wheel holds the Python package (python/chatrender), the binary as chatrender/bin/chatrender, the built-in themes
as chatrender/share/chatrender/themes (where the binary looks, from its own location: <bin>/../share/chatrender/themes,
as `make install` lays them out) and the JSON Schemas the binary prints (`chatrender schema`, `schema --theme`) as
chatrender/schemas/*.schema.json. Its tag is py3-none-linux_<arch>, not manylinux: the binary loads Debian's libpng,
FreeType, HarfBuzz, ICU, ... (docs/python.md lists the packages).

The bytes depend only on the inputs: entries sorted, every timestamp 1980-01-01 (or SOURCE_DATE_EPOCH), permissions
fixed (0755 for the binary, 0644 for the rest), one compression level. A release build is stripped into the wheel
(a copy is stripped; the build is never touched); a debug build goes in as it is (--strip overrides).
  --bin    the chatrender binary (default $BIN, else Tools/.build/release/chatrender as `make build` makes it)
  --out    the directory the wheel is written to (default dist/)
"""
import argparse
import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "chatrender"
VERSION_SOURCE = "Sources/ChatRender/ChatRenderVersion.swift"
# ELF e_machine values and the wheel platform tags they get.
MACHINES = {62: "x86_64", 183: "aarch64"}
SUMMARY = "Pixel-exact chat screenshots from JSON (iMessage, WhatsApp, Telegram, ...), the same bytes on every run"


def fail(message):
    """Prints `wheel: error: message` and exits 1."""
    print(f"wheel: error: {message}", file=sys.stderr)
    sys.exit(1)


def project_version():
    """The version in Sources/ChatRender/ChatRenderVersion.swift (`static let current = "x.y.z"`)."""
    with open(os.path.join(ROOT, VERSION_SOURCE), encoding="utf-8") as handle:
        match = re.search(r'static let current = "([^"]+)"', handle.read())
    if not match:
        fail(f"no `static let current = \"x.y.z\"` in {VERSION_SOURCE}")
    return match.group(1)


def machine(binary):
    """The binary's architecture from its ELF header (a wheel tag ends with it)."""
    with open(binary, "rb") as handle:
        header = handle.read(20)
    if header[:4] != b"\x7fELF" or header[4] != 2 or header[5] != 1:
        fail(f"{binary} is not a 64-bit little-endian ELF program; give BIN=path/to/chatrender (a Linux build)")
    code = int.from_bytes(header[18:20], "little")
    if code not in MACHINES:
        fail(f"{binary} is built for ELF machine {code}; wheels are made for {', '.join(MACHINES.values())}")
    return MACHINES[code]


def binary_version(binary):
    """The version the binary prints on the first line of `--version` (`chatrender 0.9.0`)."""
    try:
        result = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60)
    except OSError as error:
        fail(f"cannot run {binary}: {error.strerror}")
    words = result.stdout.split("\n", 1)[0].split()
    if result.returncode != 0 or len(words) != 2 or words[0] != NAME:
        fail(f"{binary} --version said {result.stdout.strip() or result.stderr.strip()!r} (exit {result.returncode}), "
             "not `chatrender x.y.z`")
    return words[1]


def should_strip(binary, choice):
    """Whether to strip: `auto` strips a release build (a path through a `release` directory), as make release does."""
    if choice != "auto":
        return choice == "yes"
    return "release" in os.path.realpath(binary).split(os.sep)


def stripped_copy(binary, directory):
    """A stripped copy of the binary in `directory` (strip --strip-unneeded, as scripts/release.sh strips)."""
    copy = os.path.join(directory, NAME)
    shutil.copyfile(binary, copy)
    if not shutil.which("strip"):
        fail("strip (binutils) is not installed: apt-get install binutils, or pass --strip no")
    result = subprocess.run(["strip", "--strip-unneeded", copy], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"strip {binary}: {result.stderr.strip()}")
    return copy


def schemas(binary):
    """The JSON Schemas the binary prints, by file name in the package."""
    found = {}
    for name, arguments in (("conversation", ["schema"]), ("theme", ["schema", "--theme"])):
        result = subprocess.run([binary] + arguments, capture_output=True, timeout=60)
        if result.returncode != 0 or not result.stdout.lstrip().startswith(b"{"):
            fail(f"{binary} {' '.join(arguments)} failed (exit {result.returncode}): {result.stderr.decode(errors='replace').strip()}")
        found[f"{NAME}/schemas/{name}.schema.json"] = result.stdout
    return found


def package_files():
    """The Python package's files: path in the wheel → path on disk (python/chatrender, no caches)."""
    source = os.path.join(ROOT, "python", NAME)
    files = {}
    for directory, subdirectories, names in os.walk(source):
        subdirectories[:] = sorted(d for d in subdirectories if d != "__pycache__" and not d.startswith("."))
        for name in names:
            if name.endswith((".pyc", ".pyo")) or name.startswith("."):
                continue
            path = os.path.join(directory, name)
            files[f"{NAME}/" + os.path.relpath(path, source).replace(os.sep, "/")] = path
    if f"{NAME}/__init__.py" not in files:
        fail(f"no {source}/__init__.py")
    return files


def theme_files():
    """The built-in packs (assets/themes/<pack>/ with a theme.json) and themes.json, as scripts/install.sh copies them."""
    themes = os.path.join(ROOT, "assets", "themes")
    prefix = f"{NAME}/share/chatrender/themes/"
    files = {prefix + "themes.json": os.path.join(themes, "themes.json")}
    for pack in sorted(os.listdir(themes)):
        pack_dir = os.path.join(themes, pack)
        if not os.path.isfile(os.path.join(pack_dir, "theme.json")):
            continue
        for directory, subdirectories, names in os.walk(pack_dir):
            subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
            for name in names:
                if name.startswith("."):
                    continue
                path = os.path.join(directory, name)
                files[prefix + os.path.relpath(path, themes).replace(os.sep, "/")] = path
    return files


def metadata(version):
    """METADATA (core metadata 2.1); its description is docs/python.md, the Python user's page."""
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as handle:
        description = handle.read()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {NAME}",
        f"Version: {version}",
        f"Summary: {SUMMARY}",
        "Home-page: https://github.com/chatrender/chatrender",
        "License: Apache-2.0",
        "Platform: Linux",
        "Classifier: License :: OSI Approved :: Apache Software License",
        "Classifier: Operating System :: POSIX :: Linux",
        "Classifier: Programming Language :: Python :: 3",
        "Classifier: Topic :: Multimedia :: Graphics",
        "Requires-Python: >=3.8",
        "Description-Content-Type: text/markdown",
    ]
    return ("\n".join(lines) + "\n\n" + description).encode()


def record_line(path, data_hash, size):
    """One RECORD row: path, sha256 in urlsafe base64 without padding, size."""
    digest = base64.urlsafe_b64encode(data_hash.digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{size}"


class WheelWriter:
    """A zip written in the order given, with fixed timestamps and permissions, that keeps RECORD's rows."""

    def __init__(self, path, date_time):
        self.zip = zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=6)
        self.date_time = date_time
        self.rows = []

    def _info(self, path, mode):
        info = zipfile.ZipInfo(path, date_time=self.date_time)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.create_system = 3
        info.external_attr = (0o100000 | mode) << 16
        return info

    def add_bytes(self, path, data, mode=0o644):
        self.zip.writestr(self._info(path, mode), data, compresslevel=6)
        self.rows.append(record_line(path, hashlib.sha256(data), len(data)))

    def add_file(self, path, source, mode=0o644):
        digest, size = hashlib.sha256(), 0
        with open(source, "rb") as reader, self.zip.open(self._info(path, mode), "w", force_zip64=True) as writer:
            while chunk := reader.read(1 << 20):
                digest.update(chunk)
                size += len(chunk)
                writer.write(chunk)
        self.rows.append(record_line(path, digest, size))

    def close(self, record_path):
        self.rows.append(f"{record_path},,")
        self.zip.writestr(self._info(record_path, 0o644), ("\n".join(self.rows) + "\n").encode(), compresslevel=6)
        self.zip.close()


def date_time():
    """Every entry's timestamp: SOURCE_DATE_EPOCH when set (not before 1980, zip's epoch), else 1980-01-01."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        return (1980, 1, 1, 0, 0, 0)
    if not epoch.isdigit():
        fail(f"SOURCE_DATE_EPOCH is {epoch!r}, not a number of seconds")
    return max(time.gmtime(int(epoch))[:6], (1980, 1, 1, 0, 0, 0))


def build(binary, out_dir, strip_choice):
    """Writes the wheel and returns its path."""
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        fail(f"{binary} is not a built binary; run `make build` (or pass BIN=path/to/chatrender, e.g. "
             "BIN=Tools/.build/debug/chatrender)")
    version = project_version()
    built = binary_version(binary)
    if built != version:
        fail(f"{binary} is chatrender {built} but {VERSION_SOURCE} says {version}; rebuild it (make build)")
    arch = machine(binary)
    tag = f"py3-none-linux_{arch}"
    dist_info = f"{NAME}-{version}.dist-info"
    wheel_name = f"{NAME}-{version}-{tag}.whl"
    os.makedirs(out_dir, exist_ok=True)
    final = os.path.join(out_dir, wheel_name)
    with tempfile.TemporaryDirectory(prefix="chatrender-wheel.") as scratch:
        packed = stripped_copy(binary, scratch) if should_strip(binary, strip_choice) else binary
        partial = os.path.join(scratch, wheel_name)
        writer = WheelWriter(partial, date_time())
        files = dict(package_files())
        files.update(theme_files())
        generated = schemas(binary)
        entries = sorted(list(files) + list(generated) + [f"{NAME}/bin/{NAME}"])
        for path in entries:
            if path in generated:
                writer.add_bytes(path, generated[path])
            elif path == f"{NAME}/bin/{NAME}":
                writer.add_file(path, packed, mode=0o755)
            else:
                writer.add_file(path, files[path])
        writer.add_file(f"{dist_info}/LICENSE", os.path.join(ROOT, "LICENSE"))
        writer.add_bytes(f"{dist_info}/METADATA", metadata(version))
        writer.add_bytes(f"{dist_info}/WHEEL", (
            "Wheel-Version: 1.0\nGenerator: chatrender scripts/wheel.py\nRoot-Is-Purelib: false\n"
            f"Tag: {tag}\n").encode())
        writer.add_bytes(f"{dist_info}/entry_points.txt", f"[console_scripts]\n{NAME} = {NAME}.__main__:main\n".encode())
        writer.add_bytes(f"{dist_info}/top_level.txt", f"{NAME}\n".encode())
        writer.close(f"{dist_info}/RECORD")
        shutil.move(partial, final)
    return final


def main():
    parser = argparse.ArgumentParser(description="Build the chatrender wheel in dist/ (see docs/python.md).")
    parser.add_argument("--bin", default=os.environ.get("BIN") or os.path.join(ROOT, "Tools/.build/release/chatrender"),
                        help="the chatrender binary to bundle (default $BIN, else Tools/.build/release/chatrender)")
    parser.add_argument("--out", default=os.path.join(ROOT, "dist"), help="where to write the wheel (default dist/)")
    parser.add_argument("--strip", choices=["auto", "yes", "no"], default="auto",
                        help="strip the binary into the wheel: auto (the default) strips a release build")
    options = parser.parse_args()
    started = time.monotonic()
    path = build(os.path.abspath(options.bin), options.out, options.strip)
    size = os.path.getsize(path)
    shown = os.path.relpath(path)
    print(f"wheel: {path if shown.startswith('..') else shown} ({size / 1048576:.1f} MiB, "
          f"{time.monotonic() - started:.1f} s)")


if __name__ == "__main__":
    main()

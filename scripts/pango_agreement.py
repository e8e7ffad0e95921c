#!/usr/bin/env python3
"""Measure how often chatrender breaks lines where Pango does.

Method
------
For every paragraph of the corpus (bench/linebreak-corpus/*.txt, one paragraph per line, or *.json, a JSON
list of strings; the file's name is the paragraph's category) and for a few bubble text widths (120, 200 and
260 pt by default), the line breaks are obtained two ways and compared line by line.

1. chatrender. The paragraph becomes a one-message conversation
   ``{"theme":"imessage","participants":[{"id":"a"},{"id":"b"}],"messages":[{"from":"a","text":...}]}``
   laid out with ``chatrender layout FILE --width CANVAS --font F1 --font F2 ...``: the fonts are pinned to
   Inter Regular, Noto Sans CJK SC, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Devanagari and Noto Color
   Emoji, in that order. The wrap width is the theme's (a fraction of the canvas width), so the canvas
   width for each target is found once by bisection (the bubble's text width grows with the canvas width),
   and every paragraph's ``text`` element with role ``body`` is read back: its ``maxWidth``, ``fontSize``
   and ``lines[].text``.

2. Pango (pango-view 1.50 or newer). A serialized Pango layout is written and laid out with
   ``pango-view -q --serialized=IN --serialize-to=OUT IN``; the lines are the byte ranges
   (``start-index``, ``length``) of ``output.lines`` in the paragraph's UTF-8 bytes. The layout asks for
   exactly what chatrender was given: the text, the font families above in the same order at
   ``fontSize`` pixels (1 pt = 1 px, as in chatrender), the width ``maxWidth`` in Pango units (1/1024 px,
   so fractional widths are kept, unlike ``--width``, which takes whole points), wrap mode ``word-char``,
   glyph positions not rounded to whole pixels (``round-glyph-positions: false``; chatrender places glyphs
   at fractional positions) and no hyphen inserted at breaks inside words (``insert-hyphens`` off; Pango
   1.50 adds one, chatrender does not). Pango finds fonts through fontconfig, so ``FONTCONFIG_FILE`` points
   at a temporary ``fonts.conf`` whose only font directory holds links to the same six files, with a
   ``selectfont`` rule keeping only the Noto Sans CJK SC face of its collection, and the two rules a Debian
   system's own configuration would add: the generic family ``emoji`` (which Pango asks for on every emoji
   sequence instead of the families above) means Noto Color Emoji, and bitmap fonts (Noto Color Emoji's
   109 px strikes) are scaled to the size asked for. Every font Pango used is checked to be one of the six.

3. Comparison. Each line loses its trailing whitespace. A paragraph agrees at a width when both line lists
   are equal. Reported per category and overall, at every width and all widths together:
   - paragraphs: agreeing paragraphs / total;
   - lines: lines equal at the same position / the longer line count of each pair;
   - breaks: break positions both engines chose / break positions either chose (a break position is the
     number of non-space characters before a line's start, so one early difference does not count
     against every later line as it does for "lines").
   ``--verbose`` lists every disagreement with both line lists. Layouts whose lines do not add up to the
   paragraph (a character dropped or repeated, whitespace aside) are always listed: that is a bug, not a
   difference of opinion about where to break.

Exit status: 0 when the measurement ran (whatever the agreement, unless ``--min-agreement`` is given and not
reached), 1 when some paragraphs could not be measured or the agreement is below ``--min-agreement``, 2 when
a tool, font or the corpus is missing or unusable.

Python 3 standard library only. Typical use: ``make pango-agreement`` or
``python3 scripts/pango_agreement.py --chatrender .build/debug/chatrender --verbose``.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO_ROOT / "bench" / "linebreak-corpus"
DEFAULT_WIDTHS = (120.0, 200.0, 260.0)
# Categories in report order; any other corpus file follows, alphabetically.
CATEGORY_ORDER = ("latin", "cjk", "arabic", "hebrew", "mixed", "emoji", "urls")
CATEGORY_TITLES = {"latin": "Latin", "cjk": "CJK", "arabic": "Arabic", "hebrew": "Hebrew", "urls": "URLs"}
PANGO_UNITS_PER_POINT = 1024
CHATRENDER_TIMEOUT = 60
PANGO_TIMEOUT = 60


class AgreementError(Exception):
    """A problem that stops the measurement: what went wrong, where, and how to fix it."""


@dataclasses.dataclass(frozen=True)
class PinnedFont:
    """One font file given to both engines; `face` names the face to use inside a collection (.ttc)."""

    family: str
    path: str
    package: str
    face: str | None = None

    @property
    def chatrender_argument(self) -> str:
        """The `--font` value: the path, or `path#Family` for a face of a collection."""
        return f"{self.path}#{self.face}" if self.face else self.path


PINNED_FONTS = (
    PinnedFont("Inter", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "fonts-inter"),
    PinnedFont("Noto Sans CJK SC", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "fonts-noto-cjk",
               face="Noto Sans CJK SC"),
    PinnedFont("Noto Sans Arabic", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "fonts-noto-core"),
    PinnedFont("Noto Sans Hebrew", "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", "fonts-noto-core"),
    PinnedFont("Noto Sans Devanagari", "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
               "fonts-noto-core"),
    PinnedFont("Noto Color Emoji", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "fonts-noto-color-emoji"),
)


@dataclasses.dataclass(frozen=True)
class Paragraph:
    """One corpus paragraph and where it comes from (`file:line` or `file[index]`)."""

    category: str
    source: str
    text: str


@dataclasses.dataclass(frozen=True)
class WidthSetting:
    """A target text width and the canvas width that gives chatrender's bubble text (about) that width."""

    target: float
    canvas: int
    max_width: float


@dataclasses.dataclass(frozen=True)
class BodyLayout:
    """What chatrender did with the paragraph: its wrap width, font size and line texts."""

    max_width: float
    font_size: float
    lines: list[str]


@dataclasses.dataclass(frozen=True)
class PangoLayout:
    """What Pango did with the paragraph: its line texts, the font families it used, unknown glyphs."""

    lines: list[str]
    families: frozenset[str]
    unknown_glyphs: int


@dataclasses.dataclass
class Outcome:
    """The comparison of one paragraph at one width (or why it could not be made)."""

    paragraph: Paragraph
    width: WidthSetting
    max_width: float = 0.0
    font_size: float = 0.0
    chatrender: list[str] = dataclasses.field(default_factory=list)
    pango: list[str] = dataclasses.field(default_factory=list)
    pango_families: frozenset[str] = frozenset()
    unknown_glyphs: int = 0
    error: str | None = None

    @property
    def agrees(self) -> bool:
        return self.error is None and normalised(self.chatrender) == normalised(self.pango)

    @property
    def lost_text(self) -> list[str]:
        """The engines whose lines do not add up to the paragraph (characters dropped or repeated)."""
        if self.error is not None:
            return []
        expected = without_whitespace(self.paragraph.text)
        return [engine for engine, lines in (("chatrender", self.chatrender), ("pango", self.pango))
                if without_whitespace("".join(lines)) != expected]

    @property
    def line_matches(self) -> int:
        return sum(1 for a, b in zip(normalised(self.chatrender), normalised(self.pango)) if a == b)

    @property
    def line_total(self) -> int:
        return max(len(normalised(self.chatrender)), len(normalised(self.pango)), 1)

    @property
    def break_sets(self) -> tuple[set[int], set[int]]:
        return break_positions(self.chatrender), break_positions(self.pango)


@dataclasses.dataclass
class Tally:
    """Sums over a group of outcomes."""

    paragraphs: int = 0
    agreeing: int = 0
    lines: int = 0
    matching_lines: int = 0
    breaks: int = 0
    shared_breaks: int = 0
    errors: int = 0

    def add(self, outcome: Outcome) -> None:
        self.paragraphs += 1
        if outcome.error is not None:
            self.errors += 1
            return
        self.agreeing += outcome.agrees
        self.lines += outcome.line_total
        self.matching_lines += outcome.line_matches
        ours, theirs = outcome.break_sets
        self.breaks += len(ours | theirs)
        self.shared_breaks += len(ours & theirs)


# MARK: Comparison helpers

def normalised(lines: Sequence[str]) -> list[str]:
    """Lines without trailing whitespace; trailing empty lines dropped (a paragraph ending in spaces)."""
    result = [line.rstrip() for line in lines]
    while result and not result[-1]:
        result.pop()
    return result


def without_whitespace(text: str) -> str:
    return "".join(character for character in text if not character.isspace())


def break_positions(lines: Sequence[str]) -> set[int]:
    """Where each line after the first starts, counted in non-whitespace characters of the paragraph."""
    positions: set[int] = set()
    count = 0
    for index, line in enumerate(normalised(lines)):
        if index > 0:
            positions.add(count)
        count += len(without_whitespace(line))
    return positions


def percent(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:5.1f}%" if whole else "    –"


# MARK: Corpus

def load_corpus(directory: Path, only: Sequence[str]) -> list[Paragraph]:
    """Reads every `*.txt` (one paragraph per non-empty line) and `*.json` (a list of strings) file."""
    if not directory.is_dir():
        raise AgreementError(f"corpus directory {directory} does not exist; pass --corpus DIR "
                             f"(default {DEFAULT_CORPUS.relative_to(REPO_ROOT)})")
    files = sorted((p for p in directory.iterdir() if p.suffix in (".txt", ".json") and p.is_file()),
                   key=lambda p: category_rank(p.stem))
    paragraphs: list[Paragraph] = []
    for path in files:
        if only and path.stem not in only:
            continue
        try:
            content = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError as error:
            raise AgreementError(f"{path} is not UTF-8 (byte {error.start}); save it as UTF-8") from None
        if path.suffix == ".txt":
            for number, line in enumerate(content.splitlines(), start=1):
                if line.strip():
                    paragraphs.append(Paragraph(path.stem, f"{path.name}:{number}", line))
        else:
            try:
                items = json.loads(content)
            except json.JSONDecodeError as error:
                raise AgreementError(f"{path}:{error.lineno}:{error.colno}: invalid JSON ({error.msg}); "
                                     "the file must hold a JSON list of strings") from None
            if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
                raise AgreementError(f"{path} must hold a JSON list of strings, one paragraph each")
            for index, item in enumerate(items):
                if "\n" in item:
                    raise AgreementError(f"{path}[{index}] contains a line feed; one paragraph per string, "
                                         "without line feeds")
                if item.strip():
                    paragraphs.append(Paragraph(path.stem, f"{path.name}[{index}]", item))
    if only:
        known = {p.stem for p in files}
        missing = [name for name in only if name not in known]
        if missing:
            raise AgreementError(f"no corpus file for categor{'y' if len(missing) == 1 else 'ies'} "
                                 f"{', '.join(missing)} in {directory}; known: {', '.join(sorted(known))}")
    if not paragraphs:
        raise AgreementError(f"no paragraphs in {directory}: add *.txt files (one paragraph per line) "
                             "or *.json files (a list of strings)")
    return paragraphs


def category_rank(name: str) -> tuple[int, str]:
    return (CATEGORY_ORDER.index(name) if name in CATEGORY_ORDER else len(CATEGORY_ORDER), name)


# MARK: Tools and fonts

def check_fonts() -> None:
    missing = [font for font in PINNED_FONTS if not os.path.isfile(font.path)]
    if missing:
        packages = sorted({font.package for font in missing})
        raise AgreementError("missing font files: " + ", ".join(font.path for font in missing) +
                             f"; install them with `sudo apt-get install {' '.join(packages)}`")


def check_chatrender(path: Path) -> None:
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise AgreementError(f"chatrender binary {path} not found; build it with "
                             "`swift build --product chatrender` (or `make pango-agreement`), "
                             "or pass --chatrender PATH")


def pango_view_version(executable: str) -> str:
    """The pango-view version; raises when it is missing or older than 1.50 (no --serialized)."""
    found = shutil.which(executable)
    if found is None:
        raise AgreementError(f"{executable} not found; install it with `sudo apt-get install pango1.0-tools` "
                             "(Debian/Ubuntu; it needs pango 1.50 or newer), or pass --pango-view PATH")
    try:
        result = subprocess.run([found, "--version"], capture_output=True, text=True, timeout=PANGO_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise AgreementError(f"cannot run {found} --version: {error}") from None
    match = re.search(r"(\d+)\.(\d+)\.(\d+)", result.stdout + result.stderr)
    if match is None:
        raise AgreementError(f"cannot read the version printed by {found} --version: "
                             f"{(result.stdout + result.stderr).strip()!r}")
    if (int(match.group(1)), int(match.group(2))) < (1, 50):
        raise AgreementError(f"{found} is pango {match.group(0)}; the serialized layouts this script uses "
                             "need pango 1.50 or newer (Debian 12's pango1.0-tools)")
    return match.group(0)


# Pango looks emoji sequences up under the generic family "emoji", not the families asked for; the system's
# fontconfig files (45-generic.conf, 60-generic.conf) make that Noto Color Emoji, and so does this alias.
EMOJI_ALIAS = """\
  <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
"""

# Without it a bitmap font (Noto Color Emoji: 109 px strikes, no outlines) keeps its strike size whatever size
# is asked for. The same rule as fontconfig's own 10-scale-bitmap-fonts.conf: scale by asked / strike size.
BITMAP_SCALING = """\
  <match target="font">
    <test name="outline" compare="eq"><bool>false</bool></test>
    <edit name="pixelsizefixupfactor" mode="assign">
      <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
    </edit>
  </match>
  <match target="font">
    <test name="outline" compare="eq"><bool>false</bool></test>
    <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
    <edit name="matrix" mode="assign">
      <times><name>matrix</name>
        <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
      </times>
    </edit>
    <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
  </match>
"""


def write_fontconfig(directory: Path) -> Path:
    """A fonts.conf whose only fonts are the pinned files (and, of a collection, only the pinned face)."""
    fonts = directory / "fonts"
    fonts.mkdir()
    accept: list[str] = []
    reject: list[str] = []
    for index, font in enumerate(PINNED_FONTS):
        link = fonts / f"{index}-{os.path.basename(font.path)}"
        link.symlink_to(font.path)
        if font.face:
            accept.append(f'<pattern><patelt name="family"><string>{xml_text(font.face)}</string></patelt></pattern>')
            reject.append(f'<pattern><patelt name="file"><string>{xml_text(str(link))}</string></patelt></pattern>')
    select = ""
    if reject:
        # Patterns are checked accept first: the named face passes, the collection's other faces do not.
        select = ("  <selectfont>\n    <acceptfont>" + "".join(accept) + "</acceptfont>\n"
                  "    <rejectfont>" + "".join(reject) + "</rejectfont>\n  </selectfont>\n")
    config = directory / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
        f"  <dir>{xml_text(str(fonts))}</dir>\n  <cachedir>{xml_text(str(directory / 'cache'))}</cachedir>\n"
        f"{select}{EMOJI_ALIAS}{BITMAP_SCALING}</fontconfig>\n", encoding="utf-8")
    return config


def xml_text(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# MARK: The two engines

class Chatrender:
    """Runs `chatrender layout` on one-message conversations and reads back the body text's lines."""

    def __init__(self, binary: Path, scratch: Path):
        self.binary = binary
        self.scratch = scratch

    def layout(self, text: str, canvas: int, name: str) -> BodyLayout:
        conversation = {"theme": "imessage", "participants": [{"id": "a"}, {"id": "b"}],
                        "messages": [{"from": "a", "text": text}]}
        path = self.scratch / f"{name}.json"
        path.write_text(json.dumps(conversation, ensure_ascii=False), encoding="utf-8")
        command = [str(self.binary), "layout", str(path), "--width", str(canvas)]
        for font in PINNED_FONTS:
            command += ["--font", font.chatrender_argument]
        try:
            result = subprocess.run(command, capture_output=True, timeout=CHATRENDER_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise AgreementError(f"chatrender layout took over {CHATRENDER_TIMEOUT} s") from None
        except OSError as error:
            raise AgreementError(f"cannot run {self.binary}: {error}") from None
        if result.returncode != 0:
            message = result.stderr.decode("utf-8", "replace").strip()
            raise AgreementError(f"chatrender layout exited with {result.returncode}: {message}")
        try:
            document = json.loads(result.stdout.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise AgreementError(f"chatrender layout printed something that is not JSON ({error})") from None
        bodies = [element for element in document.get("elements", [])
                  if element.get("kind") == "text" and element.get("role") == "body"]
        if len(bodies) != 1:
            raise AgreementError(f"expected one text element with role \"body\" in the layout JSON, found "
                                 f"{len(bodies)}; has the layout JSON format changed?")
        body = bodies[0]
        try:
            return BodyLayout(max_width=float(body["maxWidth"]), font_size=float(body["fontSize"]),
                              lines=[str(line["text"]) for line in body["lines"]])
        except (KeyError, TypeError, ValueError) as error:
            raise AgreementError(f"the body element lacks maxWidth, fontSize or lines[].text ({error!r}); "
                                 "has the layout JSON format changed?") from None

    def calibrate(self, target: float) -> WidthSetting:
        """The canvas width whose body maxWidth is closest to `target` (bisection over whole points)."""
        probe = "calibration"
        low, high = 100, 2000  # chatrender's canvas width range

        measured: dict[int, float] = {}

        def width_at(canvas: int) -> float:
            if canvas not in measured:
                measured[canvas] = self.layout(probe, canvas, f"calibrate-{canvas}").max_width
            return measured[canvas]

        if width_at(high) < target:
            raise AgreementError(f"width {target:g} pt is wider than the widest bubble text ({width_at(high):g} pt "
                                 f"at canvas {high}); choose smaller --widths")
        while low < high:  # smallest canvas whose text width reaches the target
            middle = (low + high) // 2
            if width_at(middle) >= target:
                high = middle
            else:
                low = middle + 1
        candidates = [low] + ([low - 1] if low > 100 else [])
        best = min(candidates, key=lambda canvas: (abs(width_at(canvas) - target), canvas))
        return WidthSetting(target=target, canvas=best, max_width=width_at(best))


class Pango:
    """Lays a paragraph out with pango-view from a serialized layout and reads back the lines."""

    def __init__(self, executable: str, fontconfig: Path, scratch: Path):
        self.executable = executable
        self.scratch = scratch
        self.environment = dict(os.environ, FONTCONFIG_FILE=str(fontconfig), LC_ALL="C.UTF-8")
        self.environment.pop("FONTCONFIG_PATH", None)

    def layout(self, text: str, max_width: float, font_size: float, name: str) -> PangoLayout:
        families = ", ".join(font.family for font in PINNED_FONTS)
        request = {
            "context": {"language": "en", "round-glyph-positions": False},
            "text": text,
            "font": f"{families} {font_size:g}px",
            "wrap": "word-char",
            "width": round(max_width * PANGO_UNITS_PER_POINT),
            # pango 1.50 reads attribute values as numbers: 0 turns hyphen insertion off.
            "attributes": [{"type": "insert-hyphens", "value": 0}],
        }
        source = self.scratch / f"{name}.pango.json"
        target = self.scratch / f"{name}.pango-out.json"
        source.write_text(json.dumps(request, ensure_ascii=False), encoding="utf-8")
        command = [self.executable, "-q", f"--serialized={source}", f"--serialize-to={target}", str(source)]
        try:
            result = subprocess.run(command, capture_output=True, env=self.environment, timeout=PANGO_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise AgreementError(f"pango-view took over {PANGO_TIMEOUT} s") from None
        except OSError as error:
            raise AgreementError(f"cannot run {self.executable}: {error}") from None
        if result.returncode != 0 or not target.is_file():
            message = result.stderr.decode("utf-8", "replace").strip()
            raise AgreementError(f"pango-view exited with {result.returncode}: {message}")
        try:
            output = json.loads(target.read_text(encoding="utf-8"))["output"]
            data = text.encode("utf-8")
            lines = [data[line["start-index"]:line["start-index"] + line["length"]].decode("utf-8")
                     for line in output["lines"]]
            used = frozenset(re.sub(r"\s+[\d.]+(px)?$", "", run["font"]["description"])
                             for line in output["lines"] for run in line["runs"])
            return PangoLayout(lines=lines, families=used, unknown_glyphs=int(output.get("unknown-glyphs", 0)))
        except (KeyError, TypeError, ValueError, UnicodeDecodeError) as error:
            raise AgreementError(f"cannot read pango-view's serialized layout {target} ({error!r})") from None


# MARK: Measuring

def measure(paragraph: Paragraph, width: WidthSetting, name: str, chatrender: Chatrender, pango: Pango) -> Outcome:
    outcome = Outcome(paragraph=paragraph, width=width)
    try:
        body = chatrender.layout(paragraph.text, width.canvas, name)
        outcome.max_width = body.max_width
        outcome.font_size = body.font_size
        outcome.chatrender = body.lines
        laid = pango.layout(paragraph.text, body.max_width, body.font_size, name)
        outcome.pango = laid.lines
        outcome.pango_families = laid.families
        outcome.unknown_glyphs = laid.unknown_glyphs
    except AgreementError as error:
        outcome.error = str(error)
    return outcome


def run(paragraphs: list[Paragraph], widths: list[WidthSetting], chatrender: Chatrender, pango: Pango,
        jobs: int) -> list[Outcome]:
    """Every paragraph at every width; results in corpus order, whatever order the jobs finish in."""
    work = [(paragraph, width, f"p{index}-w{w}") for index, paragraph in enumerate(paragraphs)
            for w, width in enumerate(widths)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(measure, paragraph, width, name, chatrender, pango)
                   for paragraph, width, name in work]
        return [future.result() for future in futures]


# MARK: Reporting

def report(outcomes: list[Outcome], widths: list[WidthSetting], verbose: bool, out) -> None:
    categories = sorted({o.paragraph.category for o in outcomes}, key=category_rank)
    header = f"{'category':<10} {'width':>7}  {'paragraphs agree':>18}  {'lines agree':>18}  {'breaks shared':>18}"
    print(header, file=out)
    print("-" * len(header), file=out)
    for category in categories + [None]:
        name = CATEGORY_TITLES.get(category, category) if category else "overall"
        selected = [o for o in outcomes if category is None or o.paragraph.category == category]
        rows = [(f"{w.max_width:g}", [o for o in selected if o.width == w]) for w in widths]
        if len(widths) > 1:
            rows.append(("all", selected))
        for label, group in rows:
            tally = Tally()
            for outcome in group:
                tally.add(outcome)
            errors = f"  ({tally.errors} failed)" if tally.errors else ""
            print(f"{name:<10} {label:>7}  "
                  f"{f'{tally.agreeing}/{tally.paragraphs}':>10} {percent(tally.agreeing, tally.paragraphs)}  "
                  f"{f'{tally.matching_lines}/{tally.lines}':>10} {percent(tally.matching_lines, tally.lines)}  "
                  f"{f'{tally.shared_breaks}/{tally.breaks}':>10} {percent(tally.shared_breaks, tally.breaks)}"
                  f"{errors}", file=out)
            name = ""
    failures = [o for o in outcomes if o.error is not None]
    if failures:
        print(f"\n{len(failures)} measurement(s) failed:", file=out)
        for outcome in failures:
            print(f"  {outcome.paragraph.source} @ canvas {outcome.width.canvas}: {outcome.error}", file=out)
    lossy = [o for o in outcomes if o.lost_text]
    if lossy:
        print(f"\n{len(lossy)} layout(s) whose lines do not add up to the paragraph (characters lost or repeated):",
              file=out)
        for outcome in lossy:
            print(f"  {outcome.paragraph.source} @ {outcome.max_width:g} pt: {', '.join(outcome.lost_text)}", file=out)
    tofu = [o for o in outcomes if o.unknown_glyphs]
    if tofu:
        print(f"\n{len(tofu)} Pango layout(s) had glyphs missing from every pinned font:", file=out)
        for outcome in tofu:
            print(f"  {outcome.paragraph.source} @ {outcome.max_width:g} pt: {outcome.unknown_glyphs}", file=out)
    if verbose:
        disagreements = [o for o in outcomes if o.error is None and not o.agrees]
        print(f"\n{len(disagreements)} disagreement(s) (* marks lines that differ):", file=out)
        for outcome in disagreements:
            print_disagreement(outcome, out)


def print_disagreement(outcome: Outcome, out) -> None:
    ours, theirs = normalised(outcome.chatrender), normalised(outcome.pango)
    print(f"\n{outcome.paragraph.source} at {outcome.max_width:g} pt", file=out)
    for label, lines, other in (("chatrender", ours, theirs), ("pango", theirs, ours)):
        for index, line in enumerate(lines):
            mark = " " if index < len(other) and other[index] == line else "*"
            print(f"  {label if index == 0 else '':<10} {mark}{index + 1:>2} {line}", file=out)


def summary_json(outcomes: list[Outcome], widths: list[WidthSetting], pango_version: str) -> dict:
    """A machine-readable copy of the results, for comparing runs before and after an engine change."""
    return {
        "pangoVersion": pango_version,
        "fonts": [font.chatrender_argument for font in PINNED_FONTS],
        "widths": [{"target": w.target, "canvas": w.canvas, "maxWidth": w.max_width} for w in widths],
        "results": [{
            "source": o.paragraph.source, "category": o.paragraph.category, "maxWidth": o.max_width,
            "agrees": o.agrees, "error": o.error, "lostText": o.lost_text, "chatrender": normalised(o.chatrender),
            "pango": normalised(o.pango), "pangoFonts": sorted(o.pango_families),
        } for o in outcomes],
    }


# MARK: Command line

def parse_widths(value: str) -> list[float]:
    try:
        widths = [float(part) for part in value.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"widths must be numbers separated by commas, got {value!r}") from None
    if not widths or any(not 20 <= w <= 1500 for w in widths):
        raise argparse.ArgumentTypeError(f"widths must be between 20 and 1500 pt, got {value!r}")
    return sorted(set(widths))


def parse_arguments(arguments: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Compare chatrender's line breaks with Pango's on a corpus of chat messages.",
        epilog="Method: see the docstring at the top of this script and bench/linebreak-corpus/README.md.")
    parser.add_argument("--chatrender", type=Path, default=REPO_ROOT / ".build" / "debug" / "chatrender",
                        help="the chatrender binary (default: .build/debug/chatrender)")
    parser.add_argument("--pango-view", default="pango-view", help="the pango-view executable")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="the corpus directory")
    parser.add_argument("--category", action="append", default=[],
                        help="measure only this category (a corpus file's name without extension); repeatable")
    parser.add_argument("--widths", type=parse_widths, default=list(DEFAULT_WIDTHS),
                        help="target text widths in points, comma-separated (default: 120,200,260)")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="layouts run at once (default: 2)")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every disagreement with both line lists")
    parser.add_argument("--json", type=Path, help="also write every result to this JSON file")
    parser.add_argument("--min-agreement", type=float, metavar="PERCENT",
                        help="exit with 1 when fewer paragraphs than this agree overall")
    options = parser.parse_args(arguments)
    if options.jobs < 1:
        parser.error("--jobs must be at least 1")
    return options


def main(arguments: Sequence[str] | None = None) -> int:
    options = parse_arguments(arguments)
    try:
        check_fonts()
        check_chatrender(options.chatrender)
        version = pango_view_version(options.pango_view)
        paragraphs = load_corpus(options.corpus, options.category)
        with tempfile.TemporaryDirectory(prefix="pango-agreement-") as scratch_name:
            scratch = Path(scratch_name)
            chatrender = Chatrender(options.chatrender, scratch)
            pango = Pango(options.pango_view, write_fontconfig(scratch), scratch)
            widths = [chatrender.calibrate(target) for target in options.widths]
            outcomes = run(paragraphs, widths, chatrender, pango, options.jobs)
    except AgreementError as error:
        print(f"pango_agreement: error: {error}", file=sys.stderr)
        return 2

    pinned = {font.family for font in PINNED_FONTS}
    strangers = sorted(set().union(*(o.pango_families for o in outcomes)) - pinned)
    if strangers:
        print(f"pango_agreement: error: Pango used fonts outside the pinned set ({', '.join(strangers)}); "
              "the temporary fontconfig configuration did not isolate it", file=sys.stderr)
        return 2

    categories = {o.paragraph.category for o in outcomes}
    sizes = sorted({o.font_size for o in outcomes if o.error is None})
    out = sys.stdout
    print(f"chatrender line breaks vs Pango {version}: {len(paragraphs)} paragraphs in {len(categories)} "
          f"categor{'y' if len(categories) == 1 else 'ies'}, theme imessage body text at {', '.join(f'{s:g}' for s in sizes) or '?'} pt, "
          "wrap word-char", file=out)
    print("chatrender: " + os.path.relpath(options.chatrender, Path.cwd()), file=out)
    print("fonts: " + ", ".join(font.family for font in PINNED_FONTS), file=out)
    print("widths: " + ", ".join(f"{w.max_width:g} pt (canvas {w.canvas})" for w in widths) + "\n", file=out)
    report(outcomes, widths, options.verbose, out)
    if options.json:
        options.json.write_text(json.dumps(summary_json(outcomes, widths, version), ensure_ascii=False, indent=1)
                                + "\n", encoding="utf-8")
    total = Tally()
    for outcome in outcomes:
        total.add(outcome)
    if total.errors:
        return 1
    if options.min_agreement is not None and 100.0 * total.agreeing < options.min_agreement * total.paragraphs:
        print(f"pango_agreement: {percent(total.agreeing, total.paragraphs).strip()} of paragraphs agree, "
              f"below --min-agreement {options.min_agreement:g}%", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)

"""render(), layout() and schema(): the command line's render, layout and schema commands from Python."""
from __future__ import annotations

import json
import os
from typing import Any, Dict, Optional, Sequence, Union

from . import _binary, _options
from ._errors import ChatrenderError
from ._input import Conversation, conversation_input, working_directory

PathLike = Union[str, "os.PathLike[str]"]

# Options the functions manage themselves: the conversation comes in as an argument, the result goes out as the
# return value.
_RENDER_RESERVED = {
    name: f"render() takes one conversation and returns the image's bytes, so {name}= does not apply; write the bytes "
          "yourself (open(path, 'wb').write(...)), or for batches and manifests run the command line "
          "(chatrender.binary_path())"
    for name in ("output", "o", "out_dir", "jobs", "manifest", "out", "shard", "shard_size", "annotations", "help", "version")
}
_LAYOUT_RESERVED = {
    name: f"layout() returns the layout as a dict, so {name}= does not apply"
    for name in ("output", "o", "help", "version")
}
_SCHEMAS = {"conversation": [], "theme": ["--theme"]}


def render(conversation: Conversation, *, theme: Optional[PathLike] = None, appearance: Optional[str] = None,
           format: str = "png", quality: Optional[int] = None, scale: Optional[float] = None,
           width: Optional[float] = None, font: Union[PathLike, Sequence[PathLike], None] = None,
           fonts: Optional[PathLike] = None, max_memory: Optional[str] = None, frame: bool = False,
           background: Optional[str] = None, padding: Optional[float] = None, base_dir: Optional[PathLike] = None,
           timeout: Optional[float] = None, **options: Any) -> bytes:
    """Renders a conversation and returns the image's bytes (PNG unless ``format`` is ``"jpeg"`` or ``"webp"``).

    ``conversation`` is a dict in the JSON format (docs/conversation.md; ``chatrender.schema()``), its JSON text as
    str or bytes, or a ``pathlib.Path`` to a conversation file. The options are the command line's
    (``chatrender render --help``): ``theme`` (a built-in name or a theme pack directory), ``appearance``
    (``"light"``/``"dark"``), ``scale`` (1 to 4), ``width`` (points), ``quality`` (JPEG/WebP, 1 to 100), ``font`` (a
    font file, or a list in fallback order), ``fonts`` (a directory of fonts), ``max_memory`` (``"2G"``), ``frame``
    with ``background`` and ``padding``; any other keyword becomes its option (``snake_case`` → ``--kebab-case``,
    True a bare flag, False/None left out, a list repeated).

    Relative paths in a dict or JSON text (images, a theme directory) and in the options resolve against
    ``base_dir`` (chatrender runs there), else the current directory; a file's against its own directory.
    ``timeout`` (seconds) bounds the whole run: past it the process is killed and ChatrenderTimeoutError raised.
    A conversation chatrender refuses raises ChatrenderError with its message (what, where, how to fix) and status.
    """
    argument, stdin = conversation_input(conversation)
    cwd = working_directory(base_dir)
    named = _options.without_none(format=format, quality=quality, theme=theme, appearance=appearance, scale=scale,
                                  width=width, font=font, fonts=fonts, max_memory=max_memory, frame=frame,
                                  background=background, padding=padding)
    flags = _options.arguments({**named, **options}, _RENDER_RESERVED)
    return _binary.run(["render", argument, "-o", "-"] + flags, stdin, timeout, cwd)


def layout(conversation: Conversation, *, theme: Optional[PathLike] = None, appearance: Optional[str] = None,
           scale: Optional[float] = None, width: Optional[float] = None,
           font: Union[PathLike, Sequence[PathLike], None] = None, fonts: Optional[PathLike] = None,
           versions: bool = False, base_dir: Optional[PathLike] = None, timeout: Optional[float] = None,
           **options: Any) -> Dict[str, Any]:
    """The layout chatrender would draw, as ``chatrender layout`` prints it: a dict with the ``canvas`` (size in
    points and pixels, scale, background), the ``elements`` (a tree of ``node``s, ``group``, ``path``, ``image`` or
    ``text``, each with its ``frame`` in points; top-level ones tagged with ``kind`` and ``message``, groups with
    ``children``, texts with their ``lines``) and the ``fonts`` used (by name, family, style and SHA-256);
    ``versions=True`` adds the C libraries' ``libraries``.

    Takes the conversation and the options as render() does (``theme``, ``appearance``, ``scale``, ``width``,
    ``font``, ``fonts``, other keywords as options, ``base_dir``, ``timeout``) and raises the same errors.
    """
    argument, stdin = conversation_input(conversation)
    cwd = working_directory(base_dir)
    named = _options.without_none(theme=theme, appearance=appearance, scale=scale, width=width, font=font, fonts=fonts,
                                  versions=versions)
    flags = _options.arguments({**named, **options}, _LAYOUT_RESERVED)
    output = _binary.run(["layout", argument] + flags, stdin, timeout, cwd)
    try:
        return json.loads(output)
    except ValueError as error:
        raise ChatrenderError(f"chatrender: error: chatrender layout printed no JSON ({error})", 0,
                              [_binary.binary_path(), "layout", argument] + flags) from None


def schema(name: str = "conversation") -> Dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the conversation format (``"conversation"``) or of a theme pack's
    theme.json (``"theme"``), as ``chatrender schema`` prints it. Read from the copy the wheel ships
    (``chatrender/schemas/<name>.schema.json``), else asked of the binary."""
    if name not in _SCHEMAS:
        raise ValueError(f"no schema named {name!r}; the schemas are {', '.join(map(repr, _SCHEMAS))}")
    path = schema_path(name)
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    return json.loads(_binary.run(["schema"] + _SCHEMAS[name], None, 60, None))


def schema_path(name: str = "conversation") -> str:
    """Where the wheel keeps the schema file ``name`` (``conversation`` or ``theme``), for an editor or a validator."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "schemas", f"{name}.schema.json")


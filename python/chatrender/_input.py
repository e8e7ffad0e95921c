"""A conversation given to render() or layout(): the command line's INPUT argument and its standard input."""
from __future__ import annotations

import json
import os
from typing import Any, Mapping, Optional, Tuple, Union

#: A conversation: a dict (as the JSON format describes it), its JSON text (str or bytes), or a file's path.
Conversation = Union[Mapping[str, Any], str, bytes, bytearray, "os.PathLike[str]"]


def conversation_input(conversation: Conversation) -> Tuple[str, Optional[bytes]]:
    """The INPUT argument and the bytes for standard input: ``-`` and the JSON for a dict or JSON text, the absolute
    path (and nothing on standard input) for a path, whose relative image paths then resolve against its directory."""
    if isinstance(conversation, os.PathLike):
        return os.path.abspath(os.fsdecode(os.fspath(conversation))), None
    if isinstance(conversation, Mapping):
        try:
            text = json.dumps(conversation, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as error:
            raise type(error)(f"the conversation cannot be written as JSON: {error}; a conversation holds str, finite "
                                   "numbers, bool, None, lists and dicts only (an image as a path or a data: URI)") from None
        return "-", text.encode("utf-8")
    if isinstance(conversation, (bytes, bytearray, memoryview)):
        return "-", bytes(conversation)
    if isinstance(conversation, str):
        if not conversation.lstrip("\ufeff \t\r\n").startswith("{"):
            shown = conversation if len(conversation) <= 60 else conversation[:57] + "..."
            raise ValueError(f"the conversation {shown!r} is not JSON (a conversation is an object, starting with {{); "
                             "to render a file, pass its path as pathlib.Path(...)")
        return "-", conversation.encode("utf-8")
    raise TypeError(f"a conversation is a dict, JSON text (str or bytes) or a pathlib.Path, not {type(conversation).__name__}")


def working_directory(base_dir: Optional["Union[str, os.PathLike[str]]"]) -> Optional[str]:
    """The directory chatrender runs in: ``base_dir`` (absolute), else the caller's current directory (None)."""
    if base_dir is None:
        return None
    path = os.path.abspath(os.fsdecode(os.fspath(base_dir)))
    if not os.path.isdir(path):
        raise ValueError(f"base_dir {path} is not a directory; give the directory the conversation's relative image "
                         "paths are relative to")
    return path

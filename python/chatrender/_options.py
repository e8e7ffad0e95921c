"""Keyword arguments to command-line options: ``max_memory="2G"`` → ``--max-memory=2G``."""
from __future__ import annotations

import math
import os
import re
from typing import Any, Dict, List, Mapping

_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*\Z")


def _value(name: str, value: Any) -> str:
    """One option value as the command line reads it."""
    if isinstance(value, os.PathLike):
        value = os.fsdecode(os.fspath(value))
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{name}={value!r}: give a finite number")
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        if "\0" in value:
            raise ValueError(f"{name}={value!r}: a command-line value cannot hold a NUL character")
        return value
    raise TypeError(f"{name}={value!r}: an option's value is a str, a number, a path, True/False/None, or a list of "
                    f"those (for a repeated option), not {type(value).__name__}")


def arguments(options: Mapping[str, Any], reserved: Mapping[str, str]) -> List[str]:
    """The command-line options for ``options``, in their order: ``snake_case`` is ``--kebab-case``, True is a bare
    flag, False and None are left out, a list or tuple repeats the option (``font=[a, b]`` → ``--font=a --font=b``),
    anything else is ``--name=value`` (joined by ``=``, so a value starting with ``-`` is never read as an option).
    Names in ``reserved`` are refused with their message, since this function manages them itself."""
    result: List[str] = []
    for name, value in options.items():
        if name in reserved:
            raise ValueError(reserved[name])
        if not _NAME.match(name):
            raise ValueError(f"{name!r} is not a chatrender option: options are written in snake_case, e.g. "
                             "max_memory='2G' for --max-memory 2G (chatrender render --help lists them)")
        flag = "--" + name.replace("_", "-")
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if item is None or item is False:
                continue
            if item is True:
                result.append(flag)
            else:
                result.append(f"{flag}={_value(name, item)}")
    return result


def without_none(**options: Any) -> Dict[str, Any]:
    """The named options that are set, in their order."""
    return {name: value for name, value in options.items() if value is not None and value is not False}

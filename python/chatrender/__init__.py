"""chatrender from Python: chat conversations described in JSON rendered as pixel-exact screenshots.

    import chatrender
    png = chatrender.render({"participants": [{"id": "me", "me": True}, {"id": "ana", "name": "Ana"}],
                             "messages": [{"from": "ana", "text": "Lunch?"}, {"from": "me", "text": "Sure"}]},
                            theme="whatsapp", appearance="dark")

render() returns the image's bytes, layout() the layout as a dict, schema() the input format's JSON Schema; each
runs the chatrender program bundled in the wheel (binary_path()), and a refusal raises ChatrenderError with the
program's message and exit status. ``python -m chatrender`` and the ``chatrender`` command run the program itself.
docs/python.md in the repository has the details.
"""
from __future__ import annotations

from typing import Any

from ._api import layout, render, schema, schema_path
from ._binary import binary_path
from ._errors import ChatrenderError, ChatrenderTimeoutError
from ._input import Conversation

__all__ = ["render", "layout", "schema", "schema_path", "binary_path", "ChatrenderError", "ChatrenderTimeoutError",
           "Conversation", "__version__"]


def __getattr__(name: str) -> Any:
    # __version__ from the installed distribution's metadata (read when first asked for: the wheel's version is the
    # program's, ChatRenderVersion.current).
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("chatrender")
        except PackageNotFoundError:
            return "0+unknown"
    raise AttributeError(f"module 'chatrender' has no attribute {name!r}")

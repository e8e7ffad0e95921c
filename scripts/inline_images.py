#!/usr/bin/env python3
"""A conversation with every image path replaced by a data: URI, as `chatrender serve` wants it (it opens no files).

    scripts/inline_images.py SOURCE.json TARGET.json      (used by bench-serve.sh; bench-chromium.py imports it)
"""
import base64
import json
import os
import sys

IMAGE_KEYS = ("avatar", "image", "sticker", "thumbnail")


def inline_images(document, base):
    """`document` with each image path (relative to `base`) under an image key replaced by a data: URI."""
    def walk(node, key=None):
        if isinstance(node, dict):
            return {k: walk(v, k) for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v, key) for v in node]
        if isinstance(node, str) and key in IMAGE_KEYS and not node.startswith("data:"):
            with open(os.path.join(base, node), "rb") as handle:
                data = handle.read()
            kind = "image/png" if data.startswith(b"\x89PNG") else "image/jpeg"
            return "data:%s;base64,%s" % (kind, base64.b64encode(data).decode())
        return node
    return walk(document)


if __name__ == "__main__":
    source, target = sys.argv[1], sys.argv[2]
    with open(source) as handle:
        document = json.load(handle)
    with open(target, "w") as handle:
        json.dump(inline_images(document, os.path.dirname(os.path.abspath(source))), handle, ensure_ascii=False)

"""``python -m chatrender …`` and the ``chatrender`` command: the bundled program with the same arguments."""
from __future__ import annotations

import os
import subprocess
import sys
from typing import NoReturn, Optional, Sequence

from ._binary import binary_path, exit_status
from ._errors import ChatrenderError

#: EX_UNAVAILABLE: the program is not there to run.
UNAVAILABLE = 69
#: The shell's status for a program that cannot be executed.
CANNOT_EXECUTE = 126


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Runs the chatrender program with ``argv`` (default: this process's arguments) and returns its exit status.

    Without ``argv`` (the ``chatrender`` console script, ``python -m chatrender``) the program replaces this process
    (``os.execv``): standard input, output and error, signals and the exit status are the program's own. With
    ``argv`` it runs as a child process and its status is returned.
    """
    try:
        binary = binary_path()
    except ChatrenderError as error:
        print(error.message, file=sys.stderr)
        return UNAVAILABLE
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv is None and os.name == "posix":
            sys.stdout.flush()
            sys.stderr.flush()
            os.execv(binary, [binary] + arguments)
        return exit_status(subprocess.call([binary] + arguments))
    except OSError as error:
        print(f"chatrender: error: cannot run {binary}: {error.strerror} (a wheel for another machine? "
              "docs/python.md lists what it needs)", file=sys.stderr)
        return CANNOT_EXECUTE


def _run() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    _run()

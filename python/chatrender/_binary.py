"""Where the bundled chatrender binary is, and running it."""
from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
from typing import List, Optional

from ._errors import ChatrenderError, ChatrenderTimeoutError

#: The exit status of a run stopped by its timeout (EX_TEMPFAIL, as the command line's own --timeout).
TIMED_OUT = 75


def binary_path() -> str:
    """The path of the chatrender program this package runs.

    The wheel's own binary (``chatrender/bin/chatrender``, which finds the built-in themes beside it), unless the
    environment variable ``CHATRENDER_BINARY`` names another one (a build of your own, e.g.
    ``Tools/.build/release/chatrender`` of a checkout). Raises ChatrenderError when it is missing or not executable.
    """
    override = os.environ.get("CHATRENDER_BINARY")
    path = override or os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "chatrender")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        where = "CHATRENDER_BINARY names" if override else "the package's binary should be at"
        raise ChatrenderError(
            f"chatrender: error: {where} {path}, which is not an executable file; install the wheel "
            "(`make wheel`, then pip install dist/chatrender-*.whl) or set CHATRENDER_BINARY to a built chatrender")
    return path


def exit_status(returncode: int) -> int:
    """A process's status as the shell shows it: its exit code, or 128 + N when signal N ended it."""
    return 128 - returncode if returncode < 0 else returncode


def signal_name(number: int) -> str:
    """``SIGKILL`` for 9, ``signal 40`` for a number without a name."""
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def check_timeout(timeout: Optional[float]) -> None:
    """Refuses a timeout that is not a positive number of seconds (None means no limit)."""
    if timeout is None:
        return
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not (timeout > 0 and math.isfinite(timeout)):
        raise ValueError(f"timeout is a number of seconds greater than 0 (e.g. timeout=30), or None; got {timeout!r}")


def run(arguments: List[str], stdin: Optional[bytes], timeout: Optional[float], cwd: Optional[str]) -> bytes:
    """Runs chatrender with ``arguments`` (never through a shell), ``stdin`` on its standard input, and returns its
    standard output. A failure raises ChatrenderError with its message and status; a timeout kills the process and
    raises ChatrenderTimeoutError (no output is returned). Standard error of a successful run (a trace asked for with
    CHATRENDER_TRACE) is passed on to ``sys.stderr``."""
    check_timeout(timeout)
    binary = binary_path()
    command = [binary] + arguments
    feed = {"input": stdin} if stdin is not None else {"stdin": subprocess.DEVNULL}
    try:
        # run() kills the process and waits for it when the timeout passes, before raising.
        completed = subprocess.run(command, capture_output=True, timeout=timeout, cwd=cwd, **feed)
    except subprocess.TimeoutExpired:
        raise ChatrenderTimeoutError(
            f"chatrender: error: stopped after the timeout of {timeout:g} s (the process was killed, nothing was "
            "written); raise timeout=, or render less (a smaller scale or width, a canvas height)",
            TIMED_OUT, command) from None
    except FileNotFoundError as error:
        if cwd is not None and not os.path.isdir(cwd):
            raise ChatrenderError(f"chatrender: error: base_dir {cwd} is not a directory", None, command) from None
        raise ChatrenderError(f"chatrender: error: cannot run {binary}: {error.strerror}", None, command) from None
    except OSError as error:
        raise ChatrenderError(f"chatrender: error: cannot run {binary}: {error.strerror}", None, command) from None
    message = completed.stderr.decode("utf-8", "replace").strip()
    if completed.returncode != 0:
        status = exit_status(completed.returncode)
        if not message:
            ended = f"was ended by {signal_name(-completed.returncode)}" if completed.returncode < 0 else f"exited with status {status}"
            message = f"chatrender: error: chatrender {ended} and printed no message"
        raise ChatrenderError(message, status, command)
    if message:
        print(message, file=sys.stderr)
    return completed.stdout

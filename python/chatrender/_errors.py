"""The one exception the package raises for a failed chatrender run."""
from __future__ import annotations

from typing import Optional, Sequence, Tuple


class ChatrenderError(Exception):
    """chatrender could not do what was asked.

    ``message`` is what the command line printed on standard error (``chatrender: error: …``, saying what is wrong,
    where, and how to fix it), or a description of why it could not run. ``exit_status`` is its exit status (65: bad
    input, 64: a bad option, 66: a missing input, 75: timed out, ...; ``chatrender --help`` lists them; a process
    ended by signal N is 128 + N, as the shell shows it), or None when it did not run. ``command`` is the argument
    list that was run. ``args`` is ``(message,)``, as for any exception.
    """

    def __init__(self, message: str, exit_status: Optional[int] = None, command: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.exit_status = exit_status
        self.command = list(command)

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> Tuple[type, tuple]:
        # Pickled with every field (multiprocessing pools send a worker's exception back to the parent).
        return (type(self), (self.message, self.exit_status, self.command))


class ChatrenderTimeoutError(ChatrenderError):
    """The run took longer than its ``timeout``: the process was killed and nothing was returned or written.

    ``exit_status`` is 75 (EX_TEMPFAIL), the status of the command line's own ``--timeout``.
    """

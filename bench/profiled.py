"""Run a module under cProfile, profiling only between two signals (for bench/e2e.py).

    python bench/profiled.py OUT MODULE [ARGS...]

runs ``python -m MODULE ARGS...`` in this process. SIGUSR1 starts the profiler, SIGUSR2
stops it; the stats are written to OUT (``pstats`` format) when the module exits. Only
the main thread is profiled (the event loop's: the bot's own Python), in its own CPU
time (so the figures are not the load of other processes). The e2e bench starts and
stops it around the pressing, so the profile is of the presses only, not of start-up or
shut-down.
"""

from __future__ import annotations

import cProfile
import runpy
import signal
import sys
import time
from types import FrameType


def main() -> None:
    out, module, *rest = sys.argv[1:]
    # The main thread's CPU time, not the wall clock's: on a loaded machine a wall-clock
    # profile charges whatever ran when the process was preempted.
    profiler = cProfile.Profile(time.thread_time_ns, 1e-9)

    def start(signum: int, frame: FrameType | None) -> None:
        profiler.enable()

    def stop(signum: int, frame: FrameType | None) -> None:
        profiler.disable()

    signal.signal(signal.SIGUSR1, start)
    signal.signal(signal.SIGUSR2, stop)
    sys.argv = [module, *rest]
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    finally:
        profiler.disable()
        profiler.dump_stats(out)


if __name__ == "__main__":
    main()

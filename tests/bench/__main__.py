"""`make bench`: run every benchmark in this folder and print its figures.

Each `bench_*.py` module has a `main()` that prints a titled block of figures (medians,
ratios, win rates with 95% intervals). Benchmarks never fail on time.
Run one with `python -m tests.bench NAME` (e.g. `startup`).
"""

import importlib
import pkgutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def main(argv: list[str]) -> None:
    names = sorted(m.name for m in pkgutil.iter_modules([str(HERE)]) if m.name.startswith("bench_"))
    wanted = [n for n in names if not argv or n.removeprefix("bench_") in argv]
    for name in wanted:
        started = time.perf_counter()
        module = importlib.import_module(f"tests.bench.{name}")
        module.main()
        print(f"({name}: {time.perf_counter() - started:.1f} s)\n", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])

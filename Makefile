# Two commands for a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed
QM := $(patsubst translations/%.ts,cloudtable/translations/%.qm,$(wildcard translations/*.ts))

.PHONY: run test check bench suite-time translations update-translations clean

$(INSTALLED): pyproject.toml setup.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet setuptools wheel "PySide6-Essentials>=6.7,<6.12" "PySide6-Addons>=6.7,<6.12"
	$(BIN)/python -m pip install --quiet --no-build-isolation -e '.[test]'
	touch $@

cloudtable/translations/%.qm: translations/%.ts $(INSTALLED)
	$(BIN)/python cloudtable_build.py > /dev/null

translations: $(QM)

# The system check says in one sentence what to install when Qt could not open a window.
run: $(INSTALLED) translations
	$(BIN)/python -m cloudtable.system_check
	$(BIN)/python -m cloudtable

# The suite on every core (pytest-xdist); `pytest` alone still runs it in one process. The Matrix
# tests are in two xdist groups ("synapse", "synapse-2"); loadgroup keeps each group on one worker,
# which starts the local homeserver that group shares: two at most, however many workers.
# Two workers a core, and one more: about a third of a worker's time is spent waiting (timers, a
# homeserver, a subprocess), and a second worker uses that core meanwhile; the two Matrix groups
# hold a worker each for their first 70-110 s, mostly waiting, and with only two others left the
# cores were idle a fifth of that time. On the 2-core development machine (27 November 2026),
# -n 4 took 174-182 s of pytest with 31-48 CPU-seconds idle, -n 5 163-178 s with 13-23 idle, -n 6
# 180 s (the extra workers' own CPU ate the gain). `make test WORKERS=N` to choose.
WORKERS ?= $(shell echo $$(( $$(nproc) * 2 + 1 )))
# Two things are compiled once first, side by side, where PYTHONDONTWRITEBYTECODE is set (as on
# the development machine) and nothing would be kept otherwise:
# - the app: the suite starts it in many processes of its own (the command line, hosts, small
#   screens), and each of them compiled it again, about 0.1 CPU-s a start;
# - the test modules with pytest's rewritten asserts: one collection writes them (pytest reads
#   them back even where it may not write), and each worker then collects in about 3 CPU-s, not
#   7.5. A collection error is left for the run itself to report.
# The run's temporary files are in a folder of its own, in memory where there is a tmpfs
# (/dev/shm), as the test homeserver's database already was: every autosave and setting ends in an
# fsync, and on this machine's disk those waits were a third of some window tests' time (a file's
# tests 23 s instead of 30-37). About 300 MB at most (the bundle). A passing run removes the
# folder (with what libraries leave there, as PulseAudio's folders); a failing one keeps it and
# says where. `make test TEST_TMPDIR=/tmp` puts it on the disk.
TEST_TMPDIR ?= $(shell test -d /dev/shm -a -w /dev/shm && echo /dev/shm || echo $${TMPDIR:-/tmp})
test: $(INSTALLED) translations
	$(BIN)/python -m compileall -q -j 0 cloudtable tests & compiling=$$!; \
	env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest --collect-only -q -p no:xdist >/dev/null 2>&1; \
	wait $$compiling
	@folder=$$(mktemp -d "$(TEST_TMPDIR)/cloudtable-tests-XXXXXX") && \
	echo "TMPDIR=$$folder QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n $(WORKERS) --dist loadgroup" && \
	TMPDIR=$$folder QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n $(WORKERS) --dist loadgroup; \
	status=$$?; \
	if [ $$status -eq 0 ]; then rm -rf "$$folder"; else echo "The tests' temporary files are kept in $$folder"; fi; \
	exit $$status

# Lint, format and types (settings in pyproject.toml): `make check`, also run by .ci/run.
# `ruff format .` puts the code in shape; `make check FORMAT_CHECK=` skips that check.
LINT_EXCLUDE ?=
FORMAT_CHECK ?= 1
check: $(INSTALLED)
	$(BIN)/ruff check $(LINT_EXCLUDE) .
	$(if $(FORMAT_CHECK),$(BIN)/ruff format --check .)
	$(BIN)/mypy

bench: $(INSTALLED) translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tests.bench

# Where the suite's time goes (tests/bench/suite_time.py), run with make test's workers and folder.
suite-time: $(INSTALLED) translations
	TEST_TMPDIR=$(TEST_TMPDIR) $(BIN)/python -m tests.bench.suite_time -n $(WORKERS)

# After changing English strings: Qt's lupdate adds them to translations/*.ts (unfinished, for
# translators, e.g. in pyside6-linguist) and drops those the code no longer has.
update-translations: $(INSTALLED)
	$(BIN)/python cloudtable_build.py update

clean:
	rm -rf $(VENV) build dist *.egg-info cloudtable/translations .mypy_cache .ruff_cache

.PHONY: screenshot bundle

# docs/screenshot.png (README and AppStream metainfo), made by the app itself, offscreen.
screenshot: $(INSTALLED) translations
	$(BIN)/python packaging/make_screenshot.py

# A one-folder app in dist/cloudtable/ (PyInstaller, packaging/cloudtable.spec).
bundle: $(INSTALLED) translations
	$(BIN)/python -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/cloudtable.spec

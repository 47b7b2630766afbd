"""Build step the pyproject cannot say: compile translations and ship resources.

`translations/*.ts` are compiled to `.qm` with PySide6's lrelease and, with
`resources/`, copied into the built package, so a wheel carries every language.
"""

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).parent
sys.path.insert(0, str(ROOT))  # for cloudtable_build


class BuildWithTranslations(build_py):
    def run(self):
        super().run()
        if self.editable_mode:
            return  # an editable install reads the source tree (see cloudtable/paths.py)
        target = Path(self.build_lib) / "cloudtable"
        from cloudtable_build import compile_translations

        compile_translations(ROOT / "translations", target / "translations")
        if (ROOT / "resources").is_dir():
            shutil.copytree(ROOT / "resources", target / "resources", dirs_exist_ok=True)
        # The desktop entry, metainfo and MIME type, for `cloudtable --install-desktop`.
        shutil.copytree(ROOT / "packaging" / "linux", target / "resources" / "linux", dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithTranslations})

"""Assemble every PTX module in a file with ptxas for its own `.target` (without ptxas on the PATH: skip).

The file is either `ai-translate --mlir-to-ptx` output (modules after
`// gpu.module @name` lines) or MLIR whose `#gpu.object`s hold PTX as
`assembly = "..."` strings (MLIR escapes: `\\0A`, `\\22`, ...).
"""

import re
import shutil
import subprocess
import sys


def _unescape(text: str) -> str:
    return re.sub(
        r"\\([0-9A-Fa-f]{2}|\\|\")",
        lambda m: m.group(1)[-1] if len(m.group(1)) == 1 else chr(int(m.group(1), 16)),
        text,
    )


source = open(sys.argv[1]).read()
objects = re.findall(r'assembly = "((?:[^"\\]|\\.)*)"', source)
parts = [_unescape(o) for o in objects] or re.split(r"^// gpu\.module @\S+\n", source, flags=re.MULTILINE)[1:]
ptxas = shutil.which("ptxas")
for ptx in parts if ptxas else []:
    arch = re.search(r"^\.target (\S+)", ptx, re.MULTILINE).group(1)
    result = subprocess.run([ptxas, f"-arch={arch}", "-", "-o", "/dev/null"], input=ptx, text=True, check=False)
    if result.returncode:
        sys.exit(result.returncode)
print(f"{len(parts)} modules" + ("" if ptxas else " (no ptxas)"))

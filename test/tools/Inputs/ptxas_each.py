"""Assemble each module of `ai-translate --mlir-to-ptx` output with ptxas for its own `.target` (no ptxas: skip)."""

import re
import shutil
import subprocess
import sys

ptxas = shutil.which("ptxas")
parts = re.split(r"^// gpu\.module @\S+\n", open(sys.argv[1]).read(), flags=re.M)[1:]
for ptx in parts if ptxas else []:
    arch = re.search(r"^\.target (\S+)", ptx, re.M).group(1)
    result = subprocess.run([ptxas, f"-arch={arch}", "-", "-o", "/dev/null"], input=ptx, text=True)
    if result.returncode:
        sys.exit(result.returncode)
print(f"{len(parts)} modules" + ("" if ptxas else " (no ptxas)"))

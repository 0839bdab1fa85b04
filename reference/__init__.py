"""Reference semantics: the interpreter and, one module per dialect (HLO in `hlo/`), what each op computes.

Each module declares its ops' implementations in its own `IMPLEMENTATIONS`
table (`semantics.py`); `interpreter.py` lists the modules and assembles
their tables once, so what runs an op does not depend on import order. The
constant folder and the tests' numerical checks use it; nothing here imports
a transform, a conversion, a target or the runtime (see docs/architecture.md).
"""

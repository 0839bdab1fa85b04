"""Reference semantics: the interpreter and, one module per dialect (HLO in `hlo/`), what each op computes.

The constant folder and the tests' numerical checks use it; nothing here imports a
transform, a target or the runtime (see docs/architecture.md).
"""

"""Definitions shared by the HLO dialects (mhlo, stablehlo, and lmhlo on buffers).

Ops, attributes and syntax are defined once here, dialect-neutrally; the
generated dialect modules `aiopt.dialects.mhlo` and `aiopt.dialects.stablehlo`
name them (`mhlo.add`, `stablehlo.add`; see `generate_dialect_modules`), and
`aiopt.dialects.lmhlo` mirrors them on buffers (`lmhlo.add`).
"""

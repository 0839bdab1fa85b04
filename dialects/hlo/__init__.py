"""Definitions shared by the HLO dialects (mhlo, stablehlo; lmhlo reuses the semantics).

Ops, attributes and syntax are defined once here, dialect-neutrally; the
dialect modules `aiopt.dialects.mhlo` and `aiopt.dialects.stablehlo` name
them (`mhlo.add`, `stablehlo.add`).
"""

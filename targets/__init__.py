"""Translations out of (and into) MLIR: LLVM IR, PTX, and HLO text import."""

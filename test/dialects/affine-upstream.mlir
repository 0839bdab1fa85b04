// What ai-opt prints for the affine dialect parses in upstream mlir-opt, and
// upstream's reprint still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/affine.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/affine.mlir | %mlir-opt --mlir-print-op-generic | ai-opt --mlir-print-local-scope | FileCheck %S/affine.mlir

// affine.parallel's reduction kinds are the same integers in both tools' generic forms.
// RUN: ai-opt %S/affine-parallel-reduction-kinds.mlir --mlir-print-op-generic | %mlir-opt --mlir-print-op-generic \
// RUN:   | FileCheck %S/affine-parallel-reduction-kinds.mlir --check-prefix=GENERIC
// RUN: %mlir-opt %S/affine-parallel-reduction-kinds.mlir --mlir-print-op-generic | ai-opt \
// RUN:   | FileCheck %S/affine-parallel-reduction-kinds.mlir

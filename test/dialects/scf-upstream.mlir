// What ai-opt prints for scf.parallel and scf.reduce parses in upstream
// mlir-opt, and upstream's reprint still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/scf.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/scf.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/scf.mlir
// RUN: ai-opt %S/scf.mlir | %mlir-opt | ai-opt | FileCheck %S/scf.mlir

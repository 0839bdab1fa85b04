// What ai-opt prints for scf.parallel and scf.reduce parses in upstream
// mlir-opt, and upstream's reprint still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/scf.mlir | %mlir-opt --verify-each -o %t
// RUN: ai-opt %S/scf.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/scf.mlir
// RUN: ai-opt %S/scf.mlir | %mlir-opt | ai-opt | FileCheck %S/scf.mlir

// Upstream's implicit terminators after an unregistered op, which its printer leaves out, read back in ai-opt.
// RUN: %mlir-opt %S/implicit-terminator-after-unregistered.mlir --allow-unregistered-dialect \
// RUN:   | ai-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %S/implicit-terminator-after-unregistered.mlir
// RUN: ai-opt %S/implicit-terminator-after-unregistered.mlir --allow-unregistered-dialect --mlir-print-op-generic \
// RUN:   | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic \
// RUN:   | FileCheck %S/implicit-terminator-after-unregistered.mlir

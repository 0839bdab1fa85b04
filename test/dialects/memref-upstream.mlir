// What ai-opt prints for memref.global parses in upstream mlir-opt, and what
// upstream prints parses in ai-opt.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/memref-global-visibility.mlir --mlir-print-op-generic | %mlir-opt \
// RUN:   | FileCheck %S/memref-global-visibility.mlir
// RUN: %mlir-opt %S/memref-global-visibility.mlir --mlir-print-op-generic | ai-opt \
// RUN:   | FileCheck %S/memref-global-visibility.mlir
// RUN: %mlir-opt %S/memref-global-visibility.mlir --mlir-print-op-generic \
// RUN:   | FileCheck %S/memref-global-visibility.mlir --check-prefix=GENERIC
// RUN: ai-opt %S/memref-global-declaration.mlir --mlir-print-op-generic | %mlir-opt \
// RUN:   | FileCheck %S/memref-global-declaration.mlir
// RUN: %mlir-opt %S/memref-global-declaration.mlir --mlir-print-op-generic | ai-opt \
// RUN:   | FileCheck %S/memref-global-declaration.mlir
// RUN: %mlir-opt %S/memref-global-declaration.mlir --mlir-print-op-generic \
// RUN:   | FileCheck %S/memref-global-declaration.mlir --check-prefix=GENERIC

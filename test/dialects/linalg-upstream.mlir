// What ai-opt prints for linalg ops parses in upstream mlir-opt, and upstream's
// reprint still satisfies the checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/linalg-elementwise-default-maps.mlir --mlir-print-op-generic | %mlir-opt \
// RUN:   | FileCheck %S/linalg-elementwise-default-maps.mlir
// RUN: %mlir-opt %S/linalg-elementwise-default-maps.mlir --mlir-print-op-generic | ai-opt --mlir-print-op-generic \
// RUN:   | FileCheck %S/linalg-elementwise-default-maps.mlir --check-prefix=GENERIC
// RUN: ai-opt %S/linalg-map-generic.mlir --mlir-print-op-generic | %mlir-opt | FileCheck %S/linalg-map-generic.mlir
// RUN: %mlir-opt %S/linalg-map-generic.mlir --mlir-print-op-generic | ai-opt | FileCheck %S/linalg-map-generic.mlir

// What ai-opt prints for the gpu dialect parses in upstream mlir-opt, and
// upstream's reprint still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/gpu.mlir | %mlir-opt --verify-each | FileCheck %S/gpu.mlir
// RUN: ai-opt %S/gpu.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/gpu.mlir
// RUN: ai-opt %S/gpu-binary.mlir --split-input-file --verify-diagnostics --mlir-print-op-generic \
// RUN:   | %mlir-opt --split-input-file | FileCheck %S/gpu-binary.mlir

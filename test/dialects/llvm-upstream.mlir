// What ai-opt prints for the llvm dialect parses in upstream mlir-opt, and what
// upstream prints parses in ai-opt.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/llvm-trunc-overflow.mlir --mlir-print-op-generic | %mlir-opt | FileCheck %S/llvm-trunc-overflow.mlir
// RUN: %mlir-opt %S/llvm-trunc-overflow.mlir --mlir-print-op-generic | ai-opt | FileCheck %S/llvm-trunc-overflow.mlir
// RUN: %mlir-opt %S/llvm-trunc-overflow.mlir --mlir-print-op-generic \
// RUN:   | FileCheck %S/llvm-trunc-overflow.mlir --check-prefix=GENERIC
// RUN: %mlir-opt %S/llvm-generic-properties.mlir --mlir-print-op-generic | ai-opt | FileCheck %S/llvm-generic-properties.mlir
// RUN: ai-opt %S/llvm-generic-properties.mlir --mlir-print-op-generic | %mlir-opt --mlir-print-op-generic | ai-opt \
// RUN:   | FileCheck %S/llvm-generic-properties.mlir

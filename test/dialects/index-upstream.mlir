// What ai-opt prints for the index dialect, and its LLVM lowering, parse in upstream mlir-opt.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/index.mlir | %mlir-opt --verify-each | FileCheck %S/index.mlir
// RUN: ai-opt %S/index.mlir --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | %mlir-opt --verify-each

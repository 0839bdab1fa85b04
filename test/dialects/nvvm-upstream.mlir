// What ai-opt prints for the nvvm dialect parses in upstream mlir-opt.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/nvvm.mlir | %mlir-opt --verify-each | FileCheck %S/nvvm.mlir

// What ai-opt prints for the tensor ops it replaces parses in upstream mlir-opt.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/tensor.mlir | %mlir-opt --verify-each | FileCheck %S/tensor.mlir

// What ai-opt prints for func.constant and func.call_indirect (and function-typed results) parses in
// upstream mlir-opt, and upstream's reprint still satisfies the round-trip checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/func-upstream.mlir | %mlir-opt --verify-each -o %t
// RUN: %mlir-opt %S/func-upstream.mlir | ai-opt | FileCheck %S/func-upstream.mlir
// RUN: ai-opt %S/func-upstream.mlir | %mlir-opt --mlir-print-op-generic | ai-opt | FileCheck %S/func-upstream.mlir

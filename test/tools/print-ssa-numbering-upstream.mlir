// Upstream mlir-opt reads what ai-opt prints for print-ssa-numbering.mlir and
// numbers it the same way: its reprint satisfies the same checks.
// REQUIRES: upstream-mlir
// RUN: ai-opt %S/print-ssa-numbering.mlir --allow-unregistered-dialect --split-input-file | %mlir-opt --allow-unregistered-dialect --split-input-file | FileCheck %S/print-ssa-numbering.mlir

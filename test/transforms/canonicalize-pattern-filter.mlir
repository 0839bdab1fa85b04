// canonicalize{enable-patterns=... disable-patterns=...}: patterns chosen by label. A label names a pattern
// class of ours or upstream's name of a pattern one of ours does; `ns::Name` names `Name` (upstream's labels
// are C++ type names: GCC's mlir-opt calls arith's AddIAddConstant `{anonymous}::AddIAddConstant`). Folds are
// not patterns and always apply. The CHECK lines are mlir-opt 22's output too.

// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=ALL
// RUN: ai-opt %s --canonicalize='enable-patterns={anonymous}::AddIAddConstant' | FileCheck %s --check-prefix=ALL
// RUN: ai-opt %s --pass-pipeline='builtin.module(canonicalize{enable-patterns="{anonymous}::AddIAddConstant",Other})' | FileCheck %s --check-prefix=ALL
// RUN: ai-opt %s --canonicalize='enable-patterns=CombineAddSubConstants' | FileCheck %s --check-prefix=ALL
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AddIAddConstant' | FileCheck %s --check-prefix=NONE
// RUN: ai-opt %s --canonicalize='disable-patterns=CombineAddSubConstants' | FileCheck %s --check-prefix=NONE
// RUN: ai-opt %s --canonicalize='enable-patterns=NoSuchPattern' | FileCheck %s --check-prefix=NONE
// An empty list filters nothing, as upstream's.
// RUN: ai-opt %s --canonicalize='enable-patterns=' | FileCheck %s --check-prefix=ALL
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize | FileCheck %s --check-prefix=ALL %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='enable-patterns={anonymous}::AddIAddConstant' | FileCheck %s --check-prefix=ALL %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AddIAddConstant' | FileCheck %s --check-prefix=NONE %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='enable-patterns=NoSuchPattern' | FileCheck %s --check-prefix=NONE %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='enable-patterns=' | FileCheck %s --check-prefix=ALL %}

// ALL-LABEL: func.func @chain
// ALL-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// ALL-NEXT: %[[R:.*]] = arith.addi %{{.*}}, %[[C3]] : i32
// ALL-NEXT: return %[[R]]
// The fold of an add of 0 stays with every pattern filtered out.
// ALL-LABEL: func.func @zero
// ALL-NEXT: return %arg0
// NONE-LABEL: func.func @chain
// NONE-DAG: arith.constant 1 : i32
// NONE-DAG: arith.constant 2 : i32
// NONE: %[[A:.*]] = arith.addi %arg0, %{{.*}} : i32
// NONE-NEXT: arith.addi %[[A]], %{{.*}} : i32
// NONE-LABEL: func.func @zero
// NONE-NEXT: return %arg0

// Unset lists are not written; set ones are, and read back.
// RUN: ai-opt %s --canonicalize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP-UNSET
// DUMP-UNSET-NOT: patterns
// RUN: ai-opt %s --canonicalize='enable-patterns={anonymous}::AddIAddConstant,B disable-patterns=' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: ai-opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns= enable-patterns={anonymous}::AddIAddConstant,B})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// DUMP: canonicalize{disable-patterns={} enable-patterns={{[{][{]}}anonymous}::AddIAddConstant,B} max-iterations=10 {{.*}}}
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='enable-patterns={anonymous}::AddIAddConstant,B disable-patterns=' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP %}

// RUN: not ai-opt %s --canonicalize='enable-pattern=X' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: no such option 'enable-pattern' for pass 'canonicalize' {{.*}} did you mean 'enable-patterns'?

func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  return %b : i32
}

func.func @zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  return %a : i32
}

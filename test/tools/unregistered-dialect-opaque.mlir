// Under --allow-unregistered-dialect, `#foo<...>` and `!foo<...>` of a dialect that is not registered are
// upstream's opaque attribute and type, whatever their body (ai-opt read a mnemonic first: "Expected
// attribute name."); they print as written and read back. Undefined aliases get upstream's words.

// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect | ai-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=REGISTERED-ONLY
// RUN: not ai-opt %S/Inputs/undefined-alias.mlir --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ALIAS

// CHECK: "foo.bar"() {a = #foo<"x">, b = #foo<a<b>[c]>, c = #foo.x<1>} : () -> ()
// CHECK: "foo.baz"() : () -> tensor<2x!foo<"y", 1 x i32>>
// REGISTERED-ONLY: error: operation being parsed with an unregistered dialect
#a = #foo<"x">
"foo.bar"() {a = #a, b = #foo<a<b>[c]>, c = #foo.x<1>} : () -> ()

// -----
%0 = "foo.baz"() : () -> tensor<2x!foo<"y", 1 x i32>>

// ALIAS: undefined-alias.mlir:1:23: error: undefined symbol alias id 'nope'

// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file | ai-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | ai-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// The results of an op print as upstream's result groups: results without
// names of their own are one group, `%0:2 = ...`, used as `%0#0`, `%0#1`
// (also in nested regions and in the generic form); a result that upstream's
// getAsmResultNames names starts a group (`%base_buffer, %offset, %sizes:2`);
// names written in the input are not kept. Numbers are upstream's: a nested
// region's values come after the enclosing region's; in the generic form the
// regions are numbered one after the other, the last one first.

// CHECK-LABEL: func.func @for_call
// CHECK-NEXT:  %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, f32) {
// CHECK-NEXT:    %3 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:    scf.yield %3, %arg6 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %1:2 = call @pair(%0#1, %0#0) : (f32, f32) -> (f32, f32)
// CHECK-NEXT:  %2:3 = "foo.three"(%1#1) : (f32) -> (f32, i32, i64)
// CHECK-NEXT:  "foo.region"(%2#2) ({
// CHECK-NEXT:    %3:2 = "foo.two"(%2#1, %0#1) : (i32, f32) -> (f32, f32)
// CHECK-NEXT:    "foo.use"(%3#1, %2#0) : (f32, f32) -> ()
// CHECK-NEXT:  }) : (i64) -> ()
// CHECK-NEXT:  return %1#0, %2#0 : f32, f32
// GENERIC-LABEL: "func.func"() <{function_type = (index, index, index, f32, f32) -> (f32, f32), sym_name = "for_call"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32):
// GENERIC-NEXT:    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg4) ({
// GENERIC-NEXT:    ^bb0(%arg5: index, %arg6: f32, %arg7: f32):
// GENERIC-NEXT:      %4 = "arith.addf"(%arg6, %arg7)
// GENERIC-NEXT:      "scf.yield"(%4, %arg6) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (index, index, index, f32, f32) -> (f32, f32)
// GENERIC-NEXT:    %1:2 = "func.call"(%0#1, %0#0) <{callee = @pair}> : (f32, f32) -> (f32, f32)
// GENERIC-NEXT:    %2:3 = "foo.three"(%1#1) : (f32) -> (f32, i32, i64)
// GENERIC-NEXT:    "foo.region"(%2#2) ({
// GENERIC-NEXT:      %3:2 = "foo.two"(%2#1, %0#1) : (i32, f32) -> (f32, f32)
// GENERIC-NEXT:      "foo.use"(%3#1, %2#0) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (i64) -> ()
// GENERIC-NEXT:    "func.return"(%1#0, %2#0) : (f32, f32) -> ()
func.func @for_call(%lb: index, %ub: index, %st: index, %a: f32, %b: f32) -> (f32, f32) {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %3 = arith.addf %x, %y : f32
    scf.yield %3, %x : f32, f32
  }
  %1:2 = func.call @pair(%0#1, %0#0) : (f32, f32) -> (f32, f32)
  %2:3 = "foo.three"(%1#1) : (f32) -> (f32, i32, i64)
  "foo.region"(%2#2) ({
    %4:2 = "foo.two"(%2#1, %0#1) : (i32, f32) -> (f32, f32)
    "foo.use"(%4#1, %2#0) : (f32, f32) -> ()
  }) : (i64) -> ()
  return %1#0, %2#0 : f32, f32
}
func.func private @pair(f32, f32) -> (f32, f32)

// -----

// memref.extract_strided_metadata names its results as upstream's getAsmResultNames does (custom form only).
// CHECK-LABEL: func.func @metadata
// CHECK-NEXT:  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:  %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32> -> memref<f32>, index
// CHECK-NEXT:  return %sizes#1, %strides#0, %offset_1 : index, index, index
// GENERIC-LABEL: sym_name = "metadata"
// GENERIC:       %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC-NEXT:  %1:2 = "memref.extract_strided_metadata"(%arg1) : (memref<f32>) -> (memref<f32>, index)
// GENERIC-NEXT:  "func.return"(%0#3, %0#4, %1#1) : (index, index, index) -> ()
func.func @metadata(%m: memref<4x?xf32>, %s: memref<f32>) -> (index, index, index) {
  %0:6 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %1:2 = memref.extract_strided_metadata %s : memref<f32> -> memref<f32>, index
  return %0#3, %0#4, %1#1 : index, index, index
}

// -----

// Block arguments are not grouped.
// CHECK-LABEL: func.func @while
// CHECK-NEXT:  %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg2, %arg2 : i32
// CHECK-NEXT:    scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:    scf.yield %arg2, %arg3 : i32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#1 : f32
// GENERIC-LABEL: sym_name = "while"
// GENERIC:       %0:2 = "scf.while"(%arg0, %arg1) ({
// GENERIC-NEXT:  ^bb0(%arg4: i32, %arg5: f32):
// GENERIC:       }, {
// GENERIC-NEXT:  ^bb0(%arg2: i32, %arg3: f32):
// GENERIC:       "func.return"(%0#1) : (f32) -> ()
func.func @while(%a: i32, %b: f32) -> f32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32) {
    %1 = arith.cmpi slt, %x, %x : i32
    scf.condition(%1) %x, %y : i32, f32
  } do {
  ^bb0(%x2: i32, %y2: f32):
    scf.yield %x2, %y2 : i32, f32
  }
  return %0#1 : f32
}

// -----

// Names written in the input are not kept, nor their groups (upstream's).
// CHECK-LABEL: func.func @named
// CHECK-NEXT:  %0:2 = "foo.two"(%arg0) : (f32) -> (f32, f32)
// CHECK-NEXT:  %1:2 = "foo.pair"(%0#1) : (f32) -> (f32, i32)
// CHECK-NEXT:  %2:3 = "foo.three"(%1#0) : (f32) -> (f32, f32, i32)
// CHECK-NEXT:  return %2#1, %0#0, %2#2 : f32, f32, i32
// GENERIC-LABEL: sym_name = "named"
// GENERIC:       %2:3 = "foo.three"(%1#0) : (f32) -> (f32, f32, i32)
// GENERIC-NEXT:  "func.return"(%2#1, %0#0, %2#2) : (f32, f32, i32) -> ()
func.func @named(%a: f32) -> (f32, f32, i32) {
  %r:2 = "foo.two"(%a) : (f32) -> (f32, f32)
  %v, %i = "foo.pair"(%r#1) : (f32) -> (f32, i32)
  %p, %q:2 = "foo.three"(%v) : (f32) -> (f32, f32, i32)
  return %q#0, %r#0, %q#1 : f32, f32, i32
}

// -----

// A use printed before its definition (a block printed before the block that dominates it).
// CHECK-LABEL: func.func @use_before_definition
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:  return %0#1 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  %0:2 = "foo.two"() : () -> (i32, i32)
// GENERIC-LABEL: sym_name = "use_before_definition"
// GENERIC:       "func.return"(%0#1) : (i32) -> ()
// GENERIC:       %0:2 = "foo.two"() : () -> (i32, i32)
func.func @use_before_definition(%c: i1) -> i32 {
  cf.br ^bb2
^bb1:
  return %0#1 : i32
^bb2:
  %0:2 = "foo.two"() : () -> (i32, i32)
  cf.br ^bb1
}

// -----

// The extended arith ops name their results as upstream's getAsmResultNames (custom form only), uniqued
// with a counter when a name is taken.
// CHECK-LABEL: func.func @extended_names
// CHECK-NEXT:  %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:  %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:  %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:  return %sum, %overflow, %low, %high_1 : i32, i1, i32, i32
// GENERIC-LABEL: sym_name = "extended_names"
// GENERIC:       %0:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
func.func @extended_names(%a: i32, %b: i32) -> (i32, i1, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %r:2 = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %r#1 : i32, i1, i32, i32
}

// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file | ai-opt --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// An entry of an op's `attributes {...}` (`attr-dict`) named as one of its properties sets that property,
// as upstream's `Operation::setAttrs` does, also where another directive of the format (custom<...>,
// `$name`) binds it; the dictionary's value wins over the directive's. No entry stays a discardable
// attribute beside the property, and the property's directive prints it.

// CHECK-LABEL: func.func @loop_vector_in_attr_dict
// CHECK:         acc.loop vector control(
// CHECK:         } attributes {independent = [#acc.device_type<none>]}
// GENERIC-LABEL: sym_name = "loop_vector_in_attr_dict"
// GENERIC:       "acc.loop"({{.*}}) <{independent = [#acc.device_type<none>], operandSegmentSizes = {{.*}}, vector = [#acc.device_type<none>]}> ({
// GENERIC:       }) : (index, index, index) -> ()
func.func @loop_vector_in_attr_dict(%a: index, %b: index, %c: index) {
  acc.loop control(%i : index) = (%a : index) to (%b : index) step (%c : index) {
    acc.yield
  } attributes {vector = [#acc.device_type<none>], independent = [#acc.device_type<none>]}
  return
}

// -----

// CHECK-LABEL: func.func @loop_attr_dict_overrides_custom_directive
// CHECK:         acc.loop gang([#acc.device_type<nvidia>]) vector([#acc.device_type<nvidia>], %{{.*}} : i32) control(
// CHECK:         } attributes {independent = [#acc.device_type<none>]}
// GENERIC-LABEL: sym_name = "loop_attr_dict_overrides_custom_directive"
// GENERIC:       <{gang = [#acc.device_type<nvidia>], independent = [#acc.device_type<none>], operandSegmentSizes = {{.*}}, vector = [#acc.device_type<nvidia>], vectorOperandsDeviceType = [#acc.device_type<none>]}>
// GENERIC:       }) : (index, index, index, i32) -> ()
func.func @loop_attr_dict_overrides_custom_directive(%a: index, %b: index, %c: index, %v: i32) {
  acc.loop gang vector(%v : i32) control(%i : index) = (%a : index) to (%b : index) step (%c : index) {
    acc.yield
  } attributes {vector = [#acc.device_type<nvidia>], gang = [#acc.device_type<nvidia>], independent = [#acc.device_type<none>]}
  return
}

// -----

// Properties bound by `$fastmath` and `$overflowFlags` (optional groups): the dictionary's values.
// CHECK-LABEL: func.func @flags_in_attr_dict
// CHECK:         arith.addf %{{.*}}, %{{.*}} fastmath<fast> : f32
// CHECK:         arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i32
// CHECK-NOT:     fastmath =
// GENERIC-LABEL: sym_name = "flags_in_attr_dict"
// GENERIC:       "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC:       "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
func.func @flags_in_attr_dict(%a: f32, %b: f32, %c: i32, %d: i32) -> (f32, i32) {
  %0 = arith.addf %a, %b {fastmath = #arith.fastmath<fast>} : f32
  %1 = arith.addi %c, %d {overflowFlags = #arith.overflow<nsw>} : i32
  return %0, %1 : f32, i32
}

// -----

// Hand-written parsers (xDSL's and ours) of ops whose upstream form is an ODS
// format: the entry is the property, over what the syntax wrote
// (support/parsing.py, _attr_dict_entries_to_properties).
// CHECK-LABEL: func.func @custom_parsers
// CHECK:         index.constant 2
// CHECK:         gpu.thread_id y
// CHECK:         linalg.softmax dimension(0)
// CHECK-NOT:     {value
// CHECK-NOT:     {dimension
// GENERIC-LABEL: sym_name = "custom_parsers"
// GENERIC:       "index.constant"() <{value = 2 : index}> : () -> index
// GENERIC:       "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC:       "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}>
func.func @custom_parsers(%t: tensor<2x3xf32>) -> (index, index, tensor<2x3xf32>) {
  %0 = index.constant 1 {value = 2 : index}
  %1 = gpu.thread_id x {dimension = #gpu<dim y>}
  %2 = linalg.softmax {dimension = 0 : i64} dimension(1) ins(%t : tensor<2x3xf32>) outs(%t : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : index, index, tensor<2x3xf32>
}

// -----

// The module's name, and a landingpad's `cleanup` given only in the dictionary
// (upstream's parser adds `cleanup` to the attribute list only where the
// keyword is written).
// CHECK:         module @named
// CHECK-LABEL:   llvm.func @landingpad_cleanup_in_attr_dict
// CHECK:         llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// GENERIC:       "builtin.module"() <{sym_name = "named"}>
// GENERIC:       "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
module attributes {sym_name = "named"} {
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @landingpad_cleanup_in_attr_dict() attributes {personality = @__gxx_personality_v0} {
    llvm.invoke @landingpad_cleanup_in_attr_dict() to ^bb1 unwind ^bb2 : () -> ()
  ^bb1:
    llvm.return
  ^bb2:
    %0 = llvm.landingpad {cleanup} : !llvm.struct<(ptr, i32)>
    llvm.resume %0 : !llvm.struct<(ptr, i32)>
  }
}

// -----

// Without a visibility keyword, `sym_visibility` in the dictionary is no duplicate: it becomes the property
// (upstream's parseFunctionOp adds it to the attribute list only when it reads the keyword).

// CHECK-LABEL: func.func private @visibility_in_attr_dict()
// CHECK-NOT:     attributes
// GENERIC-LABEL: sym_name = "visibility_in_attr_dict"
// GENERIC-SAME:  sym_visibility = "private"
func.func @visibility_in_attr_dict() attributes {sym_visibility = "private"} {
  return
}

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

// A generic op with both `<{...}>` and `{...}`: an entry of the dictionary named as a property
// becomes that property (upstream's Operation::setAttrs), and the written properties are set over
// it (setPropertiesFromAttribute); it is not kept as a discardable attribute beside the property.
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: ai-opt %s | ai-opt --mlir-print-op-generic | FileCheck %s

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[PLUS2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-LABEL: sym_name = "both"
// CHECK: "affine.apply"(%{{.*}}) <{map = #[[ID]]}> {other} : (index) -> index
// CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// CHECK: "affine.apply"(%{{.*}}) <{map = #[[PLUS2]]}> : (index) -> index
func.func @both(%i: index, %a: f32) -> index {
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> {map = affine_map<(d0) -> (d0 + 1)>, other} : (index) -> index
  %1 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<fast>}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  // Only in the dictionary: it becomes the property.
  %2 = "arith.addf"(%a, %a) <{}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  %3 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0 + 2)>} : (index) -> index
  return %0 : index
}

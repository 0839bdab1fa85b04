// memref.global's visibility is optional, as upstream's: a global written
// without one has none (it is public), its generic form names none, and a
// generic global without one (as upstream prints a public global) reads back.
// A written "public" stays, and prints, as upstream's.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK: memref.global @g : memref<2xi32> = uninitialized
// CHECK: memref.global "private" constant @c : memref<2xf32> = dense<1.000000e+00>
// CHECK: memref.global "public" @p : memref<2xi32> = uninitialized
// CHECK: memref.global @generic : memref<2xi32> = dense<0>
// GENERIC: "memref.global"() <{initial_value, sym_name = "g", type = memref<2xi32>}> : () -> ()
// GENERIC: "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}>
// GENERIC: "memref.global"() <{initial_value, sym_name = "p", sym_visibility = "public", type = memref<2xi32>}>
// GENERIC: "memref.global"() <{initial_value = dense<0> : tensor<2xi32>, sym_name = "generic", type = memref<2xi32>}>
memref.global @g : memref<2xi32> = uninitialized
memref.global "private" constant @c : memref<2xf32> = dense<1.0>
memref.global "public" @p : memref<2xi32> = uninitialized
"memref.global"() <{initial_value = dense<0> : tensor<2xi32>, sym_name = "generic", type = memref<2xi32>}> : () -> ()

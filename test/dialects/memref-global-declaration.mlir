// A memref.global without `= ...` is an external declaration: it has no
// initial value (upstream's `isExternal`), unlike `= uninitialized` (a unit
// initial value). Both forms print and read back as they were written, and the
// generic form of the declaration names no initial_value, as upstream's.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK: memref.global @declared : memref<2xf32>{{$}}
// CHECK: memref.global @undefined : memref<2xf32> = uninitialized
// CHECK: memref.global @generic_declared : memref<2xf32>{{$}}
// GENERIC: "memref.global"() <{sym_name = "declared", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value, sym_name = "undefined", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_name = "generic_declared", type = memref<2xf32>}> : () -> ()
memref.global @declared : memref<2xf32>
memref.global @undefined : memref<2xf32> = uninitialized
"memref.global"() <{sym_name = "generic_declared", type = memref<2xf32>}> : () -> ()

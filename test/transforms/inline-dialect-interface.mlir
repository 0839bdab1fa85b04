// The inliner asks the dialect of each op of a callee whether it may be inlined (its DialectInlinerInterface,
// aiopt.support.inliner_interface), as upstream's does: a plugin's dialect declares the interface with its
// definition (Inputs/inliner_plugin.py). `inl` lets inl.movable be inlined but not inl.pinned, `opaque`
// has no interface, `everywhere` the base one; aiopt's dialects declare theirs in dialects/.

// RUN: ai-opt %s --load-dialect-plugin=%S/Inputs/inliner_plugin.py --inline | FileCheck %s
// Upstream's rules for aiopt's own dialects (affine into affine loops, unregistered ops) are checked against
// mlir-opt 22 in inline.mlir.

// CHECK-LABEL: func.func @calls_movable
// CHECK-NEXT:  inl.movable
// CHECK-NEXT:  return
func.func private @movable(%x: i32) -> i32 {
  %0 = inl.movable %x
  return %0 : i32
}
func.func @calls_movable(%x: i32) -> i32 {
  %0 = func.call @movable(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func private @pinned
// CHECK-LABEL: func.func @calls_pinned
// CHECK-NEXT:  call @pinned
func.func private @pinned(%x: i32) -> i32 {
  %0 = inl.pinned %x
  return %0 : i32
}
func.func @calls_pinned(%x: i32) -> i32 {
  %0 = func.call @pinned(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func private @opaque
// CHECK-LABEL: func.func @calls_opaque
// CHECK-NEXT:  call @opaque
func.func private @opaque(%x: i32) -> i32 {
  %0 = opaque.op %x
  return %0 : i32
}
func.func @calls_opaque(%x: i32) -> i32 {
  %0 = func.call @opaque(%x) : (i32) -> i32
  return %0 : i32
}

// CHECK-NOT:   func.func private @everywhere
// CHECK-LABEL: func.func @calls_everywhere
// CHECK-NEXT:  everywhere.op
// CHECK-NEXT:  return
func.func private @everywhere(%x: i32) -> i32 {
  %0 = everywhere.op %x
  return %0 : i32
}
func.func @calls_everywhere(%x: i32) -> i32 {
  %0 = func.call @everywhere(%x) : (i32) -> i32
  return %0 : i32
}

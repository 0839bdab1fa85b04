// RUN: ai-opt %s --split-input-file --verify-diagnostics

// An attr-dict entry named as a property that the op's upstream parser, hand-written,
// reads into the attribute list too: CustomOpAsmParser::parseOperation reports the
// duplicate at the op's name (support/parsing.py, UPSTREAM_ATTRIBUTE_LIST_ENTRIES).

func.func @apply_map(%i: index) -> index {
  // expected-error@+1 {{custom op 'affine.apply' attribute 'map' occurs more than once in the attribute list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i) {map = affine_map<(d0) -> (d0 + 1)>}
  return %0 : index
}

// -----

func.func @load_map(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{custom op 'affine.load' attribute 'map' occurs more than once in the attribute list}}
  %0 = affine.load %m[%i] {map = affine_map<(d0) -> (d0)>} : memref<4xf32>
  return %0 : f32
}

// -----

func.func @transpose_permutation(%a: tensor<4x3xf32>, %t: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{custom op 'linalg.transpose' attribute 'permutation' occurs more than once in the attribute list}}
  %0 = linalg.transpose ins(%a : tensor<4x3xf32>) outs(%t : tensor<3x4xf32>) permutation = [1, 0] {permutation = array<i64: 1, 0>}
  return %0 : tensor<3x4xf32>
}

// -----

func.func @memref_transpose(%m: memref<?x?xf32>) {
  // expected-error@+1 {{custom op 'memref.transpose' attribute 'permutation' occurs more than once in the attribute list}}
  %0 = memref.transpose %m (i, j) -> (j, i) {permutation = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----

func.func @const_shape() -> tensor<2xindex> {
  // expected-error@+1 {{custom op 'shape.const_shape' attribute 'shape' occurs more than once in the attribute list}}
  %0 = shape.const_shape {shape = dense<[1, 2]> : tensor<2xindex>} [1, 2] : tensor<2xindex>
  return %0 : tensor<2xindex>
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @landingpad_cleanup_twice() attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @landingpad_cleanup_twice() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  // expected-error@+1 {{custom op 'llvm.landingpad' attribute 'cleanup' occurs more than once in the attribute list}}
  %0 = llvm.landingpad cleanup {cleanup} : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : !llvm.struct<(ptr, i32)>
}

// -----

// Function ops: their parsers add the symbol name and function type to the attribute list
// (parseFunctionOp, GPUFuncOp::parse, LLVMFuncOp::parse).

// expected-error@+1 {{custom op 'func.func' attribute 'sym_name' occurs more than once in the attribute list}}
func.func @f() attributes {sym_name = "g"} {
  return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' attribute 'sym_name' occurs more than once in the attribute list}}
llvm.func @f() attributes {sym_name = "g"} {
  llvm.return
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' attribute 'function_type' occurs more than once in the attribute list}}
  gpu.func @k() kernel attributes {function_type = () -> ()} {
    gpu.return
  }
}

// -----

// With a visibility keyword, the attribute list already holds `sym_visibility` (parseOptionalVisibilityKeyword).

// expected-error@+1 {{custom op 'func.func' attribute 'sym_visibility' occurs more than once in the attribute list}}
func.func private @f() attributes {sym_visibility = "private"} {
  return
}

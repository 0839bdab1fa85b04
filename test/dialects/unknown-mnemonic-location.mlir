// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s

// A registered dialect's parser reports a type or attribute mnemonic it does
// not know at the mnemonic, after `!dialect.` (`#dialect.`), where it starts
// reading; the transform dialect has words of its own for types.

// CHECK: [[# @LINE + 1]]:40: error: unknown LLVM type: vec
func.func private @llvm_vec() -> !llvm.vec<4 x ptr>

// -----

// CHECK: [[# @LINE + 1]]:39: error: unknown gpu type: matrix
func.func private @gpu_type() -> !gpu.matrix

// -----

// CHECK: [[# @LINE + 1]]:57: error: unknown attribute `fastmath` in dialect `gpu`
func.func private @gpu_attribute() attributes {x = #gpu.fastmath}

// -----

// CHECK: [[# @LINE + 1]]:49: error: dialect 'arith' provides no type parsing hook
func.func private @arith_type() -> (i32, !arith.index)

// -----

// CHECK: [[# @LINE + 1]]:51: error: unknown type mnemonic: handle
func.func private @transform_type() -> !transform.handle

// -----

// CHECK: [[# @LINE + 1]]:69: error: unknown attribute `foo` in dialect `transform`
func.func private @transform_attribute() attributes {x = #transform.foo}

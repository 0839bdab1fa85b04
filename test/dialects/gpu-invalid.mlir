// RUN: ai-opt %s --split-input-file --verify-diagnostics

gpu.module @m {
  // expected-error@+1 {{expected void return type for kernel function}}
  gpu.func @k(%a: f32) -> f32 kernel {
    gpu.return %a : f32
  }
}

// -----

gpu.module @m {
  // expected-note@+1 {{return type declared here}}
  gpu.func @f(%a: f32) -> f32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{expected memory space workgroup in attribution}}
  gpu.func @k() workgroup(%w: memref<4xf32>) kernel {
    gpu.return
  }
}

// -----

func.func @launch(%c1: index) {
  // expected-error@+1 {{gpu.launch requires a non-empty body}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_args(%c1: index) {
  // expected-error@+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index):
    gpu.terminator
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_arg_types(%c1: index) {
  // expected-error@+1 {{expected the body to start with 12 index arguments}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index,
       %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: f32):
    gpu.terminator
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @too_few_operands(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op expected 6 or more operands, but found 5}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz) ({
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0>} : (index, index, index, index, index) -> ()
  return
}

// -----

func.func @all_reduce_kind(%x: f32) {
  // expected-error@+1 {{invalid op kind}}
  %r = gpu.all_reduce foo %x {} : (f32) -> (f32)
  return
}

// -----

func.func @wait_async_unnamed() {
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
}

// -----

gpu.module @gpu_funcs {
  // expected-error@+1 {{'gpu.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
  "gpu.func"() ({
    gpu.return
  }) {sym_name = "kernel_1", function_type = f32} : () -> ()
}

// -----

func.func @alloc(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = gpu.alloc () : memref<?xf32>
  return
}

// -----

func.func @reduce(%x: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce %x {} : (f32) -> f32
  return
}

// -----

func.func @reduce_body(%x: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @shuffle(%x: f32, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %r, %v = "gpu.shuffle"(%x, %o, %o) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f16, i1)
  return
}

// -----

func.func @launch_func(%c1: index, %i: i32) {
  // expected-error@+1 {{grid and block sizes must all have the same type}}
  "gpu.launch_func"(%c1, %c1, %c1, %i, %i, %i) <{kernel = @m::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, i32, i32, i32) -> ()
  return
}

// -----

func.func @launch_func_symbol(%c1: index) {
  // expected-error@+1 {{expected the kernel as @module::@function}}
  gpu.launch_func @k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  return
}

// -----

func.func @subgroup(%x: f32) {
  // expected-error@+1 {{expected a reduction kind}}
  %r = gpu.subgroup_reduce %x : (f32) -> f32
  return
}

// -----

module {
  // expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
  gpu.module @no_targets [] {
  }
}

// -----

module {
  // expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
  gpu.module @string_target ["sm_90"] {
  }
}

// -----

module {
  // expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
  gpu.binary @bin <"handler"> [#gpu.object<#nvvm.target, "">]
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error@+1 {{'gpu.func' op attribute 'known_grid_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
    gpu.func @k() kernel attributes {known_grid_size = array<i32: 4, 4, 4, 4>} {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @m {
    // expected-error@+1 {{'gpu.func' op expected body with at least one block}}
    "gpu.func"() ({}) {function_type = () -> (), sym_name = "empty"} : () -> ()
  }
}

// -----

func.func @launch_body_terminator(%n: index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    gpu.return
  }
  return
}

// -----

func.func @all_reduce_vector(%v: vector<2xi32>) {
  // expected-error@+1 {{'gpu.all_reduce' op operand #0 must be Integer or Float, but got 'vector<2xi32>'}}
  %r = gpu.all_reduce add %v {} : (vector<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @all_reduce_yield_count(%x: i32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: i32, %b: i32):
    gpu.yield
  } : (i32) -> (i32)
  return
}

// -----

func.func @all_reduce_without_yield(%x: i32) {
  // expected-error@+1 {{expected gpu.yield op in region}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: i32, %b: i32):
    "test.finish"() : () -> ()
  } : (i32) -> (i32)
  return
}

// -----

func.func @all_reduce_yield_type(%x: i32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: i32, %b: i32):
    %c = arith.constant 0 : i64
    gpu.yield %c : i64
  } : (i32) -> (i32)
  return
}

// -----

func.func @alloc_symbols(%s: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc () [%s] : memref<8xf32>
  return
}

// -----

gpu.module @m {
  gpu.func @return_type(%a: f32) -> f32 {
    %c = arith.constant 0 : i32
    // expected-error@+1 {{'gpu.return' op unexpected type `i32' for operand #0}}
    gpu.return %c : i32
  }
}

// -----

func.func @reduce_argument_type(%x: f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: i32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @launch_func_kernel(%n: index) {
  // expected-error@+1 {{custom op 'gpu.launch_func' invalid kind of attribute specified}}
  gpu.launch_func "kernel" blocks in (%n, %n, %n) threads in (%n, %n, %n)
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @unnamed(f32, f32) {
    gpu.return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_argument_attribute(%n: index) {
    // expected-error@+1 {{expected ')' in argument list}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index {foo})
    return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected at least 3 arguments to body region}}
  "gpu.func"() ({
  ^bb0(%a: f32, %b: memref<?xf32>):
    "gpu.return"() : () -> ()
  }) {function_type = (f32, memref<?xf32>) -> (), sym_name = "attributions", workgroup_attributions = 1 : i64} : () -> ()
}

// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Verifier checks of the gpu ops no other negative test reaches: index
// results of the id and dimension ops, operand counts and kinds, the mma
// ops' type matches.

func.func @block_dim_result() {
  // expected-error@+1 {{'gpu.block_dim' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @block_id_result() {
  // expected-error@+1 {{'gpu.block_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @cluster_dim_result() {
  // expected-error@+1 {{'gpu.cluster_dim' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_dim"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @cluster_id_result() {
  // expected-error@+1 {{'gpu.cluster_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_id"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @global_id_result() {
  // expected-error@+1 {{'gpu.global_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @grid_dim_result() {
  // expected-error@+1 {{'gpu.grid_dim' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @thread_id_result() {
  // expected-error@+1 {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> i32
  func.return
}

// -----

func.func @lane_id_result() {
  // expected-error@+1 {{'gpu.lane_id' op result #0 must be index, but got 'i64'}}
  %0 = "gpu.lane_id"() : () -> i64
  func.return
}

// -----

func.func @num_subgroups_result() {
  // expected-error@+1 {{'gpu.num_subgroups' op result #0 must be index, but got 'i64'}}
  %0 = "gpu.num_subgroups"() : () -> i64
  func.return
}

// -----

func.func @subgroup_id_result() {
  // expected-error@+1 {{'gpu.subgroup_id' op result #0 must be index, but got 'i64'}}
  %0 = "gpu.subgroup_id"() : () -> i64
  func.return
}

// -----

func.func @subgroup_size_result() {
  // expected-error@+1 {{'gpu.subgroup_size' op result #0 must be index, but got 'i64'}}
  %0 = "gpu.subgroup_size"() : () -> i64
  func.return
}

// -----

func.func @barrier_operands(%a: i32) {
  // expected-error@+1 {{'gpu.barrier' op requires zero operands}}
  "gpu.barrier"(%a) : (i32) -> ()
  func.return
}

// -----

func.func @dealloc_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'gpu.dealloc' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  "gpu.dealloc"(%t) : (tensor<4xf32>) -> ()
  func.return
}

// -----

func.func @mma_constant_value_type(%v: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %0 = "gpu.subgroup_mma_constant_matrix"(%v) : (f32) -> !gpu.mma_matrix<16x16xf16, "COp">
  func.return
}

// -----

func.func @mma_elementwise_arg_types(%a: !gpu.mma_matrix<16x16xf16, "COp">, %b: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op failed to verify that all of {args} have same type}}
  %0 = gpu.subgroup_mma_elementwise addf %a, %b : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  func.return
}

// -----

func.func @shuffle_index(%v: index, %o: i32, %w: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be i32, i64, f32 or f64, but got 'index'}}
  %r, %valid = gpu.shuffle xor %v, %o, %w : index
  func.return
}

// -----

func.func @subgroup_reduce_2d_vector(%v: vector<2x2xf32>) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or vector of Integer or Float values of ranks 1, but got 'vector<2x2xf32>'}}
  %r = gpu.subgroup_reduce add %v : (vector<2x2xf32>) -> vector<2x2xf32>
  func.return
}

// -----

func.func @subgroup_reduce_index(%v: index) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or vector of Integer or Float values of ranks 1, but got 'index'}}
  %r = gpu.subgroup_reduce add %v : (index) -> index
  func.return
}

// -----

func.func @alloc_dynamic_sizes(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %m = gpu.alloc (%n, %n) : memref<2x?xf32, 1>
  func.return
}

// -----

func.func @set_default_device_index(%i: index) {
  // expected-error@+1 {{'gpu.set_default_device' op operand #0 must be 32-bit signless integer, but got 'index'}}
  "gpu.set_default_device"(%i) : (index) -> ()
  func.return
}

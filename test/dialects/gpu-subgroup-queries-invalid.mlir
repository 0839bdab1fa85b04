// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @missing_type() {
  // expected-error@+1 {{expected ':'}}
  %0 = gpu.subgroup_id
  return
}

// -----

func.func @not_index() {
  // expected-error@+1 {{'gpu.num_subgroups' op result #0 must be index, but got 'i32'}}
  %0 = gpu.num_subgroups : i32
  return
}

// -----

// An upper_bound is an IndexAttr: past 64 bits it printed a value the parser then refused.
func.func @upper_bound_past_64_bits() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = gpu.subgroup_id upper_bound 18446744073709551616 : index
  return
}

// -----

func.func @cluster_size_past_32_bits(%x: f32) {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 4294967296) : (f32) -> f32
  return
}

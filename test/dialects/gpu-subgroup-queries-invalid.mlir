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

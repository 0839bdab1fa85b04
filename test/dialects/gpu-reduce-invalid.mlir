// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @all_reduce_integer_kind(%x: f32) {
  // expected-error@+1 {{`maxsi` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce maxsi %x {} : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_float_kind(%x: i32) {
  // expected-error@+1 {{`minimumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce minimumf %x {} : (i32) -> (i32)
  return
}

// -----

func.func @subgroup_reduce_bitwise_kind(%x: vector<4xf16>) {
  // expected-error@+1 {{`xor` reduction operation is not compatible with type 'vector<4xf16>'}}
  %r = gpu.subgroup_reduce xor %x : (vector<4xf16>) -> vector<4xf16>
  return
}

// -----

func.func @reductions_of_matching_types(%f: f32, %i: vector<4xi32>) -> (f32, vector<4xi32>) {
  %a = gpu.all_reduce maxnumf %f {} : (f32) -> (f32)
  %b = gpu.subgroup_reduce and %i : (vector<4xi32>) -> vector<4xi32>
  return %a, %b : f32, vector<4xi32>
}

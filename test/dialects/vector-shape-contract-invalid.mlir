// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifiers of vector.shape_cast, transpose, extract/insert_strided_slice, contract, outerproduct,
// step, interleave and deinterleave (aiopt.dialects.vector_shape and vector_contract), in upstream's words
// (each message checked against mlir-opt 22 with --verify-diagnostics).

func.func @shape_cast_0(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (12) and result (11)}}
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<11xf32>
  return
}

// -----

func.func @shape_cast_1(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<12xf16>
  return
}

// -----

func.func @shape_cast_2(%a: vector<4x[3]xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %a : vector<4x[3]xf32> to vector<12xf32>
  return
}

// -----

func.func @transpose_3(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4xf16>
  return
}

// -----

func.func @transpose_4(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 3}}
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4x1xf32>
  return
}

// -----

func.func @transpose_5(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %a, [1] : vector<4x3xf32> to vector<3x4xf32>
  return
}

// -----

func.func @transpose_6(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %a, [2, 0] : vector<4x3xf32> to vector<3x4xf32>
  return
}

// -----

func.func @transpose_7(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %a, [0, 0] : vector<4x3xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_8(%a: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<4x3xf32>
  return
}

// -----

func.func @extract_strided_slice_9(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [2, 2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_10(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %0 = vector.extract_strided_slice %a {offsets = [2, 2, 2, 2], sizes = [2, 2, 2, 2], strides = [1, 1, 1, 1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_11(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %a {offsets = [4], sizes = [1], strides = [1]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_12(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
  %0 = vector.extract_strided_slice %a {offsets = [0, -1], sizes = [1, 1], strides = [1, 1]} : vector<4x8x16xf32> to vector<1x1x16xf32>
  return
}

// -----

func.func @extract_strided_slice_13(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [5], strides = [1]} : vector<4x8x16xf32> to vector<5x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_14(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [1], strides = [2]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_15(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_16(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8x16xf32>'}}
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x15xf32>
  return
}

// -----

func.func @extract_strided_slice_17(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf16>
  return
}

// -----

func.func @extract_strided_slice_18(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op requires attribute 'sizes'}}
  %0 = vector.extract_strided_slice %a {offsets = [1], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_19(%a: vector<f32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = vector.extract_strided_slice %a {offsets = [], sizes = [], strides = []} : vector<f32> to vector<f32>
  return
}

// -----

func.func @insert_strided_slice_20(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_21(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_22(%a: vector<4x8x16x2xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 0], strides = [1, 1, 1, 1]} : vector<4x8x16x2xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_23(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 8, 0], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_24(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 0], strides = [1, 2]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_25(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 5, 0], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_26(%a: vector<4x4xf16>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 0], strides = [1, 1]} : vector<4x4xf16> into vector<4x8x16xf32>
  return
}

// -----

func.func @contract_27(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_28(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have no symbols}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k)[s] -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_29(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_30(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_31(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k + i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_32(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_33(%a: vector<2x5xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x5xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_34(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<3x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<3x3xf32>
  return
}

// -----

func.func @contract_35(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> ()>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into f32
  return
}

// -----

func.func @contract_36(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_37(%a: vector<2x4xf32>, %b: vector<4x3xf16>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf16> into vector<2x3xf32>
  return
}

// -----

func.func @contract_38(%a: vector<2x4xsi8>, %b: vector<4x3xsi8>, %c: vector<2x3xsi32>) {
  // expected-error@+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xsi8>, vector<4x3xsi8> into vector<2x3xsi32>
  return
}

// -----

func.func @contract_39(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf16>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf32>, vector<4x3xf32>, vector<2x3xf16>) -> vector<2x3xf32>
  return
}

// -----

func.func @outerproduct_40(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
  return
}

// -----

func.func @outerproduct_41(%a: vector<4xf32>, %b: vector<8x2xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8x2xf32>
  return
}

// -----

func.func @outerproduct_42(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf16>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf16>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_43(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<5x8xf32>
  return
}

// -----

func.func @outerproduct_44(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x9xf32>
  return
}

// -----

func.func @outerproduct_45(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @outerproduct_46(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x1xf32>
  return
}

// -----

func.func @outerproduct_47(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<maxsi>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_48(%a: vector<4xf32>, %b: vector<8xf16>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf16>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_49(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @step_50() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @step_51() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x4xindex>'}}
  %0 = vector.step : vector<2x4xindex>
  return
}

// -----

func.func @interleave_52(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<9xf32>
  return
}

// -----

func.func @interleave_53(%a: vector<2x4xf32>, %b: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<2x4xf32>, vector<4x3xf32>) -> vector<2x8xf32>
  return
}

// -----

func.func @deinterleave_54(%a: vector<7xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0:2 = vector.deinterleave %a : vector<7xf32> -> vector<3xf32>
  return
}

// -----

func.func @deinterleave_55(%a: vector<8xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0:2 = "vector.deinterleave"(%a) : (vector<8xf32>) -> (vector<4xf32>, vector<5xf32>)
  return
}

// -----

func.func @deinterleave_56(%a: vector<8xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%a) : (vector<8xf32>) -> (vector<5xf32>, vector<5xf32>)
  return
}

// -----

func.func @deinterleave_57(%a: vector<f32>) {
  // expected-error@+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0:2 = "vector.deinterleave"(%a) : (vector<f32>) -> (vector<f32>, vector<f32>)
  return
}

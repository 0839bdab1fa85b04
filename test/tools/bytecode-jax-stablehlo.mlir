// jaxlib's bytecode of a StableHLO module (Inputs/bytecode/make_jax_fixture.py): the stablehlo dialect's
// custom encodings (dot, gather, scatter and conv dimension numbers, precision, comparison direction and type,
// fft_type, rng_algorithm) read as the module's text does; our bytecode of it reads back the same.

// RUN: ai-opt %S/Inputs/bytecode/jax-stablehlo.mlirbc | FileCheck %s
// RUN: ai-opt %S/Inputs/bytecode/jax-stablehlo.mlirbc | FileCheck %s --check-prefix=RNG
// RUN: ai-opt %S/Inputs/bytecode/jax-stablehlo.mlirbc --emit-bytecode | ai-opt | FileCheck %s

// CHECK-LABEL: module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST]
// CHECK: stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
// CHECK: stablehlo.compare  GT, %arg2, %{{.*}},  SIGNED
// CHECK: #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
// CHECK: #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
// CHECK-LABEL: func.func private @fft
// CHECK: stablehlo.fft %arg0, type = FFT, length = [3]
// CHECK-LABEL: func.func private @sort
// CHECK: "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}>
// RNG: stablehlo.rng_bit_generator %{{.*}}, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)

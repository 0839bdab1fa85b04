// ai-translate --hlo-text-to-mhlo: rng-bit-generator, reduce-precision, batch-norm-*, fft, cholesky,
// triangular-solve, dot's operand_precision, get/set-dimension-size and domain (its operand stands for it).

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/misc.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[STATE:.*]]: tensor<2xui64>, %[[X:.*]]: tensor<2x3x4xf32>, %[[V:.*]]: tensor<3xf32>, %[[A:.*]]: tensor<3x3xf32>, %[[B:.*]]: tensor<3x2xf32>, %[[Z:.*]]: tensor<8xcomplex<f32>>)
// CHECK: %[[NS:.*]]:2 = "mhlo.rng_bit_generator"(%[[STATE]]) <{rng_algorithm = #mhlo.rng_algorithm<PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
// CHECK: %[[RP:.*]] = mhlo.reduce_precision %[[X]], format = e5m10 : tensor<2x3x4xf32>
// CHECK: %[[BNI:.*]] = "mhlo.batch_norm_inference"(%[[X]], %[[V]], %[[V]], %[[V]], %[[V]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}>
// CHECK: "mhlo.batch_norm_training"(%[[X]], %[[V]], %[[V]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
// CHECK: "mhlo.batch_norm_grad"(%[[X]], %[[V]], %[[V]], %[[V]], %[[X]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}>
// CHECK: %[[FFT:.*]] = "mhlo.fft"(%[[Z]]) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type FFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
// CHECK: %[[CH:.*]] = "mhlo.cholesky"(%[[A]]) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
// CHECK: %[[TS:.*]] = "mhlo.triangular_solve"(%[[A]], %[[B]]) <{left_side = true, lower = true, transpose_a = #mhlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK: %[[DOT:.*]] = "mhlo.dot_general"(%[[A]], %[[B]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}>
// CHECK: %[[SZ:.*]] = "mhlo.get_dimension_size"(%[[X]]) <{dimension = 1 : i64}> : (tensor<2x3x4xf32>) -> tensor<i32>
// CHECK: %[[DYN:.*]] = "mhlo.set_dimension_size"(%[[X]], %[[SZ]]) <{dimension = 1 : i64}> : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<2x?x4xf32>
// CHECK-NOT: mhlo.domain
// The entry's tuple root is flattened into one result per leaf, as XLA's importer does.
// CHECK-NOT: mhlo.tuple
// CHECK: return %[[NS]]#0, %[[NS]]#1, %[[RP]], %[[BNI]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[FFT]], %[[CH]], %[[TS]], %[[DOT]], %[[SZ]], %[[DYN]], %[[V]]

// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// fft as a DFT generic; cholesky and triangular_solve as loops on tensors.

// The transformed dim is a reduction (d2); the twiddle angle is 2 pi ((d1 * d2) mod 8) / 8, reduced to
// [0, pi/4] by its quadrant Q and octant half FAR before cos and sin (odd multiples of pi/4 are sqrt(1/2)),
// then rotated back by the quadrant. An f32 transform sums its f32 terms in f64, then truncates the sums.
// CHECK-LABEL: func.func @fft
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xcomplex<f32>>)
// CHECK: %[[Z:.*]] = complex.create %{{.*}}, %{{.*}} : complex<f64>
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x8xcomplex<f64>>)
// CHECK-NEXT: ^bb0(%{{.*}}: complex<f64>):
// CHECK-NEXT: linalg.yield %[[Z]]
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[A]] : tensor<4x8xcomplex<f32>>) outs(%[[INIT]] : tensor<4x8xcomplex<f64>>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: complex<f32>, %[[ACC:.*]]: complex<f64>):
// CHECK-NEXT: %[[K:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[N:.*]] = linalg.index 2 : index
// CHECK-NEXT: %[[KN:.*]] = arith.muli %[[K]], %[[N]] : index
// CHECK-NEXT: %[[EIGHT:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[TURNS:.*]] = arith.remui %[[KN]], %[[EIGHT]] : index
// CHECK-NEXT: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[T4:.*]] = arith.muli %[[TURNS]], %[[FOUR]] : index
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[T4]], %[[EIGHT]] : index
// CHECK-NEXT: %[[REST:.*]] = arith.remui %[[T4]], %[[EIGHT]] : index
// CHECK: %[[TWICE:.*]] = arith.muli %[[REST]], %{{.*}} : index
// CHECK-NEXT: %[[FAR:.*]] = arith.cmpi ugt, %[[TWICE]], %[[EIGHT]] : index
// CHECK-NEXT: %[[OTHER:.*]] = arith.subi %[[EIGHT]], %[[REST]] : index
// CHECK-NEXT: arith.select %[[FAR]], %[[OTHER]], %[[REST]] : index
// CHECK: %[[COS:.*]] = math.cos
// CHECK-NEXT: %[[SINE:.*]] = math.sin
// CHECK-NEXT: arith.select %[[FAR]], %[[SINE]], %[[COS]] : f32
// CHECK-NEXT: arith.select %[[FAR]], %[[COS]], %[[SINE]] : f32
// CHECK-NEXT: %[[DIAGONAL:.*]] = arith.cmpi eq, %[[TWICE]], %[[EIGHT]] : index
// CHECK-NEXT: %[[HALF:.*]] = arith.constant 0.707106769 : f32
// CHECK-NEXT: arith.select %[[DIAGONAL]], %[[HALF]]
// CHECK-NEXT: arith.select %[[DIAGONAL]], %[[HALF]]
// CHECK: arith.andi %[[Q]]
// CHECK: %[[LOWER_HALF:.*]] = arith.cmpi uge, %[[Q]]
// CHECK: %[[SIN:.*]] = arith.select %[[LOWER_HALF]]
// CHECK-NEXT: %[[NEG:.*]] = arith.negf %[[SIN]] : f32
// CHECK-NEXT: %[[W:.*]] = complex.create %{{.*}}, %[[NEG]] : complex<f32>
// CHECK-NEXT: %[[T:.*]] = complex.mul %[[X]], %[[W]] : complex<f32>
// CHECK-NEXT: %[[TRE:.*]] = complex.re %[[T]] : complex<f32>
// CHECK-NEXT: %[[WRE:.*]] = arith.extf %[[TRE]] : f32 to f64
// CHECK-NEXT: %[[TIM:.*]] = complex.im %[[T]] : complex<f32>
// CHECK-NEXT: %[[WIM:.*]] = arith.extf %[[TIM]] : f32 to f64
// CHECK-NEXT: %[[WIDE:.*]] = complex.create %[[WRE]], %[[WIM]] : complex<f64>
// CHECK-NEXT: %[[S:.*]] = complex.add %[[ACC]], %[[WIDE]] : complex<f64>
// CHECK-NEXT: linalg.yield %[[S]] : complex<f64>
// CHECK: %[[F:.*]] = linalg.generic {{.*}} ins(%[[R]] : tensor<4x8xcomplex<f64>>) outs(%{{.*}} : tensor<4x8xcomplex<f32>>)
// CHECK-NEXT: ^bb0(%[[SUM:.*]]: complex<f64>, %{{.*}}: complex<f32>):
// CHECK-NEXT: %[[SRE:.*]] = complex.re %[[SUM]] : complex<f64>
// CHECK-NEXT: %[[NRE:.*]] = arith.truncf %[[SRE]] : f64 to f32
// CHECK-NEXT: %[[SIM:.*]] = complex.im %[[SUM]] : complex<f64>
// CHECK-NEXT: %[[NIM:.*]] = arith.truncf %[[SIM]] : f64 to f32
// CHECK-NEXT: %[[NARROW:.*]] = complex.create %[[NRE]], %[[NIM]] : complex<f32>
// CHECK-NEXT: linalg.yield %[[NARROW]] : complex<f32>
// CHECK: return %[[F]]
func.func @fft(%a: tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>> {
  %0 = mhlo.fft %a, type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  func.return %0 : tensor<4x8xcomplex<f32>>
}

// -----

// An inverse real transform of 2-D: two reductions, the real part weighted. The angle adds the turns of the
// two lengths 4 and 6 over their lcm 12: ((d0 d2) mod 4) * 3 + ((d1 d3) mod 6) * 2, mod 12.
// CHECK-LABEL: func.func @irfft_2d
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
// CHECK: %[[R0:.*]] = arith.remui %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[T0:.*]] = arith.muli %[[R0]], %[[THREE]] : index
// CHECK: %[[R1:.*]] = arith.remui %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[T1:.*]] = arith.muli %[[R1]], %[[TWO]] : index
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[T0]], %[[T1]] : index
// CHECK-NEXT: %[[TWELVE:.*]] = arith.constant 12 : index
// CHECK-NEXT: arith.remui %[[SUM]], %[[TWELVE]] : index
// CHECK: arith.constant 0.1308996938995747 : f64
// CHECK: complex.re
// CHECK: complex.im
// CHECK: arith.select
// CHECK: -> tensor<4x6xf64>
func.func @irfft_2d(%a: tensor<4x4xcomplex<f64>>) -> tensor<4x6xf64> {
  %0 = stablehlo.fft %a, type = IRFFT, length = [4, 6] : (tensor<4x4xcomplex<f64>>) -> tensor<4x6xf64>
  func.return %0 : tensor<4x6xf64>
}

// -----

// A dynamic batch (jax.export's symbolic batch): the sums' and the result's tensors take its size from the operand.
// CHECK-LABEL: func.func @rfft_dynamic_batch
// CHECK-SAME: (%[[A:.*]]: tensor<?x16xf32>)
// CHECK: %[[D0:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x16xf32>
// CHECK: tensor.empty(%[[D0]]) : tensor<?x9xcomplex<f64>>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[A]] : tensor<?x16xf32>)
// CHECK: tensor.empty(%{{.*}}) : tensor<?x9xcomplex<f32>>
// CHECK: -> tensor<?x9xcomplex<f32>>
func.func @rfft_dynamic_batch(%a: tensor<?x16xf32>) -> tensor<?x9xcomplex<f32>> {
  %0 = stablehlo.fft %a, type = RFFT, length = [16] : (tensor<?x16xf32>) -> tensor<?x9xcomplex<f32>>
  func.return %0 : tensor<?x9xcomplex<f32>>
}

// -----

// A dynamic transformed dimension's size must be the length's: asserted, then cast to it; the result is cast back.
// CHECK-LABEL: func.func @fft_dynamic_transformed_dim
// CHECK-SAME: (%[[A:.*]]: tensor<2x?xcomplex<f32>>)
// CHECK: %[[D1:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<2x?xcomplex<f32>>
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[D1]], %{{.*}} : index
// CHECK: cf.assert %[[OK]], "'mhlo.fft' op dimension 1 of operand #0 is not 8 (its fft_length)"
// CHECK: %[[CAST:.*]] = tensor.cast %[[A]] : tensor<2x?xcomplex<f32>> to tensor<2x8xcomplex<f32>>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[CAST]] : tensor<2x8xcomplex<f32>>)
// CHECK: %[[R:.*]] = linalg.generic
// CHECK: %[[BACK:.*]] = tensor.cast %[[R]] : tensor<2x8xcomplex<f32>> to tensor<2x?xcomplex<f32>>
// CHECK: return %[[BACK]]
func.func @fft_dynamic_transformed_dim(%a: tensor<2x?xcomplex<f32>>) -> tensor<2x?xcomplex<f32>> {
  %0 = mhlo.fft %a, type = FFT, length = [8] : (tensor<2x?xcomplex<f32>>) -> tensor<2x?xcomplex<f32>>
  func.return %0 : tensor<2x?xcomplex<f32>>
}

// -----

// Column j: the pivot a[j][j] - sum L[j][k]^2, its square root, then the rows below; the pivots' sign is tracked.
// CHECK-LABEL: func.func @cholesky
// CHECK-SAME: (%[[A:.*]]: tensor<3x3xf64>)
// CHECK: %[[L0:.*]] = linalg.fill ins(%{{.*}} : f64) outs(%{{.*}} : tensor<3x3xf64>) -> tensor<3x3xf64>
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[L:.*]]:2 = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[L0]], %{{.*}} = %[[TRUE]]) -> (tensor<3x3xf64>, i1)
// CHECK-NEXT: %[[AJJ:.*]] = tensor.extract %[[A]][%[[J]], %[[J]]] : tensor<3x3xf64>
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[J]] step %{{.*}} iter_args(%{{.*}} = %[[AJJ]]) -> (f64)
// CHECK: arith.cmpf ogt
// CHECK: %[[D:.*]] = math.sqrt
// CHECK: tensor.insert %[[D]] into %[[ACC]][%[[J]], %[[J]]]
// CHECK: arith.divf %{{.*}}, %[[D]] : f64
// CHECK: %[[BAD:.*]] = arith.xori %[[L]]#1, %[[TRUE]] : i1
// CHECK: scf.if %[[BAD]] -> (tensor<3x3xf64>)
// CHECK: tensor.insert %{{.*}} into
func.func @cholesky(%a: tensor<3x3xf64>) -> tensor<3x3xf64> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>
  func.return %0 : tensor<3x3xf64>
}

// -----

// Forward substitution over rows i (then columns c of b), in place in b: x[i][c] = (b[i][c] - sum_k<i a[i][k] x[k][c]) / a[i][i].
// CHECK-LABEL: func.func @triangular_solve
// CHECK-SAME: (%[[A:.*]]: tensor<3x3xf32>, %[[B:.*]]: tensor<3x2xf32>)
// CHECK: %[[X:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[B]]) -> (tensor<3x2xf32>)
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<3x2xf32>)
// CHECK-NEXT: %[[BIC:.*]] = tensor.extract %[[ACC]][%[[I]], %[[C]]] : tensor<3x2xf32>
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %[[I]] step %{{.*}} iter_args(%{{.*}} = %[[BIC]]) -> (f32)
// CHECK-NEXT: tensor.extract %[[A]][%[[I]], %[[K]]] : tensor<3x3xf32>
// CHECK-NEXT: tensor.extract %[[ACC]][%[[K]], %[[C]]] : tensor<3x2xf32>
// CHECK: %[[AII:.*]] = tensor.extract %[[A]][%[[I]], %[[I]]] : tensor<3x3xf32>
// CHECK-NEXT: %[[V:.*]] = arith.divf %{{.*}}, %[[AII]] : f32
// CHECK-NEXT: tensor.insert %[[V]] into %[[ACC]][%[[I]], %[[C]]] : tensor<3x2xf32>
// CHECK: return %[[X]]
func.func @triangular_solve(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "mhlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #mhlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// Complex matrices are not lowered.
func.func @cholesky_complex(%a: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.cholesky'}}
  %0 = mhlo.cholesky %a, lower = true : tensor<2x2xcomplex<f32>>
  func.return %0 : tensor<2x2xcomplex<f32>>
}

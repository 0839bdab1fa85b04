// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// jax's LAPACK custom calls (jaxlib's lapack_*_ffi targets): trsm becomes triangular_solve (lowered to
// substitution loops), potrf, getrf, geqrf and orgqr become loops on tensors, syevd and gesdd Jacobi sweeps in f64,
// geev shifted QR steps in complex<f64>.
// Except trsm, each is a call of a private function of the module on tensors of `?` sizes (one for every shape),
// made after the first function that calls it; potrf, getrf, geqrf and orgqr loop over the batch in it (its
// dimensions as one, 1 without a batch).

// side 'L', uplo 'U', trans_x 'T', diag 'U': op(a) = a^T reads a[k][i]; a unit diagonal divides by nothing.
// CHECK-LABEL: func.func @trsm
// CHECK-SAME: (%[[A:.*]]: tensor<4x4xf32>, %[[B:.*]]: tensor<4x3xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[B]])
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %[[I]]
// CHECK-NEXT: tensor.extract %[[A]][%[[K]], %[[I]]] : tensor<4x4xf32>
// CHECK-NOT: arith.divf
// CHECK: return
func.func @trsm(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// The factor starts as %a (the other triangle is kept); a column writes only while every pivot so far was > 0,
// and the first that is not gives info = j + 1.
// CHECK-LABEL: func.func @potrf
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[INFOS:.*]] = tensor.empty() : tensor<2xi32>
// CHECK-NEXT: %[[A_DYNAMIC:.*]] = tensor.cast %[[A]] : tensor<2x3x3xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %[[INFOS_DYNAMIC:.*]] = tensor.cast %[[INFOS]] : tensor<2xi32> to tensor<?xi32>
// CHECK-NEXT: %[[R:.*]]:2 = call @lapack_potrf_lower_f32(%[[A_DYNAMIC]], %[[INFOS_DYNAMIC]]) : (tensor<?x?x?xf32>, tensor<?xi32>) -> (tensor<?x?x?xf32>, tensor<?xi32>)
// CHECK-NEXT: %[[FACTOR:.*]] = tensor.cast %[[R]]#0 : tensor<?x?x?xf32> to tensor<2x3x3xf32>
// CHECK-NEXT: %[[INFO_RESULT:.*]] = tensor.cast %[[R]]#1 : tensor<?xi32> to tensor<2xi32>
// CHECK-NEXT: return %[[FACTOR]], %[[INFO_RESULT]]
// CHECK: func.func private @lapack_potrf_lower_f32(%[[F:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?xi32>)
// CHECK: scf.for %[[BATCH:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[F]], %{{.*}} = %[[I]])
// CHECK: scf.for %[[J:[^ ]+]] = {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[OK:.*]] = %true, %[[INFO:.*]] = %c0_i32)
// CHECK: %[[POSITIVE:.*]] = arith.cmpf ogt, %[[PIVOT:.*]], %{{.*}} : f32
// CHECK-NEXT: %[[GOOD:.*]] = arith.andi %[[OK]], %[[POSITIVE]] : i1
// CHECK-NEXT: %[[FIRST:.*]] = arith.xori %[[OK]], %[[GOOD]] : i1
// CHECK: arith.select %[[FIRST]], %{{.*}}, %[[INFO]] : i32
// CHECK: %[[ROOT:.*]] = math.sqrt %[[PIVOT]] : f32
// CHECK: arith.select %[[GOOD]], %[[ROOT]], %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %[[ROOT]] : f32
// CHECK: tensor.insert %{{.*}} into %{{.*}}[%[[BATCH]]] : tensor<?xi32>
func.func @potrf(%a: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>) {
  %0:2 = mhlo.custom_call @lapack_spotrf_ffi(%a) {api_version = 4 : i32, backend_config = {uplo = 76 : ui8}} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2xi32>)
  func.return %0#0, %0#1 : tensor<2x3x3xf32>, tensor<2xi32>
}

// -----

// Pivot search (a strictly larger magnitude wins: the first of the largest), 1-based pivot, swap and scaling
// only for a nonzero pivot, then the trailing update.
// CHECK-LABEL: func.func @getrf
// CHECK-SAME: (%[[A:.*]]: tensor<3x2xf32>)
// CHECK: %[[A3:.*]] = tensor.expand_shape %[[A]] {{\[}}[0, 1], [2]] output_shape [1, 3, 2] : tensor<3x2xf32> into tensor<1x3x2xf32>
// CHECK-NEXT: %[[PIVOTS2:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [1, 2] : tensor<2xi32> into tensor<1x2xi32>
// CHECK-NEXT: %[[INFO1:.*]] = tensor.expand_shape %{{.*}} [] output_shape [1] : tensor<i32> into tensor<1xi32>
// CHECK: %[[R:.*]]:3 = call @lapack_getrf_f32
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
// CHECK-NEXT: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
// CHECK-NEXT: tensor.collapse_shape %{{.*}} [] : tensor<1xi32> into tensor<i32>
// CHECK: func.func private @lapack_getrf_f32(%{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?x?xi32>, %{{.*}}: tensor<?xi32>)
// CHECK: scf.for %[[J:[^ ]+]] = {{.*}} -> (tensor<?x?x?xf32>, tensor<?x?xi32>, i32)
// CHECK: math.absf
// CHECK: scf.for
// CHECK: %[[LARGER:.*]] = arith.cmpf ogt
// CHECK-NEXT: arith.select %[[LARGER]], %{{.*}}, %{{.*}} : index
// CHECK: %[[ONE_BASED:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: tensor.insert %[[ONE_BASED]] into %{{.*}}[%{{.*}}, %[[J]]] : tensor<?x?xi32>
// CHECK: %[[NONZERO:.*]] = arith.cmpf une
// CHECK: arith.select %[[NONZERO]]
// CHECK: arith.divf
// CHECK: arith.mulf
// CHECK-NEXT: arith.subf
func.func @getrf(%a: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xi32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xi32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<3x2xf32>, tensor<2xi32>, tensor<i32>
}

// -----

// Householder QR: a column reflects only when the elements below its diagonal are not all zero (scf.if; tau 0
// otherwise); beta = -copysign(|(alpha, x)|, alpha), tau = (beta - alpha) / beta.
// CHECK-LABEL: func.func @geqrf
// CHECK-SAME: (%[[A:.*]]: tensor<3x2xf32>)
// CHECK: call @lapack_geqrf_f32(%{{.*}}, %{{.*}}) : (tensor<?x?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
// CHECK: func.func private @lapack_geqrf_f32
// CHECK: %[[NORM:.*]] = math.sqrt %{{.*}} : f32
// CHECK-NEXT: %[[REFLECTS:.*]] = arith.cmpf une, %[[NORM]], %[[ZERO:.*]] : f32
// CHECK-NEXT: %[[IF:.*]]:2 = scf.if %[[REFLECTS]] -> (tensor<?x?x?xf32>, f32)
// CHECK: %[[LENGTH:.*]] = math.sqrt
// CHECK-NEXT: %[[SIGNED:.*]] = math.copysign %[[LENGTH]], %[[ALPHA:.*]] : f32
// CHECK-NEXT: %[[BETA:.*]] = arith.negf %[[SIGNED]] : f32
// CHECK-NEXT: %[[DIFF:.*]] = arith.subf %[[BETA]], %[[ALPHA]] : f32
// CHECK-NEXT: %[[TAU:.*]] = arith.divf %[[DIFF]], %[[BETA]] : f32
// CHECK: scf.yield %{{.*}}, %[[TAU]] : tensor<?x?x?xf32>, f32
// CHECK: } else {
// CHECK-NEXT: scf.yield %{{.*}}, %[[ZERO]] : tensor<?x?x?xf32>, f32
// CHECK: tensor.insert %[[IF]]#1 into %{{.*}} : tensor<?x?xf32>
func.func @geqrf(%a: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>) {
  %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)
  func.return %0#0, %0#1 : tensor<3x2xf32>, tensor<2xf32>
}

// -----

// Q from the reflectors: the columns past the 2 reflectors start as the identity's, then the reflectors apply
// from the last one; each column becomes -tau v with 1 - tau on the diagonal.
// CHECK-LABEL: func.func @orgqr
// CHECK: call @lapack_orgqr_f32(%{{.*}}, %{{.*}}) : (tensor<?x?x?xf32>, tensor<?x?xf32>) -> tensor<?x?x?xf32>
// CHECK: func.func private @lapack_orgqr_f32
// CHECK: arith.cmpi eq
// CHECK: %[[TAU:.*]] = tensor.extract %{{.*}} : tensor<?x?xf32>
// CHECK: arith.negf %[[TAU]] : f32
// CHECK: arith.subf %{{.*}}, %[[TAU]] : f32
func.func @orgqr(%a: tensor<3x3xf32>, %taus: tensor<2xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.custom_call @lapack_sorgqr_ffi(%a, %taus) {mhlo.backend_config = {}} : (tensor<3x3xf32>, tensor<2xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}

// -----

// Jacobi eigenvalues: the symmetric matrix of the upper triangle (a[min][max]) in f64, given to the private
// function @lapack_jacobi_eigh_f64 (one for every shape: its tensors are ?x?), which runs at most 30 sweeps,
// each only while the one before rotated; a rotation where |A[p][q]| > eps sqrt(|A[p][p] A[q][q]|), which
// zeroes A[p][q]; the diagonal sorted ascending (olt); the call site narrows it to f32, NaN where an element
// was not finite.
// CHECK-LABEL: func.func @syevd
// CHECK-SAME: (%[[A:.*]]: tensor<3x3xf32>)
// CHECK: %[[INSIDE:.*]] = arith.cmpi sle, %[[I:.*]], %[[J:.*]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.select %[[INSIDE]], %[[I]], %[[J]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.select %[[INSIDE]], %[[J]], %[[I]] : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[A]][%[[ROW]], %[[COL]]] : tensor<3x3xf32>
// CHECK-NEXT: arith.extf %[[X]] : f32 to f64
// CHECK: arith.cmpf ord
// CHECK: %[[WORK:.*]] = tensor.cast %{{.*}} : tensor<3x3xf64> to tensor<?x?xf64>
// CHECK-NEXT: %[[EIGH:.*]]:2 = call @lapack_jacobi_eigh_f64(%[[WORK]]) : (tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>)
// CHECK-NEXT: tensor.cast %[[EIGH]]#0 : tensor<?xf64> to tensor<3xf64>
// CHECK-NEXT: tensor.cast %[[EIGH]]#1 : tensor<?x?xf64> to tensor<3x3xf64>
// CHECK: %[[NAN:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[NAN]] : f64
// CHECK-NEXT: arith.truncf %{{.*}} : f64 to f32
// CHECK: func.func private @lapack_jacobi_eigh_f64(%{{.*}}: tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>) attributes {aiopt.lapack_kernel = "lapack_jacobi_eigh_f64"}
// CHECK: %[[SWEEPS:.*]] = arith.constant 30 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[SWEEPS]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[ROTATED:.*]] = %true{{.*}})
// CHECK-NEXT: scf.if %[[ROTATED]] -> (tensor<?x?xf64>, tensor<?x?xf64>, i1)
// CHECK: %[[EPS:.*]] = arith.constant 2.2204460492503131E-16 : f64
// CHECK: %[[BOUND:.*]] = arith.mulf %[[EPS]], %{{.*}} : f64
// CHECK-NEXT: %[[SIZE:.*]] = math.absf %{{.*}} : f64
// CHECK-NEXT: %[[ROTATES:.*]] = arith.cmpf ogt, %[[SIZE]], %[[BOUND]] : f64
// CHECK: arith.select %[[ROTATES]], %{{.*}}, %{{.*}} : f64
// CHECK: arith.ori
// CHECK: arith.cmpf olt
func.func @syevd(%a: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<3x3xf32>, tensor<3xf32>, tensor<i32>
}

// -----

// One-sided Jacobi on the columns of the transposed 2x3 matrix (3x2: a[j][i]) in @lapack_jacobi_svd_f64:
// the tolerance is rows * eps; column norms sorted descending (ogt); Householder QR of the 3x2 work matrix
// in @lapack_orthonormal_columns_f64 (of 2 columns) gives u's columns with R's diagonal signs; the first
// result is %a. Both functions come after the caller, once for every call of the module.
// CHECK-LABEL: func.func @gesdd
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK: tensor.extract %[[A]][%[[J:.*]], %[[I:.*]]] : tensor<2x3xf32>
// CHECK: %[[WORK:.*]] = tensor.cast %{{.*}} : tensor<3x2xf64> to tensor<?x?xf64>
// CHECK-NEXT: %[[SVD:.*]]:3 = call @lapack_jacobi_svd_f64(%[[WORK]]) : (tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>, tensor<?x?xf64>)
// CHECK-NEXT: tensor.cast %[[SVD]]#0 : tensor<?xf64> to tensor<2xf64>
// CHECK-NEXT: %[[ROTATED:.*]] = tensor.cast %[[SVD]]#1 : tensor<?x?xf64> to tensor<3x2xf64>
// CHECK: %[[ROTATED_DYNAMIC:.*]] = tensor.cast %[[ROTATED]] : tensor<3x2xf64> to tensor<?x?xf64>
// CHECK-NEXT: call @lapack_orthonormal_columns_f64(%[[ROTATED_DYNAMIC]], %c2{{.*}}) : (tensor<?x?xf64>, index) -> tensor<?x?xf64>
// CHECK: return %[[A]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<i32>
// CHECK: func.func private @lapack_jacobi_svd_f64(%[[W:.*]]: tensor<?x?xf64>)
// CHECK: %[[ROWS:.*]] = tensor.dim %[[W]], %c0{{.*}} : tensor<?x?xf64>
// CHECK: %[[ROWS_I64:.*]] = arith.index_cast %[[ROWS]] : index to i64
// CHECK-NEXT: %[[ROWS_F64:.*]] = arith.sitofp %[[ROWS_I64]] : i64 to f64
// CHECK-NEXT: %[[EPS:.*]] = arith.constant 2.2204460492503131E-16 : f64
// CHECK-NEXT: %[[TOLERANCE:.*]] = arith.mulf %[[ROWS_F64]], %[[EPS]] : f64
// CHECK: arith.mulf %[[TOLERANCE]], %{{.*}} : f64
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf ogt
// CHECK: func.func private @lapack_orthonormal_columns_f64(%{{.*}}: tensor<?x?xf64>, %{{.*}}: index) -> tensor<?x?xf64>
// CHECK: tensor.empty(%{{.*}}) : tensor<?xf64>
// CHECK: math.copysign
// CHECK: math.copysign
func.func @gesdd(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<i32>) {
  %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 83 : ui8}} : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<i32>
}

// -----

// Complex Cholesky of the upper triangle (U = L^H: read and written conjugated): the pivot is the real part of
// a[j][j] - sum |L[j][k]|^2, the diagonal its square root as a complex number, and the column below is divided
// part by part by that real root.
// CHECK-LABEL: func.func @complex_potrf
// CHECK: complex.mul
// CHECK-NEXT: complex.sub
// CHECK: %[[PIVOT:.*]] = complex.re %{{.*}} : complex<f32>
// CHECK: arith.cmpf ogt, %[[PIVOT]], %{{.*}} : f32
// CHECK: %[[ROOT:.*]] = math.sqrt %[[PIVOT]] : f32
// CHECK: complex.create %[[ROOT]], %{{.*}} : complex<f32>
// CHECK: %[[RE:.*]] = complex.re %[[SUM:.*]] : complex<f32>
// CHECK-NEXT: %[[X:.*]] = arith.divf %[[RE]], %[[ROOT]] : f32
// CHECK-NEXT: %[[IM:.*]] = complex.im %[[SUM]] : complex<f32>
// CHECK-NEXT: %[[Y:.*]] = arith.divf %[[IM]], %[[ROOT]] : f32
// CHECK-NEXT: %[[L:.*]] = complex.create %[[X]], %[[Y]] : complex<f32>
// CHECK: %[[U:.*]] = complex.conj %[[L]] : complex<f32>
func.func @complex_potrf(%a: tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<i32>) {
  %0:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%a) {mhlo.backend_config = {uplo = 85 : ui8}} : (tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<2x2xcomplex<f32>>, tensor<i32>
}

// -----

// Complex Jacobi: the Hermitian matrix of the lower triangle in complex<f64> (the upper one conjugated, the
// diagonal's real parts); A[p][q] = |g| e rotates with the phase conj(e) on column q and e on row q (the
// phase 1 where g is 0).
// CHECK-LABEL: func.func @complex_heevd
// CHECK: %[[INSIDE:.*]] = arith.cmpi sge
// CHECK: %[[WIDE:.*]] = complex.create %{{.*}}, %{{.*}} : complex<f64>
// CHECK-NEXT: %[[CONJ:.*]] = complex.conj %[[WIDE]] : complex<f64>
// CHECK-NEXT: arith.select %[[INSIDE]], %[[WIDE]], %[[CONJ]] : complex<f64>
// CHECK: %[[SIZE:.*]] = math.sqrt %{{.*}} : f64
// CHECK: %[[RAW:.*]] = complex.create %{{.*}}, %{{.*}} : complex<f64>
// CHECK: %[[NONZERO:.*]] = arith.cmpf one, %[[SIZE]], %{{.*}} : f64
// CHECK: %[[PHASE:.*]] = arith.select %[[NONZERO]], %[[RAW]], %{{.*}} : complex<f64>
// CHECK: %[[COLUMN_PHASE:.*]] = complex.conj %[[PHASE]] : complex<f64>
// CHECK: complex.mul %[[COLUMN_PHASE]], %{{.*}} : complex<f64>
// CHECK: complex.mul %[[PHASE]], %{{.*}} : complex<f64>
func.func @complex_heevd(%a: tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<2xf32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_cheevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<2xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x2xcomplex<f32>>, tensor<2xf32>, tensor<i32>
}

// -----

// The calls of one kernel and working type share its function, whatever their shapes and element types (f32
// and f64 both work in f64); a function of the module that has the kernel's name keeps it, and the kernel's
// takes the first free suffix.
// CHECK-LABEL: func.func @shared_kernel
// CHECK: call @lapack_jacobi_eigh_f64_0(%{{.*}}) : (tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>)
// CHECK: scf.for
// CHECK: call @lapack_jacobi_eigh_f64_0(%{{.*}}) : (tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>)
// CHECK: func.func private @lapack_jacobi_eigh_f64(%{{.*}}: f32) -> f32
// CHECK: func.func private @lapack_jacobi_eigh_f64_0(%{{.*}}: tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>) attributes {aiopt.lapack_kernel = "lapack_jacobi_eigh_f64"}
// CHECK-NOT: func.func
func.func @shared_kernel(%a: tensor<3x3xf32>, %b: tensor<2x4x4xf64>) -> (tensor<3xf32>, tensor<2x4xf64>) {
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
  %1:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%b) {mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xf64>, tensor<2xi32>)
  func.return %0#1, %1#1 : tensor<3xf32>, tensor<2x4xf64>
}
func.func private @lapack_jacobi_eigh_f64(%x: f32) -> f32 {
  func.return %x : f32
}

// -----

// Dynamic shapes: the outputs' `?` sizes from the operand's (tensor.dim), the batch collapsed to one `?`
// dimension for the kernel and expanded back with the operand's batch sizes.
// CHECK-LABEL: func.func @dynamic_getrf
// CHECK-SAME: (%[[A:.*]]: tensor<?x2x?x?xf32>)
// CHECK-DAG: %[[B:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x2x?x?xf32>
// CHECK-DAG: %[[M:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x2x?x?xf32>
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x2x?x?xf32>
// CHECK: %[[K:.*]] = arith.minsi %[[M]], %[[N]] : index
// CHECK: %[[PIVOTS:.*]] = tensor.empty(%[[B]], %[[K]]) : tensor<?x2x?xi32>
// CHECK: %[[INFOS:.*]] = tensor.empty(%[[B]]) : tensor<?x2xi32>
// CHECK: %[[A3:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1], [2], [3]] : tensor<?x2x?x?xf32> into tensor<?x?x?xf32>
// CHECK: %[[R:.*]]:3 = call @lapack_getrf_f32(%[[A3]], %{{.*}}, %{{.*}}) : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?xi32>)
// CHECK: tensor.expand_shape %[[R]]#0 {{\[}}[0, 1], [2], [3]] output_shape [%[[B]], 2, %{{.*}}, %{{.*}}] : tensor<?x?x?xf32> into tensor<?x2x?x?xf32>
// CHECK: tensor.expand_shape %[[R]]#2 {{\[}}[0, 1]] output_shape [%[[B]], 2] : tensor<?xi32> into tensor<?x2xi32>
func.func @dynamic_getrf(%a: tensor<?x2x?x?xf32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?xi32>, tensor<?x2xi32>) {
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<?x2x?x?xf32>) -> (tensor<?x2x?x?xf32>, tensor<?x2x?xi32>, tensor<?x2xi32>)
  func.return %0#0, %0#1, %0#2 : tensor<?x2x?x?xf32>, tensor<?x2x?xi32>, tensor<?x2xi32>
}

// -----

// gesdd of m x n with m or n dynamic: whether m >= n (Jacobi on a copy of %a, else of its adjoint) is known at
// run time, and so is which of the kernel's results u and vt are.
// CHECK-LABEL: func.func @dynamic_gesdd
// CHECK: %[[TALL:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK: call @lapack_jacobi_svd_f64
// CHECK: scf.if %[[TALL]] -> (tensor<2x?x?xf32>)
// CHECK: } else {
// CHECK: scf.if %[[TALL]] -> (tensor<2x?x?xf32>)
func.func @dynamic_gesdd(%a: tensor<2x?x?xf32>) -> (tensor<2x?x?xf32>, tensor<2x?xf32>, tensor<2x?x?xf32>, tensor<2x?x?xf32>, tensor<2xi32>) {
  %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 65 : ui8}} : (tensor<2x?x?xf32>) -> (tensor<2x?x?xf32>, tensor<2x?xf32>, tensor<2x?x?xf32>, tensor<2x?x?xf32>, tensor<2xi32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x?x?xf32>, tensor<2x?xf32>, tensor<2x?x?xf32>, tensor<2x?x?xf32>, tensor<2xi32>
}

// -----

// A call of a known routine with the wrong operands, results or options stays, and the pass says why.
func.func @syevd_operands(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_ssyevd_ffi takes 1 operand and returns 3 results, got 2 and 3}}
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a, %a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x2xf32>, tensor<2xf32>, tensor<i32>
}

// -----

func.func @gesdd_mode(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>) {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_sgesdd_ffi option 'mode' must be 'A' (65) or 'S' (83) or 'N' (78), got 79 : ui8}}
  %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 79 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>
}

// -----

func.func @syevd_values(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf64>, tensor<i32>) {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_ssyevd_ffi result #1 must be tensor<2xf32>, got tensor<2xf64>}}
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf64>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x2xf32>, tensor<2xf64>, tensor<i32>
}

// -----

func.func @potrf_option(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>) {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_spotrf_ffi has no option 'side' (it takes uplo)}}
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {side = 76 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<2x2xf32>, tensor<i32>
}

// -----

// gtsv (jax.lax.linalg.tridiagonal_solve): a kernel function over the batch (its dimensions as one) with every
// operand and info; per system the elimination steps k < n - 1 run while info is 0. A pivot d[k] at least as
// large as the subdiagonal element dl[k + 1] that is zero gives info = k + 1; else no swap (eliminate: the
// step before the last one, k + 2 = n, keeps dl) or a swap of rows k and k + 1; then info = n for a zero
// U[n-1][n-1], else the back substitution of each column.
// CHECK-LABEL: func.func @gtsv
// CHECK-SAME: (%[[DL:.*]]: tensor<2x5xf32>, %[[D:.*]]: tensor<2x5xf32>, %[[DU:.*]]: tensor<2x5xf32>, %[[B:.*]]: tensor<2x5x3xf32>)
// CHECK: %[[INFOS:.*]] = tensor.empty() : tensor<2xi32>
// CHECK: %[[R:.*]]:5 = call @lapack_gtsv_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xi32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xi32>)
// CHECK: %[[X:.*]] = tensor.cast %[[R]]#3 : tensor<?x?x?xf32> to tensor<2x5x3xf32>
// CHECK: %[[INFO:.*]] = tensor.cast %[[R]]#4 : tensor<?xi32> to tensor<2xi32>
// CHECK: return %[[X]], %[[INFO]]
// CHECK: func.func private @lapack_gtsv_f32(%{{.*}}: tensor<?x?xf32>, %[[D_ARG:.*]]: tensor<?x?xf32>, %{{.*}}: tensor<?x?xf32>, %{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?xi32>)
// CHECK: scf.for %[[S:[^ ]+]] = {{.*}} -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?xi32>)
// CHECK: scf.for %[[K:[^ ]+]] = {{.*}} iter_args(%[[DL_K:[^ ]+]] = %{{.*}}, %[[D_K:[^ ]+]] = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[INFO_K:[^ ]+]] = %c0_i32)
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[INFO_K]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[OK]]
// CHECK: %[[K1:.*]] = arith.addi %[[K]], %{{.*}} : index
// CHECK: %[[SUB:.*]] = tensor.extract %[[DL_K]][%[[S]], %[[K1]]] : tensor<?x?xf32>
// CHECK-NEXT: %[[PIVOT:.*]] = tensor.extract %[[D_K]][%[[S]], %[[K]]] : tensor<?x?xf32>
// CHECK: %[[PIVOT_SIZE:.*]] = math.absf %[[PIVOT]] : f32
// CHECK-NEXT: %[[SUB_SIZE:.*]] = math.absf %[[SUB]] : f32
// CHECK-NEXT: %[[NO_SWAP:.*]] = arith.cmpf oge, %[[PIVOT_SIZE]], %[[SUB_SIZE]] : f32
// CHECK: %[[SINGULAR:.*]] = arith.andi %[[NO_SWAP]], %{{.*}} : i1
// CHECK: scf.if %[[SINGULAR]]
// CHECK: scf.if %[[NO_SWAP]]
// CHECK: arith.divf %[[SUB]], %[[PIVOT]] : f32
// CHECK: } else {
// CHECK: arith.divf %[[PIVOT]], %[[SUB]] : f32
// CHECK-NEXT: tensor.insert %[[SUB]] into %[[D_K]][%[[S]], %[[K]]] : tensor<?x?xf32>
// CHECK: arith.cmpf une
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.divf
// CHECK: tensor.insert %{{.*}} into %{{.*}}[%[[S]]] : tensor<?xi32>
func.func @gtsv(%dl: tensor<2x5xf32>, %d: tensor<2x5xf32>, %du: tensor<2x5xf32>, %b: tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2xi32>) {
  %0:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5x3xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5x3xf32>, tensor<2xi32>)
  func.return %0#3, %0#4 : tensor<2x5x3xf32>, tensor<2xi32>
}

// -----

// zgtsv leaves a zero subdiagonal element as it is (|re| + |im| pivots); two calls share one kernel.
// CHECK-LABEL: func.func @zgtsv
// CHECK: call @lapack_gtsv_complex_f64
// CHECK: call @lapack_gtsv_complex_f64
// CHECK: func.func private @lapack_gtsv_complex_f64
// CHECK: %[[SUB:.*]] = tensor.extract %{{.*}} : tensor<?x?xcomplex<f64>>
// CHECK-NEXT: %[[PIVOT:.*]] = tensor.extract %{{.*}} : tensor<?x?xcomplex<f64>>
// CHECK: %[[NO_SWAP:.*]] = arith.cmpf oge, %{{.*}}, %{{.*}} : f64
// CHECK: complex.re %[[SUB]] : complex<f64>
// CHECK-NEXT: complex.im %[[SUB]] : complex<f64>
// CHECK: %[[NONZERO:.*]] = arith.ori %{{.*}}, %{{.*}} : i1
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[ZERO:.*]] = arith.xori %[[NONZERO]], %[[TRUE]] : i1
// CHECK: scf.if %[[ZERO]]
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.if %[[NO_SWAP]]
// CHECK-NEXT: complex.div %[[SUB]], %[[PIVOT]] : complex<f64>
// CHECK-NOT: func.func private @lapack_gtsv
func.func @zgtsv(%dl: tensor<4xcomplex<f64>>, %d: tensor<4xcomplex<f64>>, %du: tensor<4xcomplex<f64>>, %b: tensor<4x1xcomplex<f64>>) -> (tensor<4x1xcomplex<f64>>, tensor<4x1xcomplex<f64>>) {
  %0:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x1xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x1xcomplex<f64>>, tensor<i32>)
  %1:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %du, %0#3) {mhlo.backend_config = {}} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x1xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x1xcomplex<f64>>, tensor<i32>)
  func.return %0#3, %1#3 : tensor<4x1xcomplex<f64>>, tensor<4x1xcomplex<f64>>
}

// -----

func.func @gtsv_info(%dl: tensor<2x3xf32>, %d: tensor<2x3xf32>, %du: tensor<2x3xf32>, %b: tensor<2x3x1xf32>) -> tensor<2x3x1xf32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_sgtsv_ffi result #4 must be tensor<2xi32>, got tensor<i32>}}
  %0:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3x1xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3x1xf32>, tensor<i32>)
  func.return %0#3 : tensor<2x3x1xf32>
}

// -----

// geev in complex<f64>: the f32 matrix widened into a complex work matrix, balanced by @lapack_balance_f64
// (LAPACK's gebal: permutations that isolate eigenvalues, rows pushed down then columns pushed left, leaving the
// block [ilo, ihi], then scaling of that block), its Schur form T and Z from @lapack_complex_schur_f64 on
// the block (at most 40 shifted QR steps for each eigenvalue, each only while T[m][m-1] is
// not negligible, which is then 0; Wilkinson's shift from the complex square root, every tenth step the
// exceptional one), the right vectors from @lapack_schur_vectors_f64 (T, and Z's rows scaled and put back in
// A's order, as gebak), the left ones from the same kernel on the reversed adjoint; for a real matrix
// @lapack_conjugate_pairs_f64 (once for each kind of vector).
// info is -4 where an element is not finite, and the results NaN where info is not 0.
// CHECK-LABEL: func.func @sgeev
// CHECK-SAME: (%[[A:.*]]: tensor<3x3xf32>)
// CHECK: %[[X:.*]] = tensor.extract %[[A]][%{{.*}}, %{{.*}}] : tensor<3x3xf32>
// CHECK-NEXT: %[[WIDE:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK: complex.create %[[WIDE]], %{{.*}} : complex<f64>
// CHECK: %[[WORK:.*]] = tensor.cast %{{.*}} : tensor<3x3xcomplex<f64>> to tensor<?x?xcomplex<f64>>
// CHECK-NEXT: %[[BALANCED:.*]]:4 = call @lapack_balance_f64(%[[WORK]]) : (tensor<?x?xcomplex<f64>>) -> (tensor<?x?xcomplex<f64>>, tensor<?xf64>, tensor<?xindex>, tensor<?xindex>)
// CHECK: %[[PERM:.*]] = tensor.cast %[[BALANCED]]#2 : tensor<?xindex> to tensor<3xindex>
// CHECK-NEXT: %[[BOUNDS:.*]] = tensor.cast %[[BALANCED]]#3 : tensor<?xindex> to tensor<2xindex>
// CHECK: %[[ILO:.*]] = tensor.extract %[[BOUNDS]][%{{.*}}] : tensor<2xindex>
// CHECK: %[[IHI:.*]] = tensor.extract %[[BOUNDS]][%{{.*}}] : tensor<2xindex>
// CHECK: %[[SCHUR:.*]]:3 = call @lapack_complex_schur_f64(%{{.*}}, %[[ILO]], %[[IHI]]) : (tensor<?x?xcomplex<f64>>, index, index) -> (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>, tensor<?xi32>)
// CHECK: %[[ROW:.*]] = tensor.extract %[[PERM]][%{{.*}}] : tensor<3xindex>
// CHECK-NEXT: tensor.insert %{{.*}} into %{{.*}}[%[[ROW]], %{{.*}}] : tensor<3x3xcomplex<f64>>
// CHECK: call @lapack_schur_vectors_f64(%{{.*}}, %{{.*}}) : (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>) -> tensor<?x?xcomplex<f64>>
// CHECK: complex.conj
// CHECK: call @lapack_schur_vectors_f64
// CHECK: call @lapack_conjugate_pairs_f64(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<?xcomplex<f64>>, tensor<?x?xcomplex<f64>>, f64) -> (tensor<?xcomplex<f64>>, tensor<?x?xcomplex<f64>>)
// CHECK: call @lapack_conjugate_pairs_f64
// CHECK: %[[MINUS_FOUR:.*]] = arith.constant -4 : i32
// CHECK-NEXT: %[[INFO:.*]] = arith.select %{{.*}}, %{{.*}}, %[[MINUS_FOUR]] : i32
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[INFO]], %{{.*}} : i32
// CHECK: %[[NAN:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: arith.select %[[OK]], %{{.*}}, %[[NAN]] : f64
// CHECK-NEXT: arith.truncf %{{.*}} : f64 to f32
// CHECK: func.func private @lapack_balance_f64(%[[B:.*]]: tensor<?x?xcomplex<f64>>) -> (tensor<?x?xcomplex<f64>>, tensor<?xf64>, tensor<?xindex>, tensor<?xindex>) attributes {aiopt.lapack_kernel = "lapack_balance_f64"}
// Rows: passes (n + 1 at most) while the last swapped one and l > 0 is not reached, each over i from l down.
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[B]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %true, %{{.*}} = %false) -> (tensor<?x?xcomplex<f64>>, tensor<?xindex>, index, i1, i1)
// CHECK: %[[I:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK: tensor.extract %{{.*}}[%[[I]], %{{.*}}] : tensor<?x?xcomplex<f64>>
// CHECK: arith.cmpf une
// Columns: the same from k up, in rows k..l.
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %false) -> (tensor<?x?xcomplex<f64>>, tensor<?xindex>, index, i1)
// CHECK-NEXT: %[[J:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %[[J]]] : tensor<?x?xcomplex<f64>>
// CHECK: math.log2
// CHECK: func.func private @lapack_complex_schur_f64(%{{.*}}: tensor<?x?xcomplex<f64>>, %{{.*}}: index, %{{.*}}: index) -> (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>, tensor<?xi32>) attributes {aiopt.lapack_kernel = "lapack_complex_schur_f64"}
// CHECK: %[[STEPS:.*]] = arith.constant 40 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[STEPS]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[DONE:.*]] = %false)
// CHECK: %[[GOING:.*]] = arith.xori %[[DONE]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[GOING]]
// CHECK: %[[NEGLIGIBLE:.*]] = arith.cmpf ole, %{{.*}}, %{{.*}} : f64
// CHECK-NEXT: scf.if %[[NEGLIGIBLE]]
// CHECK: complex.sqrt %{{.*}} : complex<f64>
// CHECK: arith.remui %{{.*}}, %c10 : index
// CHECK: func.func private @lapack_schur_vectors_f64
// CHECK: func.func private @lapack_conjugate_pairs_f64
// CHECK-NOT: func.func private
func.func @sgeev(%a: tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>) {
  %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%a) {mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}} : (tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<3xf32>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>
}

// -----

func.func @cgeev_results(%a: tensor<2x2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_cgeev_ffi takes 1 operand and returns 4 results, got 1 and 5}}
  %0:5 = stablehlo.custom_call @lapack_cgeev_ffi(%a) {mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}} : (tensor<2x2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
  func.return %0#0 : tensor<2xcomplex<f32>>
}

// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// jax's gehrd (hessenberg), gees (schur) and geqp3 (qr with pivoting) custom calls: each becomes a call of a
// private kernel function on tensors of `?` sizes; gehrd's and geqp3's loop over the batch (low - 1 and high are
// the gehrd kernel's index arguments), gees' is called for each matrix in f64.

// CHECK-LABEL: func.func @sgehrd
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x4xf32>)
// CHECK-DAG: %[[LOW:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[HIGH:.*]] = arith.constant 3 : index
// CHECK: %[[R:.*]]:3 = call @lapack_gehrd_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[LOW]], %[[HIGH]]) : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?xi32>, index, index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?xi32>)
// CHECK-NOT: custom_call
// CHECK: func.func private @lapack_gehrd_f32(%{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?x?xf32>, %{{.*}}: tensor<?xi32>, %{{.*}}: index, %{{.*}}: index)
// CHECK: math.copysign
func.func @sgehrd(%a: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x3xf32>, tensor<2xi32>) {
  %0:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%a) {mhlo.backend_config = {high = 3 : i32, low = 2 : i32}} : (tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x3xf32>, tensor<2xi32>)
  func.return %0#0, %0#1, %0#2 : tensor<2x4x4xf32>, tensor<2x3xf32>, tensor<2xi32>
}

// -----

// A real matrix: widened to f64, @lapack_real_schur_f64 (Francis double-shift steps, lanv2's standard blocks),
// narrowed back; a complex one takes geev's @lapack_complex_schur_f64 on the whole matrix (ilo 0, ihi n - 1).
// CHECK-LABEL: func.func @sgees
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: %{{.*}}:3 = call @lapack_real_schur_f64(%{{.*}}) : (tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>, tensor<?xi32>)
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK-LABEL: func.func @cgees
// CHECK: call @lapack_complex_schur_f64(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<?x?xcomplex<f64>>, index, index)
// CHECK-NOT: custom_call
// CHECK: func.func private @lapack_real_schur_f64(%{{.*}}: tensor<?x?xf64>)
// CHECK: func.func private @lapack_complex_schur_f64
func.func @sgees(%a: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<i32>) {
  %0:6 = stablehlo.custom_call @lapack_sgees_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<i32>
}
func.func @cgees(%a: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>) {
  %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%a) {mhlo.backend_config = {mode = 78 : ui8, sort = 78 : ui8}} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>)
  func.return %0#0, %0#2, %0#4 : tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @sgeqp3
// CHECK: call @lapack_geqp3_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?x?xf32>, tensor<?x?xi32>)
// CHECK-NOT: custom_call
// CHECK: func.func private @lapack_geqp3_f32
func.func @sgeqp3(%a: tensor<4x5xf32>, %jpvt: tensor<5xi32>) -> (tensor<4x5xf32>, tensor<5xi32>, tensor<4xf32>) {
  %0:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%a, %jpvt) {mhlo.backend_config = {}} : (tensor<4x5xf32>, tensor<5xi32>) -> (tensor<4x5xf32>, tensor<5xi32>, tensor<4xf32>)
  func.return %0#0, %0#1, %0#2 : tensor<4x5xf32>, tensor<5xi32>, tensor<4xf32>
}

// -----

func.func @gehrd_bounds(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<i32>) {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_sgehrd_ffi options low = 3 and high = 2 must have 1 <= low <= max(high, 1) and high <= n}}
  %0:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%a) {mhlo.backend_config = {high = 2 : i32, low = 3 : i32}} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2 : tensor<4x4xf32>, tensor<3xf32>, tensor<i32>
}

// -----

func.func @gees_sort(%a: tensor<4x4xf64>) -> tensor<4x4xf64> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_dgees_ffi option 'sort' must be 'N' (78), got 83 : ui8}}
  %0:6 = stablehlo.custom_call @lapack_dgees_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, sort = 83 : ui8}} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<i32>, tensor<i32>)
  func.return %0#0 : tensor<4x4xf64>
}

// -----

func.func @geqp3_pivots(%a: tensor<4x5xf32>, %jpvt: tensor<5xi64>) -> tensor<4x5xf32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call': @lapack_sgeqp3_ffi operand #1 must be tensor<5xi32>, got tensor<5xi64>}}
  %0:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%a, %jpvt) {mhlo.backend_config = {}} : (tensor<4x5xf32>, tensor<5xi64>) -> (tensor<4x5xf32>, tensor<5xi64>, tensor<4xf32>)
  func.return %0#0 : tensor<4x5xf32>
}

// -----

// sytrd 'U' is the 'L' reduction of the reversed matrix: its own kernel (hetrd: the complex one).
// CHECK-LABEL: func.func @ssytrd
// CHECK: call @lapack_sytrd_upper_f32(
// CHECK-LABEL: func.func @zhetrd
// CHECK: call @lapack_sytrd_lower_complex_f64(
// CHECK-NOT: custom_call
// CHECK: func.func private @lapack_sytrd_upper_f32
// CHECK: func.func private @lapack_sytrd_lower_complex_f64
func.func @ssytrd(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>) {
  %0:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%a) {mhlo.backend_config = {uplo = 85 : ui8}} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>
}
func.func @zhetrd(%a: tensor<3x3xcomplex<f64>>) -> (tensor<3xf64>, tensor<2xcomplex<f64>>) {
  %0:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<2xf64>, tensor<2xcomplex<f64>>, tensor<i32>)
  func.return %0#1, %0#3 : tensor<3xf64>, tensor<2xcomplex<f64>>
}

// -----

// hetrd of a real type is no routine of jaxlib: left, as any unknown target.
func.func @hetrd_real(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call'}}
  %0:5 = stablehlo.custom_call @lapack_shetrd_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i32>)
  func.return %0#0 : tensor<3x3xf32>
}

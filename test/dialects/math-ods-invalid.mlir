// RUN: ai-opt %s --split-input-file --verify-diagnostics

// ODS checks of the math ops no other negative test reaches: float-like
// operands of the float functions, signless integers of the bit counts,
// one type for all operands and results of the binary and ternary ops.

func.func @absf_integer(%a: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @acos_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.acos' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.acos"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @acosh_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.acosh' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.acosh"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @asin_integer(%a: i32) {
  // expected-error@+1 {{'math.asin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.asin"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @asinh_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.asinh' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.asinh"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @atan_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.atan' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.atan"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @atanh_integer(%a: i32) {
  // expected-error@+1 {{'math.atanh' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.atanh"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @cbrt_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.cbrt' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.cbrt"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @ceil_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.ceil' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.ceil"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @cos_integer(%a: i32) {
  // expected-error@+1 {{'math.cos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.cos"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @cosh_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.cosh' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.cosh"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @exp2_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.exp2' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.exp2"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @expm1_integer(%a: i32) {
  // expected-error@+1 {{'math.expm1' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.expm1"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @floor_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.floor' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.floor"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @log_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.log' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.log"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @log10_integer(%a: i32) {
  // expected-error@+1 {{'math.log10' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.log10"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @log1p_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.log1p' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.log1p"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @log2_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.log2' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.log2"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @round_integer(%a: i32) {
  // expected-error@+1 {{'math.round' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.round"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @roundeven_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.roundeven' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.roundeven"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @rsqrt_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.rsqrt' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.rsqrt"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @sin_integer(%a: i32) {
  // expected-error@+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @sinh_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.sinh' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.sinh"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @sqrt_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.sqrt"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @tan_integer(%a: i32) {
  // expected-error@+1 {{'math.tan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.tan"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @tanh_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.tanh' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.tanh"(%a) : (vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @trunc_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'math.trunc' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "math.trunc"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @ctlz_float(%a: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%a) : (f32) -> f32
  func.return
}

// -----

func.func @ctpop_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "math.ctpop"(%a) : (vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @cttz_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'math.cttz' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = "math.cttz"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @atan2_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (f32, f64) -> f32
  func.return
}

// -----

func.func @copysign_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%a, %b) : (f32, f64) -> f32
  func.return
}

// -----

func.func @fma_mixed_types(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @ipowi_mixed_widths(%a: i32, %b: i64) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%a, %b) : (i32, i64) -> i32
  func.return
}

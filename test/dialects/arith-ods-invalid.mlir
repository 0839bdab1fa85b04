// RUN: ai-opt %s --split-input-file --verify-diagnostics

// ODS checks of the arith ops no other negative test reaches: signless
// integer operands of the integer ops, float operands of the float ops,
// the casts' widths and kinds, the extended products' one type.

func.func @andi_float(%a: f32) {
  // expected-error@+1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.andi"(%a, %a) : (f32, f32) -> f32
  func.return
}

// -----

func.func @ceildivsi_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.ceildivsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.ceildivsi"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @ceildivui_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.ceildivui' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = "arith.ceildivui"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @divsi_float(%a: f32) {
  // expected-error@+1 {{'arith.divsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divsi"(%a, %a) : (f32, f32) -> f32
  func.return
}

// -----

func.func @divui_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.divui' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.divui"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @maxsi_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = "arith.maxsi"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @maxui_float(%a: f32) {
  // expected-error@+1 {{'arith.maxui' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.maxui"(%a, %a) : (f32, f32) -> f32
  func.return
}

// -----

func.func @minsi_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.minsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.minsi"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @minui_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.minui' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = "arith.minui"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @ori_float(%a: f32) {
  // expected-error@+1 {{'arith.ori' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ori"(%a, %a) : (f32, f32) -> f32
  func.return
}

// -----

func.func @remsi_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.remsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.remsi"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @remui_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.remui' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = "arith.remui"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @shli_float(%a: f32) {
  // expected-error@+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.shli"(%a, %a) : (f32, f32) -> f32
  func.return
}

// -----

func.func @shrsi_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.shrsi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.shrsi"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @shrui_float(%a: tensor<4xf32>) {
  // expected-error@+1 {{'arith.shrui' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'}}
  %0 = "arith.shrui"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @subi_float(%a: f32) {
  // expected-error@+1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.subi"(%a, %a) : (f32, f32) -> f32
  func.return
}

// -----

func.func @xori_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.xori' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.xori"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @floordivsi_float(%a: f64) {
  // expected-error@+1 {{'arith.floordivsi' op operand #0 must be signless-integer-like, but got 'f64'}}
  %0 = "arith.floordivsi"(%a, %a) : (f64, f64) -> f64
  func.return
}

// -----

func.func @divf_integer(%a: i32) {
  // expected-error@+1 {{'arith.divf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.divf"(%a, %a) : (i32, i32) -> i32
  func.return
}

// -----

func.func @maximumf_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "arith.maximumf"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @maxnumf_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'arith.maxnumf' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "arith.maxnumf"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @minimumf_integer(%a: i32) {
  // expected-error@+1 {{'arith.minimumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.minimumf"(%a, %a) : (i32, i32) -> i32
  func.return
}

// -----

func.func @minnumf_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.minnumf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "arith.minnumf"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @subf_integer(%a: tensor<4xi32>) {
  // expected-error@+1 {{'arith.subf' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = "arith.subf"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @negf_integer(%a: i32) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  func.return
}

// -----

func.func @extui_narrower(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extui' op operand type 'vector<4xi32>' and result type 'vector<4xi16>' are cast incompatible}}
  %0 = arith.extui %a : vector<4xi32> to vector<4xi16>
  func.return
}

// -----

func.func @sitofp_integer_result(%a: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.sitofp %a : i32 to i32
  func.return
}

// -----

func.func @fptoui_float_result(%a: f32) {
  // expected-error@+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'f16'}}
  %0 = arith.fptoui %a : f32 to f16
  func.return
}

// -----

func.func @mulsi_extended_high_type(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  func.return
}

// -----

func.func @mului_extended_float(%a: f32) {
  // expected-error@+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = "arith.mului_extended"(%a, %a) : (f32, f32) -> (f32, f32)
  func.return
}

// -----

func.func @mului_extended_scalar_high(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.mului_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.mului_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i32)
  func.return
}

// -----

func.func @mulf_integer(%a: i32) {
  // expected-error@+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%a, %a) : (i32, i32) -> i32
  func.return
}

// -----

func.func @muli_float(%a: vector<2xf32>) {
  // expected-error@+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'vector<2xf32>'}}
  %0 = "arith.muli"(%a, %a) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  func.return
}

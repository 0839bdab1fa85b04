// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Verifier checks of the llvm ops no other negative test reaches: the ODS
// kinds of operands and results (upstream's LLVM_ScalarOrVectorOf summaries),
// the casts' kinds, one type for the binary intrinsics, attribute types,
// successor operands (BranchOpInterface).

llvm.func @add_float(%a: f32) {
  // expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @and_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.and' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.and"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @ashr_float(%a: f32) {
  // expected-error@+1 {{'llvm.ashr' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.ashr"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @lshr_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.lshr' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.lshr"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @mul_float(%a: f32) {
  // expected-error@+1 {{'llvm.mul' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.mul"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @or_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.or' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.or"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @sdiv_float(%a: f32) {
  // expected-error@+1 {{'llvm.sdiv' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.sdiv"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @shl_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.shl' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.shl"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @srem_float(%a: f32) {
  // expected-error@+1 {{'llvm.srem' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.srem"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @sub_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.sub' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.sub"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @udiv_float(%a: f32) {
  // expected-error@+1 {{'llvm.udiv' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.udiv"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @urem_float(%a: vector<4xf32>) {
  // expected-error@+1 {{'llvm.urem' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.urem"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @xor_float(%a: f32) {
  // expected-error@+1 {{'llvm.xor' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.xor"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @fadd_integer(%a: i32) {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fadd"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @fdiv_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'llvm.fdiv' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'vector<4xi32>'}}
  %0 = "llvm.fdiv"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @fmul_integer(%a: i32) {
  // expected-error@+1 {{'llvm.fmul' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fmul"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @frem_integer(%a: vector<4xi32>) {
  // expected-error@+1 {{'llvm.frem' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'vector<4xi32>'}}
  %0 = "llvm.frem"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @fsub_integer(%a: i32) {
  // expected-error@+1 {{'llvm.fsub' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fsub"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @fneg_integer(%a: i32) {
  // expected-error@+1 {{'llvm.fneg' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fneg"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @acos_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.acos' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.acos"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @asin_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.asin' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.asin"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @atan_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.atan' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.atan"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @canonicalize_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.canonicalize' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.canonicalize"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @ceil_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.ceil' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.ceil"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @cos_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.cos' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.cos"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @cosh_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.cosh' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.cosh"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @exp_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.exp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.exp"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @exp10_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.exp10' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.exp10"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @exp2_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.exp2' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.exp2"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @expm1_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.expm1' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.expm1"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @fabs_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.fabs"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @floor_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.floor' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.floor"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @log_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.log' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.log"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @log10_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.log10' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.log10"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @log1p_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.log1p' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.log1p"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @log2_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.log2' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.log2"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @nearbyint_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.nearbyint' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.nearbyint"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @rint_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.rint' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.rint"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @round_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.round' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.round"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @roundeven_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.roundeven' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.roundeven"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @sin_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.sin' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.sin"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @sinh_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.sinh' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.sinh"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @sqrt_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.sqrt"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @tan_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.tan' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.tan"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @trunc_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.trunc' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.trunc"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @atan2_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.atan2' op requires the same type for all operands and results}}
  %0 = "llvm.intr.atan2"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @copysign_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.copysign' op requires the same type for all operands and results}}
  %0 = "llvm.intr.copysign"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @maximum_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.maximum' op requires the same type for all operands and results}}
  %0 = "llvm.intr.maximum"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @maximumnum_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.maximumnum' op requires the same type for all operands and results}}
  %0 = "llvm.intr.maximumnum"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @maxnum_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.maxnum' op requires the same type for all operands and results}}
  %0 = "llvm.intr.maxnum"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @minimum_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.minimum' op requires the same type for all operands and results}}
  %0 = "llvm.intr.minimum"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @minimumnum_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.minimumnum' op requires the same type for all operands and results}}
  %0 = "llvm.intr.minimumnum"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @minnum_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.minnum' op requires the same type for all operands and results}}
  %0 = "llvm.intr.minnum"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @pow_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.pow' op requires the same type for all operands and results}}
  %0 = "llvm.intr.pow"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @fma_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.fma' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fma"(%a, %a, %b) : (f32, f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @fmuladd_mixed_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.intr.fmuladd' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fmuladd"(%a, %a, %b) : (f32, f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @smax_mixed_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.intr.smax' op requires the same type for all operands and results}}
  %0 = "llvm.intr.smax"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @smin_mixed_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.intr.smin' op requires the same type for all operands and results}}
  %0 = "llvm.intr.smin"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @umax_mixed_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.intr.umax' op requires the same type for all operands and results}}
  %0 = "llvm.intr.umax"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @umin_mixed_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.intr.umin' op requires the same type for all operands and results}}
  %0 = "llvm.intr.umin"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @bitreverse_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.bitreverse' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.bitreverse"(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @bswap_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.bswap' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.bswap"(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @ctpop_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.ctpop' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.ctpop"(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @cttz_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.cttz' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @abs_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.abs' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @smul_with_overflow_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.smul.with.overflow' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.smul.with.overflow"(%a, %a) : (f32, f32) -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @ssub_with_overflow_float(%a: f32) {
  // expected-error@+1 {{'llvm.intr.ssub.with.overflow' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.ssub.with.overflow"(%a, %a) : (f32, f32) -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @powi_integer_value(%a: i32) {
  // expected-error@+1 {{'llvm.intr.powi' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.powi(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @fptosi_float_result(%a: f32) {
  // expected-error@+1 {{'llvm.fptosi' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f64'}}
  %0 = llvm.fptosi %a : f32 to f64
  llvm.return
}

// -----

llvm.func @fptoui_integer_operand(%a: i32) {
  // expected-error@+1 {{'llvm.fptoui' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fptoui %a : i32 to i64
  llvm.return
}

// -----

llvm.func @uitofp_float_operand(%a: f32) {
  // expected-error@+1 {{'llvm.uitofp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.uitofp %a : f32 to f64
  llvm.return
}

// -----

llvm.func @sitofp_integer_result(%a: i32) {
  // expected-error@+1 {{'llvm.sitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = llvm.sitofp %a : i32 to i64
  llvm.return
}

// -----

llvm.func @fpext_integer_result(%a: f32) {
  // expected-error@+1 {{'llvm.fpext' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = llvm.fpext %a : f32 to i64
  llvm.return
}

// -----

llvm.func @fptrunc_integer_operand(%a: i64) {
  // expected-error@+1 {{'llvm.fptrunc' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = llvm.fptrunc %a : i64 to f32
  llvm.return
}

// -----

llvm.func @trunc_float(%a: f32) {
  // expected-error@+1 {{'llvm.trunc' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.trunc"(%a) : (f32) -> i8
  llvm.return
}

// -----

llvm.func @inttoptr_float(%a: f32) {
  // expected-error@+1 {{'llvm.inttoptr' op operand #0 must be integer, but got 'f32'}}
  %0 = "llvm.inttoptr"(%a) : (f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @ptrtoint_integer(%a: i64) {
  // expected-error@+1 {{'llvm.ptrtoint' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.ptrtoint"(%a) : (i64) -> i64
  llvm.return
}

// -----

llvm.func @select_condition(%c: i32, %a: f32) {
  // expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %c, %a, %a : i32, f32
  llvm.return
}

// -----

llvm.func @poison_tensor() {
  // expected-error@+1 {{'llvm.mlir.poison' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xf32>'}}
  %0 = llvm.mlir.poison : tensor<4xf32>
  llvm.return
}

// -----

llvm.func @addressof_result() {
  // expected-error@+1 {{'llvm.mlir.addressof' op result #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> i64
  llvm.return
}

// -----

llvm.func @memmove_volatile_type(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.intr.memmove' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = 1 : i32}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @memset_value_type(%p: !llvm.ptr, %v: i32, %n: i64) {
  // expected-error@+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i32, i64) -> ()
  llvm.return
}

// -----

llvm.func @masked_store_alignment(%v: vector<4xf32>, %p: !llvm.ptr, %m: vector<4xi1>) {
  // expected-error@+1 {{'llvm.intr.masked.store' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
  "llvm.intr.masked.store"(%v, %p, %m) <{alignment = 4 : i64}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return
}

// -----

llvm.func @stacksave_result() {
  // expected-error@+1 {{'llvm.intr.stacksave' op result #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.intr.stacksave"() : () -> i64
  llvm.return
}

// -----

llvm.func @stackrestore_operand(%a: i64) {
  // expected-error@+1 {{'llvm.intr.stackrestore' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.stackrestore"(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @call_intrinsic_name(%a: f32) {
  // expected-error@+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.', got 'fabs'}}
  %0 = llvm.call_intrinsic "fabs"(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @inline_asm_dialect(%a: i32) {
  // expected-error@+1 {{'llvm.inline_asm' op attribute 'asm_dialect' failed to satisfy constraint: ATT (0) or Intel (1)}}
  %0 = "llvm.inline_asm"(%a) <{asm_string = "nop", constraints = "=r", asm_dialect = 3 : i64}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @br_operand_count(%a: i32) {
  // expected-error@+1 {{'llvm.br' op branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}

// -----

llvm.func @cond_br_condition(%c: i32) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @cond_br_operand_type(%c: i1, %a: i64) {
  // expected-error@+1 {{'llvm.cond_br' op type mismatch for bb argument #0 of successor #1}}
  llvm.cond_br %c, ^bb1(%a : i64), ^bb2(%a : i64)
^bb1(%x: i64):
  llvm.return
^bb2(%y: i32):
  llvm.return
}

// -----

llvm.func @tanh_integer(%a: i32) {
  // expected-error@+1 {{'llvm.intr.tanh' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.tanh"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @undef_tensor() {
  // expected-error@+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xf32>'}}
  %0 = llvm.mlir.undef : tensor<4xf32>
  llvm.return
}

// -----

llvm.comdat @c {
  // expected-error@+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @f()
}

// -----

// Reported at the vector's type, as upstream's parser (it was at the next token, on the next line).
llvm.func @extractelement_scalar(%a: f32, %i: i32) {
  // expected-error@+1 {{'vector' must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.extractelement %a[%i : i32] : f32
  llvm.return
}

// -----

llvm.func @memcpy_inline_len(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.intr.memcpy.inline' op attribute 'len' failed to satisfy constraint: arbitrary integer attribute}}
  "llvm.intr.memcpy.inline"(%p, %p) <{isVolatile = false, len = 10 : index}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @memset_inline_value(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.intr.memset.inline' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset.inline"(%p, %v) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @addrspacecast_int(%i: i64) {
  // expected-error@+1 {{'llvm.addrspacecast' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = "llvm.addrspacecast"(%i) : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @deinterleave2_result(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.deinterleave2' op result #0 must be}}
  %0 = "llvm.intr.vector.deinterleave2"(%v) : (vector<4xf32>) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @load_syncscope_not_atomic(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "singlethread"}> : (!llvm.ptr) -> f32
  llvm.return
}

// -----

llvm.func @icmp_float(%a: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  llvm.return
}

// -----

llvm.func @icmp_result_shape(%v: vector<2x!llvm.ptr>) {
  // expected-error@+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%v, %v) <{predicate = 0 : i64}> : (vector<2x!llvm.ptr>, vector<2x!llvm.ptr>) -> i1
  llvm.return
}

// -----

llvm.func @vector_reduce_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.add' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.add(%v) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @vastart_not_pointer(%i: i64) {
  // expected-error@+1 {{'llvm.intr.vastart' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.vastart"(%i) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @invariant_start_size(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.intr.invariant.start' op}}
  %0 = "llvm.intr.invariant.start"(%p) <{size = 8 : i32}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_load_i48(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported type 'i48' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i48
  llvm.return
}

// -----

llvm.func @atomic_store_f80(%p: !llvm.ptr, %v: f80) {
  // expected-error@+1 {{'llvm.store' op unsupported type 'f80' for atomic access}}
  llvm.store %v, %p atomic monotonic {alignment = 16 : i64} : f80, !llvm.ptr
  llvm.return
}

// -----

// The vector reductions' operand kinds and SameOperandsAndResultElementType, the variadic and exception
// intrinsics' pointers, invariant.end's LLVM_DefaultPointer start.

llvm.func @vector_reduce_and_float(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.and' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @vector_reduce_mul_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.mul' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.mul(%v) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @vector_reduce_or_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.or' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.or(%v) : (vector<4xi32>) -> i16
  llvm.return
}

// -----

llvm.func @vector_reduce_xor_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.xor' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.xor(%v) : (vector<4xi32>) -> i1
  llvm.return
}

// -----

llvm.func @vector_reduce_smax_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.smax' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.smax(%v) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @vector_reduce_smin_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.smin' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.smin(%v) : (vector<4xi32>) -> index
  llvm.return
}

// -----

llvm.func @vector_reduce_umax_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.umax' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.umax(%v) : (vector<4xi32>) -> i8
  llvm.return
}

// -----

llvm.func @vector_reduce_umin_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.umin' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.umin(%v) : (vector<4xi32>) -> f32
  llvm.return
}

// -----

llvm.func @vector_reduce_fmax_int(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fmax' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.vector.reduce.fmax"(%v) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi32>) -> i32
  llvm.return
}

// -----

llvm.func @vector_reduce_fmin_result(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fmin' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.fmin(%v) : (vector<4xf32>) -> f64
  llvm.return
}

// -----

llvm.func @vector_reduce_fmaximum_result(%v: vector<4xf16>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fmaximum' op requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.fmaximum(%v) : (vector<4xf16>) -> bf16
  llvm.return
}

// -----

llvm.func @vector_reduce_fminimum_scalar(%x: f32) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fminimum' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'f32'}}
  %0 = "llvm.intr.vector.reduce.fminimum"(%x) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @vector_reduce_fadd_start(%s: f32, %v: vector<4xf64>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fadd' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.fadd"(%s, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf64>) -> f32
  llvm.return
}

// -----

llvm.func @vector_reduce_fmul_int(%s: i32, %v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fmul' op operand #0 must be floating-point, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.fmul"(%s, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (i32, vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @vacopy_not_pointer(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{'llvm.intr.vacopy' op operand #1 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.vacopy"(%p, %i) : (!llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @vaend_not_pointer(%i: i64) {
  // expected-error@+1 {{'llvm.intr.vaend' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.vaend"(%i) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @eh_typeid_for_not_pointer(%i: i64) {
  // expected-error@+1 {{'llvm.intr.eh.typeid.for' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.intr.eh.typeid.for"(%i) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @invariant_end_start_address_space(%s: !llvm.ptr<1>, %p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.intr.invariant.end' op operand #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'}}
  "llvm.intr.invariant.end"(%s, %p) <{size = 8 : i64}> : (!llvm.ptr<1>, !llvm.ptr) -> ()
  llvm.return
}

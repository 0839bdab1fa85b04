// An attr-dict entry named as a property but of another kind: upstream's verifyInherentAttrs
// reports ODS's constraint summary at the op; in the generic form's `<{...}>` properties,
// ODS's setPropertiesFromAttr rejects it ("Invalid attribute ... in property conversion").
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @fastmath_custom(%a: f32, %b: f32) {
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = arith.addf %a, %b {fastmath = 1 : i32} : f32
  return
}

// -----

func.func @fastmath_generic_attr_dict(%a: f32, %b: f32) {
  // expected-error@+1 {{'arith.mulf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.mulf"(%a, %b) {fastmath = "fast"} : (f32, f32) -> f32
  return
}

// -----

func.func @fastmath_properties(%a: f32, %b: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.addf"(%a, %b) <{fastmath = 1 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_custom(%a: i32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.addi %a, %a {overflowFlags = 3 : i32} : i32
  return
}

// -----

func.func @overflow_properties(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.muli: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>}}
  %0 = "arith.muli"(%a, %a) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_properties(%a: i32) {
  // expected-error@+1 {{invalid properties {predicate = "slt"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "slt"}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = "slt"}> : (i32, i32) -> i1
  return
}

// -----

func.func @llvm_fastmath(%a: f32) {
  // expected-error@+1 {{'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.fadd %a, %a {fastmathFlags = 1 : i32} : f32
  return
}

// -----

func.func @gpu_dimension() {
  // expected-error@+1 {{'gpu.block_dim' op attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
  %0 = "gpu.block_dim"() {dimension = 1 : i32} : () -> index
  return
}

// -----

func.func @gpu_dimension_properties() {
  // expected-error@+1 {{invalid properties {dimension = "x"} for op gpu.block_dim: Invalid attribute `dimension` in property conversion: "x"}}
  %0 = "gpu.block_dim"() <{dimension = "x"}> : () -> index
  return
}

// -----

func.func @affine_map(%a: index) {
  // expected-error@+1 {{'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.apply"(%a) {map = 1 : i32} : (index) -> index
  return
}

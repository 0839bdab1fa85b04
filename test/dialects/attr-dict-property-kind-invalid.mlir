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

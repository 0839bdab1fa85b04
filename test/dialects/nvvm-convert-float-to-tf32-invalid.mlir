// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @rna_relu(%x: f32) -> i32 {
  // expected-error@+1 {{Relu not supported with rna rounding mode.}}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>, relu = true}
  return %0 : i32
}

// -----

func.func @no_rounding_mode(%x: f32) -> i32 {
  // expected-error@+1 {{Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.}}
  %0 = nvvm.convert.float.to.tf32 %x
  return %0 : i32
}

// -----

func.func @rounding_up(%x: f32) -> i32 {
  // expected-error@+1 {{Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.}}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rp>}
  return %0 : i32
}

// -----

// The source is f32 (`$src attr-dict`).
// expected-note@+1 {{prior use here}}
func.func @f16_source(%x: f16) -> i32 {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'f32' vs 'f16'}}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>}
  return %0 : i32
}

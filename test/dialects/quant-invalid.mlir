// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{illegal storage type minimum and maximum: (-9:7)}}
func.func @range_below_storage(%a: tensor<!quant.uniform<i4<-9:7>:f32, 1.0>>) {
  func.return
}

// -----

// expected-error@+1 {{illegal storage type minimum and maximum: (5:5)}}
func.func @empty_range(%a: tensor<!quant.uniform<u8<5:5>:f32, 1.0>>) {
  func.return
}

// -----

// expected-error@+1 {{expressed type must be a float type, but got i32}}
func.func @integer_expressed(%a: tensor<!quant.uniform<i8:i32, 1.0>>) {
  func.return
}

// -----

// expected-error@+1 {{illegal scale: 0.000000e+00}}
func.func @zero_scale(%a: tensor<!quant.uniform<i8:f32, 0.0:1>>) {
  func.return
}

// -----

// expected-error@+1 {{illegal scale: -5.000000e-01}}
func.func @negative_per_axis_scale(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0, -0.5}>>) {
  func.return
}

// -----

// expected-error@+1 {{expected a storage type such as i8 or u8}}
func.func @float_storage(%a: tensor<!quant.uniform<f8:f32, 1.0>>) {
  func.return
}

// -----

// expected-error@+1 {{illegal storage type size: 33}}
func.func @wide_storage(%a: tensor<!quant.uniform<i33:f32, 1.0>>) {
  func.return
}

// -----

// expected-error@+1 {{illegal quantized dimension: -1}}
func.func @negative_axis(%a: tensor<!quant.uniform<i8:f32:-1, {1.0}>>) {
  func.return
}

// -----

// expected-error@+1 {{expected a storage type such as i8 or u8}}
func.func @index_storage(%a: tensor<!quant.uniform<xi8:f32, 1.0>>) {
  func.return
}

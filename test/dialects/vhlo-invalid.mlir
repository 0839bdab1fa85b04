// RUN: ai-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'vhlo.constant_v1' op property 'bogus' is not defined by the operation 'vhlo.constant_v1'}}
%0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.0> : tensor<f32>>, bogus = #vhlo.bool_v1<true>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>

// -----

// VHLO has no defaults: every attribute is written.
// expected-error @+1 {{'vhlo.iota_v1' op requires attribute 'iota_dimension'}}
%0 = "vhlo.iota_v1"() : () -> !vhlo.tensor_v1<4x!vhlo.f32_v1>

// -----

// expected-error @+1 {{'vhlo.iota_v1' op attribute 'iota_dimension' is not a VHLO attribute: 0 : i64}}
%0 = "vhlo.iota_v1"() <{iota_dimension = 0 : i64}> : () -> !vhlo.tensor_v1<4x!vhlo.f32_v1>

// -----

// expected-error @+1 {{expected one of NOTYPE, FLOAT, TOTALORDER, SIGNED, UNSIGNED for vhlo.comparison_type_v1, got 'FOO'}}
%0 = "vhlo.compare_v1"() <{compare_type = #vhlo<comparison_type_v1 FOO>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : () -> !vhlo.tensor_v1<!vhlo.bool_v1>

// -----

// A version that does not exist.
// expected-error @+1 {{unregistered operation 'vhlo.tanh_v9' found in dialect ('vhlo') that does not allow unknown operations}}
%0 = "vhlo.tanh_v9"() : () -> !vhlo.tensor_v1<!vhlo.bool_v1>

// -----

// expected-error @+1 {{'vhlo.sort_v1' op expects 1 regions, got 0}}
%0 = "vhlo.sort_v1"() <{dimension = #vhlo.integer_v1<0 : i64>, is_stable = #vhlo.bool_v1<true>}> : () -> !vhlo.tensor_v1<!vhlo.bool_v1>

// -----

// expected-error @+1 {{unknown  type `f99_v1` in dialect `vhlo`}}
%0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.0> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f99_v1>

// -----

// expected-error @+1 {{expected an integer attribute in #vhlo.integer_v1, got 1.500000e+00 : f32}}
%0 = "vhlo.constant_v1"() <{value = #vhlo.integer_v1<1.5 : f32>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>

// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Shape sizes are int64_t upstream: a larger one is "invalid dimension" at the size (it was kept as a
// Python int, and a tensor<99999999999999999999xf32> argument reached the passes).

// expected-error@+1 {{invalid dimension}}
func.func private @tensor(%a: tensor<9223372036854775808xf32>)

// -----

// expected-error@+1 {{invalid dimension}}
func.func private @memref(%a: memref<4x99999999999999999999xf32>)

// -----

// expected-error@+1 {{invalid dimension}}
func.func private @vector(%a: vector<99999999999999999999xf32>)

// -----

// The largest size is one.
func.func private @largest(%a: tensor<9223372036854775807xf32>)

// A dense<"0x..."> literal holds one element (a splat) or all of them; other sizes are upstream's error
// (isValidRawBuffer). Fuzz seed 31426 (--passes): 4 bytes for tensor<0x0xi64> were taken as an attribute of
// half an element, which the printer failed on ('internal error: ValueError: Buffer length 4 not product of
// integer_type element size 8 and num 0').
// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not ai-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// expected-error@+1 {{elements hex data size is invalid for provided type: tensor<0x0xi64>}}
"test.op"() {a = dense<"0xDEADBEEF"> : tensor<0x0xi64>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: tensor<2xi64>}}
"test.op"() {a = dense<"0xDEADBEEF"> : tensor<2xi64>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: tensor<4xf64>}}
"test.op"() {dense.attr = dense<"0x00000000000024400000000000001440"> : tensor<4xf64>} : () -> ()

// -----

// 1-bit elements are packed 8 to a byte, or one per byte as jaxlib writes them (dense-hex-bool.mlir):
// 3 bytes are neither for 9 elements.
// expected-error@+1 {{elements hex data size is invalid for provided type: tensor<9xi1>}}
"test.op"() {a = dense<"0x010001"> : tensor<9xi1>} : () -> ()

// -----

// One element's bytes are a splat, of any number of elements (none too); all of them are the elements.
// CHECK: "test.op"() {a = dense<> : tensor<0xi32>, b = dense<-1.18024689E+29> : tensor<3xf32>, c = dense<[-21026, -4162]> : tensor<2xi16>} : () -> ()
"test.op"() {a = dense<"0xDEADBEEF"> : tensor<0xi32>, b = dense<"0xDEADBEEF"> : tensor<3xf32>, c = dense<"0xDEADBEEF"> : tensor<2xi16>} : () -> ()

// 1-bit elements in a dense<"0x..."> literal are packed 8 to a byte, the first element in the lowest bit, as
// LLVM 22's raw data holds them; one byte 0x00 or 0xFF is a splat; a byte per element, as the MLIR in
// jaxlib prints them, is read too (and printed packed). Before, ai-opt read "0x05" for
// tensor<3xi1> as the splat `true` (it is [true, false, true]), rejected upstream's 13 bytes for 101
// elements, and printed 101 elements as 101 bytes, which mlir-opt rejects.
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 \
// RUN:   | FileCheck %s --check-prefix=HEX
// RUN: ai-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 \
// RUN:   | ai-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK: a = dense<[true, false, true]> : tensor<3xi1>
// CHECK-SAME: b = dense<true> : tensor<3xi1>
// CHECK-SAME: c = dense<false> : tensor<9xi1>
// CHECK-SAME: d = dense<[true, false, false, false, false, false, false, false, true]> : tensor<9xi1>
// CHECK-SAME: e = dense<true> : tensor<1xi1>
// HEX: a = dense<"0x05"> : tensor<3xi1>
// HEX-SAME: b = dense<true> : tensor<3xi1>
// HEX-SAME: c = dense<false> : tensor<9xi1>
// HEX-SAME: d = dense<"0x0101"> : tensor<9xi1>
"test.op"() {a = dense<"0x05"> : tensor<3xi1>, b = dense<"0xFF"> : tensor<3xi1>, c = dense<"0x00"> : tensor<9xi1>,
             d = dense<"0x0101"> : tensor<9xi1>, e = dense<"0x01"> : tensor<1xi1>} : () -> ()

// -----

// A byte per element (jaxlib's printer): nonzero is true.
// CHECK: a = dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>
// CHECK-SAME: b = dense<[false, true]> : tensor<2xi1>
// HEX: a = dense<"0x0D01"> : tensor<9xi1>
// HEX-SAME: b = dense<"0x02"> : tensor<2xi1>
"test.op"() {a = dense<"0x010001010000000001"> : tensor<9xi1>, b = dense<"0x0001"> : tensor<2xi1>} : () -> ()

// -----

// 101 elements: 13 bytes, as mlir-opt 22 prints them (more than 100 elements print in hex by default).
// CHECK: dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>
// HEX: dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>
"test.op"() {a = dense<"0xB66DDBB66DDBB66DDBB66DDB16"> : tensor<101xi1>} : () -> ()


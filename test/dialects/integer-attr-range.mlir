// An index attribute holds 64 bits as upstream's: a value up to 2^64 - 1 parses, as its signed value.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @index_wraps
// CHECK: arith.constant -1 : index
// CHECK: arith.constant -9223372036854775808 : index
// CHECK: arith.constant dense<[1, -2]> : tensor<2xindex>
// CHECK: "test.op"() {a = -1 : index}
func.func @index_wraps() -> (index, index, tensor<2xindex>) {
  %a = arith.constant 18446744073709551615 : index
  %b = arith.constant 0x8000000000000000 : index
  %c = arith.constant dense<[1, 18446744073709551614]> : tensor<2xindex>
  "test.op"() {a = 0xFFFFFFFFFFFFFFFF : index} : () -> ()
  return %a, %b, %c : index, index, tensor<2xindex>
}

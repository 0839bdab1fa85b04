// mlir-opt's printing flags --mlir-print-skip-regions, --mlir-print-unique-ssa-ids,
// --mlir-use-nameloc-as-prefix and --mlir-print-elementsattrs-with-hex-if-larger, each printing what
// mlir-opt 22 prints for this file.
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-skip-regions | FileCheck %s --check-prefix=SKIP
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=SKIP-GENERIC
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-skip-regions --no-implicit-module --split-input-file | FileCheck %s --check-prefix=SKIP-FUNC
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-unique-ssa-ids | FileCheck %s --check-prefix=UNIQUE
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-use-nameloc-as-prefix | FileCheck %s --check-prefix=NAMELOC
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=HEX2
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NOHEX
// RUN: ai-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=DEFAULT
// RUN: not ai-opt --allow-unregistered-dialect %s --mlir-print-elementsattrs-with-hex-if-larger=-2 2>&1 | FileCheck %s --check-prefix=BAD
// The output of each parses back to the same program.
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-use-nameloc-as-prefix --mlir-print-unique-ssa-ids --mlir-print-elementsattrs-with-hex-if-larger=0 \
// RUN:   | ai-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NOHEX

// SKIP: module {...}
// SKIP-NOT: func
// SKIP-GENERIC: "builtin.module"() ({...}) : () -> ()
// SKIP-FUNC: func.func @f(%arg0: i32 {llvm.noundef}, %arg1: i1, %arg2: i32) -> (i32, tensor<101xi32>) {...}

// Sibling regions do not reuse numbers; the last region pushed (the else) is numbered first, as upstream's.
// UNIQUE:      %0 = arith.addi %arg0, %arg0 : i32
// UNIQUE-NEXT: %1 = scf.if %arg1 -> (i32) {
// UNIQUE-NEXT:   %5 = arith.muli %0, %0 : i32
// UNIQUE:      } else {
// UNIQUE-NEXT:   %4 = arith.subi %0, %arg0 : i32
// UNIQUE:      %2 = arith.addi %1, %1 : i32
// UNIQUE-NEXT: %3:2 = "test.pair"

// NAMELOC:      func.func @f(%arg0: i32 {llvm.noundef}, %flag: i1, %arg2: i32)
// NAMELOC-NEXT: %sum = arith.addi %arg0, %arg0 : i32
// NAMELOC-NEXT: %0 = scf.if %flag -> (i32) {
// NAMELOC-NEXT:   %sum_3 = arith.muli %sum, %sum : i32
// NAMELOC:        %1 = arith.subi %sum, %arg0 : i32
// NAMELOC:      %_2x-y = arith.addi %0, %0 : i32
// NAMELOC-NEXT: %pair:2 = "test.pair"() : () -> (i32, i32)
// NAMELOC:      %cst_2 = arith.constant dense<"0x0000000001000000{{.*}}"> : tensor<101xi32>
// NAMELOC-NEXT: return %pair#1, %cst_2 : i32, tensor<101xi32>

// HEX2: arith.constant dense<"0x05"> : tensor<3xi1>
// HEX2: arith.constant dense<"0x010002000300"> : tensor<3xi16>
// HEX2: arith.constant dense<7> : tensor<8xi32>
// HEX2: arith.constant dense<"0x00000000010000000200
// NOHEX: arith.constant dense<[true, false, true]> : tensor<3xi1>
// NOHEX: arith.constant dense<[1, 2, 3]> : tensor<3xi16>
// NOHEX: arith.constant dense<7> : tensor<8xi32>
// NOHEX: arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
// DEFAULT: arith.constant dense<[true, false, true]> : tensor<3xi1>
// DEFAULT: arith.constant dense<"0x00000000010000000200
// BAD: error: invalid value '-2' for '--mlir-print-elementsattrs-with-hex-if-larger': expected a non-negative integer

func.func @f(%a: i32 {llvm.noundef}, %c: i1 loc("flag"), %d: i32) -> (i32, tensor<101xi32>) {
  %0 = arith.addi %a, %a : i32 loc("sum")
  %1 = scf.if %c -> i32 {
    %2 = arith.muli %0, %0 : i32 loc("sum")
    scf.yield %2 : i32
  } else {
    %3 = arith.subi %0, %a : i32
    scf.yield %3 : i32
  }
  %4 = arith.addi %1, %1 : i32 loc("2x-y")
  %5:2 = "test.pair"() : () -> (i32, i32) loc("pair")
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %h = arith.constant dense<[1, 2, 3]> : tensor<3xi16>
  %s = arith.constant dense<7> : tensor<8xi32>
  %big = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi32>
  return %5#1, %big : i32, tensor<101xi32>
}

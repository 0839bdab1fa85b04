// --mlir-elide-resource-strings-if-larger=N leaves out of the {-# ... #-} section each resource whose value,
// printed (a string with its quotes), takes more than N characters, as mlir-opt 22 (whose output this is); a section left
// empty prints as `{-#` and `#-}`. A bad value is an error.
// RUN: ai-opt %s --mlir-elide-resource-strings-if-larger=36 | FileCheck %s --check-prefix=ALL
// RUN: ai-opt %s --mlir-elide-resource-strings-if-larger=8 | FileCheck %s --check-prefix=SOME
// RUN: ai-opt %s --mlir-elide-resource-strings-if-larger=4 | FileCheck %s --check-prefix=NONE
// RUN: not ai-opt %s --mlir-elide-resource-strings-if-larger=-1 2>&1 | FileCheck %s --check-prefix=BAD

// ALL:      blob1: "0x04000000010000000200000003000000"
// ALL:      a: "x\22y",
// ALL-NEXT: b: false,
// ALL-NEXT: c: "0x0400000001"

// SOME:      {-#
// SOME-NEXT:   external_resources: {
// SOME-NEXT:     other: {
// SOME-NEXT:       a: "x\22y",
// SOME-NEXT:       b: false
// SOME-NEXT:     }
// SOME-NEXT:   }
// SOME-NEXT: #-}

// A boolean counts as printed too (`false`: 5).
// NONE:      {-#
// NONE-EMPTY:
// NONE-NEXT: #-}

// BAD: error: invalid value '-1' for '--mlir-elide-resource-strings-if-larger': expected a non-negative integer

func.func @f() -> tensor<3xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<3xi32>
  return %0 : tensor<3xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000"
    }
  },
  external_resources: {
    other: {
      a: "x\"y",
      b: false,
      c: "0x0400000001"
    }
  }
#-}

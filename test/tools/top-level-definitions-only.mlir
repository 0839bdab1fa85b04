// An input with alias definitions or resources but no op is an empty module, as mlir-opt 22 reads it
// (ai-opt said "Could not parse entire input!"); a token no op starts with is upstream's error.

// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s
// CHECK: top-level-definitions-only.mlir:[[# @LINE + 20]]:2: error: expected operation name in quotes
// CHECK-COUNT-3: {{^}}module {
// CHECK-NOT: module
#map = affine_map<(d0) -> (d0)>

// -----
!t = i32

// -----
{-#
  dialect_resources: {
    builtin: {
      r: "0x0400000001000000"
    }
  }
#-}

// -----
func.func @f() {
  return
}

}

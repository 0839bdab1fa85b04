// RUN: not ai-opt %s --convert-linalg-to-loops --convert-scf-to-cf --convert-to-llvm 2>&1 | FileCheck %s

// Ops that a lowering creates take the location of the op they come from, so an op that a later
// conversion cannot legalize is reported where the user wrote its source: the loads and stores of
// the loop nest that convert-linalg-to-loops makes of this linalg.generic are at the generic's line.
#id = affine_map<(d0) -> (d0)>
func.func @copy_in_unknown_memory_space() {
  %a = memref.alloca() : memref<4xf32, "shared">
  %b = memref.alloca() : memref<4xf32, "shared">
  // CHECK-DAG: convert-to-llvm-locations.mlir:[[# @LINE + 2]]:3: error: failed to legalize operation 'memref.load'
  // CHECK-DAG: convert-to-llvm-locations.mlir:[[# @LINE + 1]]:3: error: failed to legalize operation 'memref.store'
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32, "shared">) outs(%b : memref<4xf32, "shared">) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

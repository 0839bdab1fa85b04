// An option given twice: a scalar takes the last value, a list both lists (upstream's ListOption appends
// each occurrence; the second list replaced the first).

// RUN: ai-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=1 parallel-loop-tile-sizes=2,3' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: ai-opt %s --pass-pipeline='builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=1 parallel-loop-tile-sizes=2,3})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: scf-parallel-loop-tiling{{{.*}}parallel-loop-tile-sizes={1,2,3}}
// RUN: ai-opt %s --canonicalize='max-iterations=1 max-iterations=2' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: canonicalize{  max-iterations=2 max-num-rewrites=-1 {{.*}}}

func.func @f() {
  return
}

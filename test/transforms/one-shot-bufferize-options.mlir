// RUN: not ai-opt %s --one-shot-bufferize="function-boundary-type-conversion=wrong" 2>&1 | FileCheck %s
// CHECK: <command-line>:1:{{[0-9]+}}: error: invalid value 'wrong' for option 'function-boundary-type-conversion': expected one of infer-layout-map, identity-layout-map, fully-dynamic-layout-map
func.func @f() {
  return
}
// RUN: not ai-opt %s -p 'builtin.module(one-shot-bufferize{unknown-type-conversion=bogus})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not ai-opt %s --one-shot-bufferize=buffer-alignment=-3 2>&1 | FileCheck %s --check-prefix=ALIGN
// UNKNOWN: MLIR Textual PassPipeline Parser:1:59: error: invalid value 'bogus' for option 'unknown-type-conversion': expected one of
// ALIGN: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'buffer-alignment': must not be negative, got -3

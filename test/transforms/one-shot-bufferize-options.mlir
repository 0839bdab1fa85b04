// RUN: not ai-opt %s --one-shot-bufferize="function-boundary-type-conversion=wrong" 2>&1 | FileCheck %s
// CHECK: option 'function-boundary-type-conversion' must be one of infer-layout-map, identity-layout-map, fully-dynamic-layout-map, not 'wrong'
func.func @f() {
  return
}

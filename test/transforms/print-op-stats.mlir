// RUN: ai-opt %s --print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: ai-opt %s --print-op-stats=json=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: ai-opt %s --pass-pipeline='builtin.module(print-op-stats{json=false})' | FileCheck %s --check-prefix=IR

// Upstream's table: names sorted, dialects right-aligned on the dot, op names
// left-aligned; linalg.matmul's hidden body (mulf, addf, yield) counts too.
// CHECK:      {{^}}Operations encountered:{{$}}
// CHECK-NEXT: {{^}}-----------------------{{$}}
// CHECK-NEXT: {{^}}    arith.addf     , 1{{$}}
// CHECK-NEXT: {{^}}    arith.constant , 1{{$}}
// CHECK-NEXT: {{^}}    arith.mulf     , 1{{$}}
// CHECK-NEXT: {{^}}  builtin.module   , 1{{$}}
// CHECK-NEXT: {{^}}     func.func     , 1{{$}}
// CHECK-NEXT: {{^}}     func.return   , 1{{$}}
// CHECK-NEXT: {{^}}   linalg.fill     , 1{{$}}
// CHECK-NEXT: {{^}}   linalg.matmul   , 1{{$}}
// CHECK-NEXT: {{^}}   linalg.yield    , 2{{$}}
// CHECK-NEXT: {{^}}   tensor.empty    , 1{{$}}

// JSON:      {{^}}{{{$}}
// JSON-NEXT: {{^}}  "arith.addf" : 1,{{$}}
// JSON:      {{^}}  "tensor.empty" : 1{{$}}
// JSON-NEXT: {{^}}}{{$}}

// The IR is left as it is.
// IR: linalg.matmul

func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  func.return %r : tensor<4x16xf32>
}

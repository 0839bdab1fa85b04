// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.print in upstream's syntax (what mlir-opt 22 prints: the default newline punctuation left out),
// round-tripped through the custom and the generic form (vector-print-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @print
// CHECK: vector.print %{{.*}} : vector<4xf32>
// CHECK-NEXT: vector.print %{{.*}} : f32 punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: vector.print{{$}}
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print %{{.*}} : index {foo}
// GENERIC: "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// GENERIC: "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
func.func @print(%v: vector<4xf32>, %s: f32, %i: index) {
  vector.print %v : vector<4xf32>
  vector.print %s : f32 punctuation <comma>
  vector.print punctuation <open>
  vector.print punctuation <newline>
  vector.print str "hello\n"
  vector.print %i : index {foo}
  return
}

// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.scalable.insert and vector.scalable.extract in upstream's syntax (what mlir-opt 22 prints), round-tripped
// through the custom and the generic form (vector-scalable-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @scalable
// CHECK: vector.scalable.insert %{{.*}}, %{{.*}}[4] : vector<4xf32> into vector<[16]xf32>
// CHECK: vector.scalable.extract %{{.*}}[8] {foo} : vector<4xf32> from vector<[16]xf32>
// CHECK: vector.scalable.insert %{{.*}}, %{{.*}}[0] : vector<[4]xf32> into vector<[16]xf32>
// GENERIC: "vector.scalable.insert"(%{{.*}}, %{{.*}}) <{pos = 4 : i64}> : (vector<4xf32>, vector<[16]xf32>) -> vector<[16]xf32>
// GENERIC: "vector.scalable.extract"(%{{.*}}) <{pos = 8 : i64}> {foo} : (vector<[16]xf32>) -> vector<4xf32>
func.func @scalable(%v: vector<4xf32>, %w: vector<[16]xf32>, %s: vector<[4]xf32>) {
  %0 = vector.scalable.insert %v, %w[4] : vector<4xf32> into vector<[16]xf32>
  %1 = vector.scalable.extract %w[8] {foo} : vector<4xf32> from vector<[16]xf32>
  %2 = vector.scalable.insert %s, %w[0] : vector<[4]xf32> into vector<[16]xf32>
  return
}

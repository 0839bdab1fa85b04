// llvm.intr.vector.insert/extract print as upstream's and parse back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @insert_extract(
func.func @insert_extract(%a: vector<8xf32>, %b: vector<4xf32>, %s: vector<[4]xf32>) -> (vector<[4]xf32>, vector<8xf32>, vector<2xf32>) {
  // CHECK: %[[I:.*]] = llvm.intr.vector.insert %{{.*}}, %{{.*}}[0] : vector<8xf32> into vector<[4]xf32>
  %0 = llvm.intr.vector.insert %a, %s[0] : vector<8xf32> into vector<[4]xf32>
  // CHECK: llvm.intr.vector.insert %{{.*}}, %{{.*}}[4] : vector<4xf32> into vector<8xf32>
  %1 = llvm.intr.vector.insert %b, %a[4] : vector<4xf32> into vector<8xf32>
  // CHECK: llvm.intr.vector.extract %[[I]][0] : vector<8xf32> from vector<[4]xf32>
  %2 = llvm.intr.vector.extract %0[0] : vector<8xf32> from vector<[4]xf32>
  // CHECK: llvm.intr.vector.extract %{{.*}}[6] {tag} : vector<2xf32> from vector<8xf32>
  %3 = llvm.intr.vector.extract %a[6] {tag} : vector<2xf32> from vector<8xf32>
  return %0, %1, %3 : vector<[4]xf32>, vector<8xf32>, vector<2xf32>
}

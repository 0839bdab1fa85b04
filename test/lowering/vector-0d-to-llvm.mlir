// RUN: ai-opt %s --convert-to-llvm | FileCheck %s
// RUN: ai-opt %s --gpu-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR

// A 0-D vector is an LLVM vector of one element (upstream's convertVectorType: vector<T> to vector<1xT>);
// nd_vector_type indexed the innermost size of the empty shape, an IndexError (fuzz_driver --passes
// --corpus /work/shared/conformance seeds 9209 and 9210, Dialect/Arith/ops.mlir's test_cmpi_vector_0d
// through gpu-to-llvm and hlo-to-cpu-pipeline).

// CHECK-LABEL: llvm.func @zero_d
// CHECK-SAME: (%[[A:.*]]: vector<1xi64>, %[[B:.*]]: vector<1xi64>) -> !llvm.struct<(vector<1xi1>, vector<1xf32>)>
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(dense<5> : vector<i64>) : vector<1xi64>
// CHECK-NEXT: %[[LT:.*]] = llvm.icmp "ult" %[[A]], %[[B]] : vector<1xi64>
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[A]], %[[C]] : vector<1xi64>
// CHECK-NEXT: %[[F:.*]] = llvm.sitofp %[[S]] : vector<1xi64> to vector<1xf32>
// CHECK-NEXT: %[[E:.*]] = llvm.intr.exp(%[[F]]) : (vector<1xf32>) -> vector<1xf32>

// LLVMIR: define { <1 x i1>, <1 x float> } @zero_d(<1 x i64> %{{.*}}, <1 x i64> %{{.*}})
// LLVMIR: add <1 x i64> %{{.*}}, <i64 5>
// LLVMIR: call <1 x float> @llvm.exp.v1f32(<1 x float>
func.func @zero_d(%a: vector<i64>, %b: vector<i64>) -> (vector<i1>, vector<f32>) {
  %c = arith.constant dense<5> : vector<i64>
  %0 = arith.cmpi ult, %a, %b : vector<i64>
  %1 = arith.addi %a, %c : vector<i64>
  %2 = arith.sitofp %1 : vector<i64> to vector<f32>
  %3 = math.exp %2 : vector<f32>
  return %0, %3 : vector<i1>, vector<f32>
}

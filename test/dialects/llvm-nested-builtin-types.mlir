// A builtin type inside an llvm type writes its element types in full (`vector<2x!llvm.ptr>`), as upstream
// prints it; the llvm types directly inside an llvm type are bare (`ptr`). `vector<2xptr>` did not parse back.
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s --check-prefix=CUSTOM

// CHECK: function_type = !llvm.func<void (ptr, vector<2x!llvm.ptr>, i32)>
// CHECK: !llvm.struct<(vector<2x!llvm.ptr>, ptr, array<2 x ptr>)>
// CUSTOM: llvm.func @f(%{{.*}}: !llvm.ptr, %{{.*}}: vector<2x!llvm.ptr>, %{{.*}}: i32)
// CUSTOM: llvm.mlir.undef : !llvm.struct<(vector<2x!llvm.ptr>, ptr, array<2 x ptr>)>
llvm.func @f(%p: !llvm.ptr, %v: vector<2x!llvm.ptr>, %i: i32) {
  %0 = llvm.mlir.undef : !llvm.struct<(vector<2x!llvm.ptr>, ptr, array<2 x ptr>)>
  llvm.return
}

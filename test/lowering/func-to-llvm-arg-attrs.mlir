// convert-func-to-llvm carries a function's `arg_attrs` and `res_attrs` to the llvm.func as upstream's
// `convertFuncOpToLLVMFuncOp` does (before, they were dropped): an argument that stays one LLVM argument
// keeps its dictionary (the type of `llvm.byval` converted: index is i64), a memref, which expands to
// several, gets an empty one for each; result attributes only where there is one result. Checked against
// mlir-opt 22's output. (The declaration is checked in the generic form: the custom form of an llvm.func
// declaration does not print argument attributes yet.)
// RUN: ai-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-func-to-llvm --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noundef}, {}, {}, {}, {}, {}, {}, {llvm.byval = i32}], function_type = !llvm.func<i32 (i32, f32, ptr, ptr, i64, i64, i64, ptr)>, linkage = #llvm.linkage<external>, res_attrs = [{llvm.zeroext}], sym_name = "g"
func.func private @g(i32 {llvm.noundef}, f32, memref<4xf32> {llvm.noalias}, !llvm.ptr {llvm.byval = i32}) -> (i32 {llvm.zeroext})

// CHECK: llvm.func @h(%{{.*}}: i32 {llvm.signext}, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> !llvm.struct<(i32, f32)>
func.func @h(%x: i32 {llvm.signext}, %m: memref<?xf32> {llvm.noalias}) -> (i32 {llvm.noundef}, f32) {
  %c = arith.constant 1.0 : f32
  return %x, %c : i32, f32
}

// CHECK: llvm.func @k(%{{.*}}: !llvm.ptr {llvm.byval = i64}, %{{.*}}: i8 {llvm.zeroext}) -> (i32 {llvm.noundef})
func.func @k(%p: !llvm.ptr {llvm.byval = index}, %b: i8 {llvm.zeroext}) -> (i32 {llvm.noundef}) {
  %c = arith.constant 0 : i32
  return %c : i32
}

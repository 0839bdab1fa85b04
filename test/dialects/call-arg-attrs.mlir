// func.call and llvm.call carry upstream's parameter attributes (arg_attrs, res_attrs; func.call's no_inline):
// func.call in its attribute dictionary, llvm.call after each type of its trailing function type, as mlir-opt
// 22 prints and reads them (both failed: "property 'arg_attrs' is not defined", "expected ')'"). Each form
// parses back to the same op.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s | ai-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @calls
// CHECK: %0 = call @g(%arg0) {arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.zeroext}]} : (i32) -> i32
// CHECK: %1 = call @g(%0) {no_inline} : (i32) -> i32
// CHECK: %2 = call @g(%1) {other = 1 : i32} : (i32) -> i32
// GENERIC: "func.call"({{.*}}) <{arg_attrs = [{llvm.noundef}], callee = @g, res_attrs = [{llvm.zeroext}]}> : (i32) -> i32
// GENERIC: "func.call"({{.*}}) <{callee = @g, no_inline}> : (i32) -> i32
// GENERIC: "func.call"({{.*}}) <{callee = @g}> {other = 1 : i32} : (i32) -> i32
func.func private @g(i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
func.func @calls(%a: i32) -> i32 {
  %0 = func.call @g(%a) {arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.zeroext}]} : (i32) -> i32
  %1 = func.call @g(%0) {no_inline} : (i32) -> i32
  %2 = func.call @g(%1) {other = 1 : i32} : (i32) -> i32
  return %2 : i32
}

// CHECK-LABEL: llvm.func @llvm_calls
// CHECK: %0 = llvm.call @h(%arg0, %arg1) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.zeroext})
// CHECK: llvm.call @v(%arg0) : (i32 {llvm.signext}) -> ()
// CHECK: %1 = llvm.call %arg2(%arg0, %arg1) : !llvm.ptr, (i32 {llvm.noundef}, f32) -> i32
// CHECK: %2 = llvm.call @h(%arg0, %arg1) : (i32, f32) -> i32
// GENERIC: "llvm.call"({{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, arg_attrs = [{llvm.noundef}, {}], callee = @h, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, res_attrs = [{llvm.zeroext}]}> : (i32, f32) -> i32
// GENERIC: "llvm.call"({{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, arg_attrs = [{llvm.signext}], callee = @v, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
// GENERIC: "llvm.call"({{.*}}) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, arg_attrs = [{llvm.noundef}, {}], fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (!llvm.ptr, i32, f32) -> i32
llvm.func @h(i32, f32) -> i32
llvm.func @v(i32)
llvm.func @llvm_calls(%a: i32, %b: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @h(%a, %b) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.zeroext})
  llvm.call @v(%a) : (i32 {llvm.signext}) -> ()
  %1 = llvm.call %p(%a, %b) : !llvm.ptr, (i32 {llvm.noundef}, f32) -> i32
  %2 = llvm.call @h(%a, %b) : (i32 {}, f32) -> (i32 {})
  llvm.return %0 : i32
}

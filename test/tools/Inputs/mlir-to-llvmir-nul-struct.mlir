llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"s\00t", (i32)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<"s\00t", (i32)>
  llvm.return %1 : i32
}

llvm.mlir.global external @g(0 : i32) {section = "a\00b\22c"} : i32
llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 attributes {passthrough = ["x\00y", ["k\22", "v\00"]], target_cpu = "gen\22eric"} {
  %0 = llvm.atomicrmw add %p, %v syncscope("s\00") monotonic : !llvm.ptr, i32
  llvm.return %0 : i32
}

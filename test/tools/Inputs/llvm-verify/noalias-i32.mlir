llvm.func @g(i32)
llvm.func @f(%a: i32) {
  llvm.call @g(%a) {arg_attrs = [{llvm.noalias}]} : (i32) -> ()
  llvm.return
}

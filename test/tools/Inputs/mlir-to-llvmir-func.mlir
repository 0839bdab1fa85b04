// A func.func left over: convert-func-to-llvm did not run.
func.func @f() {
  return
}

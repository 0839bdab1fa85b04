llvm.func @f(%x: i64) -> i64 {
  // The cast is left for reconcile-unrealized-casts.
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  llvm.return %1 : i64
}

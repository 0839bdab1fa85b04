// The function returns an i64 where its type says i32: only the verifier sees it.
func.func @wrong_return(%a: i64) -> i32 {
  return %a : i64
}

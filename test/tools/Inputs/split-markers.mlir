func.func @a() {
  return
}
// ;;
func.func @b() {
  return
}
// ----
func.func @c() {
  return
}
// -----
func.func @d() {
  return
} // -----
  func.func @e() {
    "bad"() : () -> ()
  }
// -----
func.func @f() {
  return
}

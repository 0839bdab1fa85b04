// Shapes that do not broadcast: the witness fails when the interpreter runs it (see ../shape-interpret.mlir).
func.func @main() -> index {
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [4, 3] : tensor<2xindex>
  %w = shape.cstr_broadcastable %a, %b : tensor<2xindex>, tensor<2xindex>
  %r = shape.assuming %w -> (index) {
    %n = shape.num_elements %a : tensor<2xindex> -> index
    shape.assuming_yield %n : index
  }
  return %r : index
}

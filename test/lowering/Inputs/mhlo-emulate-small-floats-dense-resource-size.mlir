// A blob of 3 bytes for 4 f8 elements.
func.func @f8() -> tensor<4xf8E4M3FN> {
  // expected-error@+1 {{'mhlo.constant' op raw data size does not match element type size}}
  %c = mhlo.constant dense_resource<w> : tensor<4xf8E4M3FN>
  return %c : tensor<4xf8E4M3FN>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x0100000038B87E"
    }
  }
#-}

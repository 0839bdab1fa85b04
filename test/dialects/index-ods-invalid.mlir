// RUN: ai-opt %s --split-input-file --verify-diagnostics

// ODS checks of the index ops (index-invalid.mlir has the cast and cmp
// syntax): index operands, the casts' one index side, constant attributes.

func.func @add_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.add' op operand #1 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @and_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.and' op operand #1 must be index, but got 'i64'}}
  %0 = "index.and"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @ceildivs_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.ceildivs' op operand #1 must be index, but got 'i64'}}
  %0 = "index.ceildivs"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @ceildivu_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.ceildivu' op operand #1 must be index, but got 'i64'}}
  %0 = "index.ceildivu"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @divs_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.divs' op operand #1 must be index, but got 'i64'}}
  %0 = "index.divs"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @divu_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.divu' op operand #1 must be index, but got 'i64'}}
  %0 = "index.divu"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @floordivs_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.floordivs' op operand #1 must be index, but got 'i64'}}
  %0 = "index.floordivs"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @maxs_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.maxs' op operand #1 must be index, but got 'i64'}}
  %0 = "index.maxs"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @maxu_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.maxu' op operand #1 must be index, but got 'i64'}}
  %0 = "index.maxu"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @mins_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.mins' op operand #1 must be index, but got 'i64'}}
  %0 = "index.mins"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @minu_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.minu' op operand #1 must be index, but got 'i64'}}
  %0 = "index.minu"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @mul_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.mul' op operand #1 must be index, but got 'i64'}}
  %0 = "index.mul"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @or_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.or' op operand #1 must be index, but got 'i64'}}
  %0 = "index.or"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @rems_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.rems' op operand #1 must be index, but got 'i64'}}
  %0 = "index.rems"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @remu_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.remu' op operand #1 must be index, but got 'i64'}}
  %0 = "index.remu"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @shl_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.shl' op operand #1 must be index, but got 'i64'}}
  %0 = "index.shl"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @shrs_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.shrs' op operand #1 must be index, but got 'i64'}}
  %0 = "index.shrs"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @shru_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.shru' op operand #1 must be index, but got 'i64'}}
  %0 = "index.shru"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @sub_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.sub' op operand #1 must be index, but got 'i64'}}
  %0 = "index.sub"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @xor_operand(%a: index, %b: i64) {
  // expected-error@+1 {{'index.xor' op operand #1 must be index, but got 'i64'}}
  %0 = "index.xor"(%a, %b) : (index, i64) -> index
  func.return
}

// -----

func.func @castu_index_to_index(%a: index) {
  // expected-error@+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  func.return
}

// -----

func.func @constant_attribute_type() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i64}> : () -> index
  func.return
}

// -----

func.func @bool_constant_attribute_type() {
  // expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() <{value = 1 : i64}> : () -> i1
  func.return
}

// -----

func.func @sizeof_result() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i32'}}
  %0 = "index.sizeof"() : () -> i32
  func.return
}

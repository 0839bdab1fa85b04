// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @a_types(%a: f16, %b: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 2xvector<2xf16> but got f16, f16}}
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (f16, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}

// -----

func.func @result_type(%h: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> but got !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f16)>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f16)>
  return
}

// -----

func.func @layout(%h: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op requires attribute 'layoutA'}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}

// -----

func.func @shape(%h: vector<2xf16>) {
  // expected-error@+1 {{unimplemented variant for MMA shape <8, 8, 16>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return
}

// -----

func.func @ctype(%h: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.mma.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

func.func @b1_op(%i: i32) {
  // expected-error@+1 {{op requires b1Op attribute}}
  %0 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}

// -----

func.func @int_overflow(%i: i32) {
  // expected-error@+1 {{op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @m16_type(%d: f64) {
  // expected-error@+1 {{invalid shape or multiplicand type: f64}}
  %0 = nvvm.mma.sync A[%d] B[%d] C[%d, %d]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 4>}
    : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}

// -----

// tf32 A and B take m16n8k4 and m16n8k8 only.
func.func @tf32_k16(%i: i32, %x: f32) {
  // expected-error@+1 {{unimplemented variant for MMA shape <16, 8, 16>}}
  %0 = nvvm.mma.sync A[%i, %i, %i, %i, %i, %i, %i, %i] B[%i, %i, %i, %i] C[%x, %x, %x, %x]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

// A huge shape is refused as any other (the verifier built register lists as long as it says: a MemoryError).
func.func @tf32_huge_n(%i: i32, %x: f32) {
  // expected-error@+1 {{unimplemented variant for MMA shape <16, 4611686018427387904, 8>}}
  %0 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%x, %x, %x, %x]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 4611686018427387904, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

// m16n8k8 tf32: 4 A registers (16 x 8 / 32 lanes), 2 B registers.
func.func @tf32_k8_a_registers(%i: i32, %x: f32) {
  // expected-error@+1 {{Could not match types for the A operands; expected one of 4xi32 but got i32, i32}}
  %0 = nvvm.mma.sync A[%i, %i] B[%i, %i] C[%x, %x, %x, %x]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

// tf32 registers are i32 (the f32 bits of a tf32 value), not f32.
func.func @tf32_f32_registers(%x: f32) {
  // expected-error@+1 {{Could not match types for the A operands; expected one of 4xi32 but got f32, f32, f32, f32}}
  %0 = nvvm.mma.sync A[%x, %x, %x, %x] B[%x, %x] C[%x, %x, %x, %x]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

// tf32 accumulates into f32 only.
func.func @tf32_f16_accumulator(%i: i32, %h: vector<2xf16>) {
  // expected-error@+1 {{Could not match allowed types for the result; expected one of !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(vector<2xf16>, vector<2xf16>)>}}
  %0 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%h, %h]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return
}

// ai-translate --hlo-text-to-mhlo: metadata becomes locations; errors are `file:line:col: error:` with exit status 1.

// RUN: ai-translate --hlo-text-to-mhlo --mlir-print-debuginfo %S/Inputs/hlo/metadata.hlo | FileCheck %s --check-prefix=LOC
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/metadata.hlo -o %t.mlir
// RUN: FileCheck %s --check-prefix=OUT < %t.mlir

// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] add(x,, x)\n}\n' > %t.syntax.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.syntax.hlo 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] frobnicate(x)\n}\n' > %t.opcode.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.opcode.hlo 2>&1 | FileCheck %s --check-prefix=OPCODE
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] add(x, z)\n}\n' > %t.undefined.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.undefined.hlo 2>&1 | FileCheck %s --check-prefix=UNDEFINED
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] reduce(x, x), dimensions={0}, to_apply=missing\n}\n' > %t.computation.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.computation.hlo 2>&1 | FileCheck %s --check-prefix=COMPUTATION
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] transpose(x), dimensions={1,0}\n}\n' > %t.invalid.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.invalid.hlo 2>&1 | FileCheck %s --check-prefix=INVALID
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] transpose(x)\n}\n' > %t.attribute.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.attribute.hlo 2>&1 | FileCheck %s --check-prefix=ATTRIBUTE
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] add(x)\n}\n' > %t.operands.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.operands.hlo 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4,2] parameter(0)\n  ROOT y = f32[4,2] transpose(x), dimensions={1,0}\n}\n' > %t.shape.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.shape.hlo 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: printf 'HloModule m\nENTRY e {\n}\n' > %t.empty.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.empty.hlo 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: printf 'HloModule m\nENTRY e {\n  ROOT x = f32[2] constant({1, 2, 3})\n}\n' > %t.literal.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.literal.hlo 2>&1 | FileCheck %s --check-prefix=LITERAL
// A float literal that rounds to an infinity in its type is XLA's error (it was 'internal error: OverflowError:
// float too large to pack with e format' for f16 and f32, and inf for bf16; helper 205's fuzzing).
// RUN: printf 'HloModule m\nENTRY e {\n  ROOT x = f16[2] constant({1, 70000})\n}\n' > %t.f16-range.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.f16-range.hlo 2>&1 | FileCheck %s --check-prefix=F16-RANGE
// F16-RANGE: f16-range.hlo:3:8: error: 'constant': value 70000 is out of range for literal's primitive type F16
// RUN: printf 'HloModule m\nENTRY e {\n  ROOT x = c64[] constant((1e39, 0))\n}\n' > %t.c64-range.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.c64-range.hlo 2>&1 | FileCheck %s --check-prefix=C64-RANGE
// C64-RANGE: c64-range.hlo:3:8: error: 'constant': value 1e+39 is out of range for literal's primitive type F32
// RUN: printf 'HloModule m\nENTRY e {\n  ROOT x = bf16[3] constant({3.3e38, inf, 65519})\n}\n' > %t.bf16-range.hlo
// RUN: ai-translate --hlo-text-to-mhlo %t.bf16-range.hlo | FileCheck %s --check-prefix=BF16-RANGE
// BF16-RANGE: mhlo.constant dense<[3.296490e+38, 0x7F80, 6.553600e+04]> : tensor<3xbf16>
// RUN: not ai-translate %S/Inputs/hlo/metadata.hlo 2>&1 | FileCheck %s --check-prefix=UNIMPLEMENTED
// A conditional branch whose root is not of the conditional's shape (fuzz seed 31428: conditional-tuple.hlo
// without branch t's ROOT line, whose last instruction then is its value) was 'internal error: StopIteration'.
// RUN: printf 'HloModule m\nt {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p)\n}\nf {\n  p = f32[2] parameter(0)\n  ROOT r = (f32[2], f32[2]) tuple(p, p)\n}\nENTRY e {\n  c = pred[] parameter(0)\n  x = f32[2] parameter(1)\n  ROOT r = (f32[2], f32[2]) conditional(c, x, x), true_computation=t, false_computation=f\n}\n' > %t.branch.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.branch.hlo 2>&1 | FileCheck %s --check-prefix=BRANCH
// A fusion whose computation's root is of another shape than the fusion's was taken (the function returned
// the tuple); emitters that forward a value are checked as the others are.
// RUN: printf 'HloModule m\ng {\n  p = f32[2] parameter(0)\n  ROOT t = (f32[2], f32[2]) tuple(p, p)\n}\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT w = f32[2] fusion(x), kind=kLoop, calls=g\n}\n' > %t.fusion.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.fusion.hlo 2>&1 | FileCheck %s --check-prefix=FUSION
// Two translations are an error at the second (ai-translate ran --mlir-to-llvmir and ignored the other).
// RUN: not ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/metadata.hlo --mlir-to-llvmir 2>&1 | FileCheck %s --check-prefix=TWO
// A size past int64 (MLIR's and XLA's sizes) is an error at its shape, in a tuple too; int64's largest is a size.
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[99999999999999999999] parameter(0)\n  ROOT y = f32[99999999999999999999] negate(x)\n}\n' > %t.huge.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.huge.hlo 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: printf 'HloModule m\nENTRY e {\n  x = (f32[2], s32[9223372036854775808]{0}) parameter(0)\n  ROOT y = f32[2] get-tuple-element(x), index=0\n}\n' > %t.huge-tuple.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.huge-tuple.hlo 2>&1 | FileCheck %s --check-prefix=HUGE-TUPLE
// RUN: printf 'HloModule m\nENTRY e {\n  x = (f32[2], s32[9223372036854775807]{0}) parameter(0)\n  ROOT y = f32[2] get-tuple-element(x), index=0\n}\n' > %t.largest.hlo
// RUN: ai-translate --hlo-text-to-mhlo %t.largest.hlo | ai-opt | FileCheck %s --check-prefix=LARGEST

// Fuzz seed 31403 (--tools): a variadic op without operands makes no value (was 'internal error: IndexError'),
// and get-tuple-element of a non-tuple an AssertionError; a tuple shape where one is required, an operand count.
// RUN: printf 'HloModule m\nsum {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] all-reduce(), to_apply=sum\n}\n' > %t.no-value.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.no-value.hlo 2>&1 | FileCheck %s --check-prefix=NO-VALUE
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] get-tuple-element(x), index=0\n}\n' > %t.gte.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.gte.hlo 2>&1 | FileCheck %s --check-prefix=GTE
// RUN: printf 'HloModule m\nENTRY e {\n  x = (f32[2]) parameter(0)\n  ROOT y = f32[2] get-tuple-element(x), index=1\n}\n' > %t.gte-index.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.gte-index.hlo 2>&1 | FileCheck %s --check-prefix=GTE-INDEX
// RUN: printf 'HloModule m\nENTRY e {\n  t = token[] after-all()\n  ROOT y = f32[2] infeed(t)\n}\n' > %t.infeed.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.infeed.hlo 2>&1 | FileCheck %s --check-prefix=INFEED
// RUN: printf 'HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] add(x, x, x)\n}\n' > %t.many.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.many.hlo 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: printf 'HloModule m\nENTRY e {\n  x = pred[4] parameter(0)\n  ROOT y = pred[4] select(x, x)\n}\n' > %t.select.hlo
// RUN: not ai-translate --hlo-text-to-mhlo %t.select.hlo 2>&1 | FileCheck %s --check-prefix=SELECT

// LOC: mhlo.exponential %{{.*}} : tensor<4xf32> loc(#loc2)
// LOC: #loc1 = loc("/tmp/model.py":12:0)
// LOC-NEXT: #loc2 = loc("jit(f)/exp"(#loc1))
// OUT: func.func @main
// OUT-NOT: loc(

// SYNTAX: syntax.hlo:4:25: error: unexpected input ',' in HLO text
// OPCODE: opcode.hlo:4:19: error: unknown HLO opcode 'frobnicate'
// OPCODE-NEXT: ROOT y = f32[4] frobnicate(x)
// OPCODE-NEXT: {{^}}                  ^
// UNDEFINED: undefined.hlo:4:26: error: 'y' uses undefined value 'z'
// COMPUTATION: computation.hlo:4:8: error: unknown computation 'missing'
// INVALID: invalid.hlo:4:8: error: 'transpose':
// ATTRIBUTE: attribute.hlo:4:8: error: 'transpose' lacks attribute 'dimensions' or has an unknown value
// OPERANDS: operands.hlo:4:8: error: 'add' has too few operands
// SHAPE: shape.hlo:4:8: error: 'transpose' produces tensor<2x4xf32>, but the HLO shape is tensor<4x2xf32>
// EMPTY: empty.hlo:2:7: error: computation 'e' has no instructions
// LITERAL: literal.hlo:3:8: error: 'constant': literal has 3 elements, the shape needs 2
// HUGE: huge.hlo:3:7: error: shape 'f32[99999999999999999999]' has a dimension that does not fit in 64 bits
// HUGE-TUPLE: huge-tuple.hlo:3:16: error: shape 's32[9223372036854775808]{0}' has a dimension that does not fit in 64 bits
// LARGEST: tuple<tensor<2xf32>, tensor<9223372036854775807xi32>>
// UNIMPLEMENTED: <command-line>:1:1: error: no translation given: use --hlo-text-to-mhlo, --mlir-to-llvmir or --mlir-to-ptx
// UNIMPLEMENTED-NEXT: ai-translate {{.*}}metadata.hlo
// UNIMPLEMENTED-NEXT: {{^\^$}}
// NO-VALUE: no-value.hlo:9:8: error: 'all-reduce' produces no value, but the HLO shape is tensor<2xf32>
// GTE: gte.hlo:4:8: error: Cannot infer shape: argument to get-tuple-element must be a tuple; got tensor<2xf32>
// GTE-INDEX: gte-index.hlo:4:8: error: Cannot infer shape: attempt to index out of tuple bounds: 1 is not in [0, 1)
// INFEED: infeed.hlo:4:8: error: 'infeed' has shape tensor<2xf32>, not a tuple of 2 elements
// MANY: many.hlo:4:8: error: 'add' has too many operands
// SELECT: select.hlo:4:8: error: 'select' has too few operands
// TWO: <command-line>:1:{{[0-9]+}}: error: --mlir-to-llvmir given with --hlo-text-to-mhlo: give one translation
// TWO-NOT: define
// BRANCH: branch.hlo:13:8: error: 'conditional' branch computation 't' returns tensor<2xf32>, but the conditional's shape is tuple<tensor<2xf32>, tensor<2xf32>>
// FUSION: fusion.hlo:8:8: error: 'fusion' produces tuple<tensor<2xf32>, tensor<2xf32>>, but the HLO shape is tensor<2xf32>
